import { Form as AntForm } from 'antd';
import type { ComponentProps } from 'react';
import { useFadingFieldErrors } from './field-errors';

/**
 * The app's Form: antd's, with the SPEC §9 fading field errors wired in, so every form behaves the same.
 * Import Form from here, not from antd (eslint says so). The browser's own validation is off: the rules speak.
 */
function FadingForm<Values>({ form, onFieldsChange, ...props }: ComponentProps<typeof AntForm<Values>>) {
  const [instance] = AntForm.useForm<Values>(form);
  const fade = useFadingFieldErrors(instance);
  return (
    <AntForm<Values>
      noValidate
      {...props}
      form={instance}
      onFieldsChange={(changed, all) => {
        fade(changed as never);
        onFieldsChange?.(changed, all);
      }}
    />
  );
}

export const Form = Object.assign(FadingForm, {
  Item: AntForm.Item,
  List: AntForm.List,
  ErrorList: AntForm.ErrorList,
  Provider: AntForm.Provider,
  useForm: AntForm.useForm,
  useFormInstance: AntForm.useFormInstance,
  useWatch: AntForm.useWatch,
});
