/**
 * An admin add form (seed §4, §5, §8): text values checked with the resource's zod schema before
 * sending, busy while saving, then emptied with the success notice, or kept with the failure text.
 */
import { useRef, useState, type RefObject, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { useFormValues, validate, type BoundField, type FieldErrors } from './useFormValues';
import { useNotice } from './useNotice';
import type { Notice } from '../../ui/Notice';

interface Options<V extends Record<string, string>, T> {
  schema: z.ZodType<T>;
  /** What the schema checks; the values themselves unless given. */
  input?: (values: V) => unknown;
  /** Sends the checked data (or the values, as the screen chooses); throws on failure. */
  save: (data: T, values: V) => Promise<unknown>;
  savedText: string;
  failedText: (error: unknown) => string;
}

/** What AdminForm needs from the hook. */
export interface AdminFormState {
  formRef: RefObject<HTMLFormElement | null>;
  busy: boolean;
  notice: Notice | null;
  clearNotice: () => void;
  onSubmit: (event: SubmitEvent) => void;
}

export const useAdminForm = <V extends Record<string, string>, T>(
  empty: V,
  { schema, input, save, savedText, failedText }: Options<V, T>,
): AdminFormState & {
  values: V;
  set: (field: keyof V) => (value: string) => void;
  field: (name: keyof V & string) => BoundField;
  errors: FieldErrors;
} => {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, set, field, errors, setErrors, reset } = useFormValues(empty);
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useNotice();

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    clear();
    const data = validate(schema, input ? input(values) : values, setErrors, formRef.current);
    if (data === undefined) return;
    setBusy(true);
    try {
      await save(data, values);
      reset();
      show('success', savedText);
    } catch (caught) {
      console.error(caught);
      show('error', failedText(caught));
    } finally {
      setBusy(false);
    }
  };

  return { formRef, values, set, field, errors, busy, notice, clearNotice: clear, onSubmit: (event) => void submit(event) };
};
