import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The primary's text (default: Save). */
  submitText?: string;
  saving?: boolean;
  disabled?: boolean;
  /** Shows Cancel (or `cancelText`) before the primary. */
  onCancel?: () => void;
  cancelText?: string;
  /** The form's other actions (Delete, Test print), at the bottom left. */
  extra?: ReactNode;
  /** The signed-out pages: the primary alone, full width. */
  block?: boolean;
}

/**
 * The end of every form: its other actions at the left, then Cancel and the primary submit at the bottom right
 * (the sheets' footers do the same).
 */
export function FormActions({ submitText, saving, disabled, onCancel, cancelText, extra, block }: Props) {
  const { t } = useTranslation();
  const submit = (
    <Button type="primary" htmlType="submit" block={block} disabled={disabled} loading={saving}>
      {submitText ?? t('actions.save')}
    </Button>
  );
  if (block) return submit;
  return (
    <Flex gap={8} justify="space-between" wrap>
      <Flex gap={8} wrap>
        {extra}
      </Flex>
      <Flex gap={8} wrap>
        {onCancel ? <Button onClick={onCancel}>{cancelText ?? t('actions.cancel')}</Button> : null}
        {submit}
      </Flex>
    </Flex>
  );
}
