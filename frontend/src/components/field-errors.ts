import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';

/** SPEC §9: a form-field error leaves its label after 4500 ms. */
export const FIELD_ERROR_MS = 4500;

interface FieldData {
  name: (string | number)[] | string | number;
  errors?: string[];
}

/**
 * Field errors that fade: pass the returned handler as the Form's onFieldsChange. Each field's error
 * is cleared 4.5 s after it appears (the rule still applies on the next submit).
 */
export function useFadingFieldErrors(form: FormInstance) {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  return (changed: FieldData[]) => {
    for (const field of changed) {
      if (!field.errors?.length) continue;
      const key = JSON.stringify(field.name);
      clearTimeout(timers.current.get(key));
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          form.setFields([{ name: field.name as never, errors: [] }]);
        }, FIELD_ERROR_MS),
      );
    }
  };
}
