import { Button, Flex } from 'antd';

interface Props {
  submitText?: string;
  saving?: boolean;
  disabled?: boolean;
  onCancel?: () => void;
}

/** The end of every form: Cancel, then the primary submit, at the bottom right (the sheets' footers do the same). */
export function FormActions({ submitText = 'Save', saving, disabled, onCancel }: Props) {
  return (
    <Flex gap={8} justify="flex-end">
      {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
      <Button type="primary" htmlType="submit" disabled={disabled} loading={saving}>
        {submitText}
      </Button>
    </Flex>
  );
}
