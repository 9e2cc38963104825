/** Client-side validation with the resource's own zod schema (the server checks the same again). */
import { useCallback, useId, useState } from 'react';
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

/**
 * Checks a form's input with the resource's schema. On failure the fields are marked, the first
 * invalid one gets the focus, and the answer is undefined; on success the errors are cleared.
 */
export const validate = <T>(
  schema: z.ZodType<T>,
  input: unknown,
  setErrors: (errors: FieldErrors) => void,
  form: HTMLElement | null,
): T | undefined => {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    setErrors(fieldErrors(parsed.error));
    focusFirstInvalid(form);
    return undefined;
  }
  setErrors({});
  return parsed.data;
};

/** What ties a field to its form: its id, value, setter and error (`<TextField {...field('title')} label="Title" />`). */
export interface BoundField {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** The values of a form of text fields, a setter per field, the errors, and a reset to the empty form. */
export const useFormValues = <V extends Record<string, string>>(empty: V) => {
  const id = useId();
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = useCallback((field: keyof V) => (value: string) => setValues((current) => ({ ...current, [field]: value })), []);
  const reset = useCallback(() => {
    setValues(empty);
    setErrors({});
  }, [empty]);
  const field = (name: keyof V & string): BoundField => ({
    id: `${id}-${name}`,
    value: values[name] ?? '',
    onChange: set(name),
    error: errors[name],
  });
  return { values, setValues, set, field, errors, setErrors, reset };
};
