import { Tag, theme } from 'antd';
import { i18n } from '../i18n';

/** SPEC §4 item status colours: active and donated blue; sold and success green; stolen muted grey; pick-up red; else grey. */
export function statusColor(status: string | undefined): 'blue' | 'green' | 'red' | 'default' {
  switch (status ?? 'active') {
    case 'active':
    case 'donated':
      return 'blue';
    case 'sold':
    case 'success':
      return 'green';
    case 'pick-up':
      return 'red';
    default:
      return 'default';
  }
}

/** A product status in the reader's language: "pick-up" → "Pick-up" / "Skal hentes". */
export function statusLabel(status: string | undefined): string {
  const s = status ?? 'active';
  return i18n.t(`common:productStatus.${s}` as 'common:productStatus.active', { defaultValue: s.charAt(0).toUpperCase() + s.slice(1) });
}

/** antd's status colours, which the theme keeps readable (AA); its preset hues' text shades are not. */
const TAG_COLOR = { blue: 'processing', green: 'success', red: 'error', default: 'default' } as const;

export function StatusTag({ status }: { status: string | undefined }) {
  const { token } = theme.useToken();
  // A stolen product is muted with the theme's tertiary text (an opacity would drop it below AA).
  const muted = status === 'stolen';
  return (
    <Tag
      color={TAG_COLOR[statusColor(status)]}
      style={muted ? { color: token.colorTextTertiary } : undefined}
      data-status={status ?? 'active'}
    >
      {statusLabel(status)}
    </Tag>
  );
}
