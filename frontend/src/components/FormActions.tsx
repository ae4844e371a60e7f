import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  submitText?: string;
  saving?: boolean;
  disabled?: boolean;
  onCancel?: () => void;
}

/** The end of every form: Cancel, then the primary submit, at the bottom right (the sheets' footers do the same). */
export function FormActions({ submitText, saving, disabled, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} justify="flex-end">
      {onCancel ? <Button onClick={onCancel}>{t('actions.cancel')}</Button> : null}
      <Button type="primary" htmlType="submit" disabled={disabled} loading={saving}>
        {submitText ?? t('actions.save')}
      </Button>
    </Flex>
  );
}
