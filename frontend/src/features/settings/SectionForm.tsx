import { Card } from 'antd';
import { Form } from '../../components/Form';
import type { ReactNode } from 'react';
import { useUpdateOrganizationSectionMutation, type SettingsSection } from '../../api/settings.api';
import { FormActions } from '../../components/FormActions';
import { useSave } from '../../components/use-save';

interface Props<T> {
  title: string;
  section: SettingsSection;
  initialValues: T;
  /** The request body for this section from the form's values (default: the values as they are). */
  toBody?: (values: T) => unknown;
  success: string;
  failure: string;
  children: ReactNode;
  /** The submit button's text (default: Save). */
  submitText?: string;
  /** After a successful save (the onboarding wizard moves on). */
  onSaved?: () => void;
}

/** One card per organization settings section: its fields and a Save that PATCHes only that section. */
export function SectionForm<T extends object>({
  title,
  section,
  initialValues,
  toBody,
  success,
  failure,
  children,
  submitText,
  onSaved,
}: Props<T>) {
  const [update, { isLoading }] = useUpdateOrganizationSectionMutation();
  const save = useSave();
  const [form] = Form.useForm<T>();
  return (
    <Card title={title}>
      <Form<T>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={async (values) => {
          if (await save(update({ section, body: toBody ? toBody(values) : values }), { success, failure })) onSaved?.();
        }}
        aria-label={title}
      >
        {children}
        <FormActions submitText={submitText} saving={isLoading} />
      </Form>
    </Card>
  );
}
