/** Client-side validation with the resource's own zod schema (the server checks the same again). */
import { useCallback, useState } from 'react';
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field; nested paths (members.0.role) keep their dotted name. */
export const fieldErrors = (error: z.ZodError): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_form';
    errors[key] ??= issue.message;
  }
  return errors;
};

/** Moves the focus to the first field marked invalid, after React has rendered the errors. */
export const focusFirstInvalid = (form: HTMLElement | null): void => {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
};

/** The values of a form of text fields, a setter per field, the errors, and a reset to the empty form. */
export const useFormValues = <V extends Record<string, string>>(empty: V) => {
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = useCallback((field: keyof V) => (value: string) => setValues((current) => ({ ...current, [field]: value })), []);
  const reset = useCallback(() => {
    setValues(empty);
    setErrors({});
  }, [empty]);
  return { values, setValues, set, errors, setErrors, reset };
};
