import { Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TimelineVariant } from './timeline';

/** A delivery's colours from the theme's status tokens, so the timeline and the sheet follow the theme. */
export function useVariantStyle(): Record<TimelineVariant, { background: string; border: string }> {
  const { token } = theme.useToken();
  return {
    confirmed: { background: token.colorInfoBg, border: token.colorInfoBorder },
    completed: { background: token.colorSuccessBg, border: token.colorSuccessBorder },
    cancelled: { background: token.colorErrorBg, border: token.colorErrorBorder },
    pending: { background: token.colorWarningBg, border: token.colorWarningBorder },
  };
}

/** The calendar state of a delivery as a tag: the timeline's legend, the delivery sheet and its lists. */
export function DeliveryVariantTag({ variant }: { variant: TimelineVariant }) {
  const { t } = useTranslation('deliveries');
  const style = useVariantStyle()[variant];
  return <Tag style={{ background: style.background, borderColor: style.border }}>{t(`variant.${variant}`)}</Tag>;
}
