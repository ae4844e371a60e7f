import type { FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';

/** SPEC §9: a form-field error leaves its label after 4500 ms. */
export const FIELD_ERROR_MS = 4500;

/**
 * What a faded field keeps as its error: no text, but the field stays marked invalid (antd marks a field
 * red while it has any error) until the value passes its rules.
 */
export const FADED_ERROR = '';

interface FieldData {
  name: (string | number)[] | string | number;
  errors?: string[];
}

const isFaded = (errors: string[]) => errors.length === 1 && errors[0] === FADED_ERROR;

/**
 * Field errors that fade: the handler goes to the Form's onFieldsChange (the app's Form does this for
 * every form). 4.5 s after a field's error appears its text goes; the red mark stays until the field is fixed,
 * and a new validation that still fails shows the text again.
 */
export function useFadingFieldErrors(form: FormInstance) {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  return (changed: FieldData[]) => {
    for (const field of changed) {
      const errors = field.errors ?? [];
      const key = JSON.stringify(field.name);
      if (isFaded(errors)) continue;
      clearTimeout(timers.current.get(key));
      timers.current.delete(key);
      if (!errors.length) continue;
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          // Only when it still has errors: a field fixed meanwhile stays clean.
          if (form.getFieldError(field.name as never).length) form.setFields([{ name: field.name as never, errors: [FADED_ERROR] }]);
        }, FIELD_ERROR_MS),
      );
    }
  };
}

/** The same fade for an error a component shows itself: true while `error`'s text should still be read. */
export function useFadingError(error: string | undefined): boolean {
  const [fadedFor, setFadedFor] = useState<string>();
  useEffect(() => {
    setFadedFor(undefined);
    if (!error) return;
    const timer = setTimeout(() => setFadedFor(error), FIELD_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);
  return Boolean(error) && fadedFor !== error;
}
