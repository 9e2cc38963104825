/**
 * An admin form: its values checked with the resource's zod schema before
 * sending (the server checks the same again), busy while saving, then emptied with the success
 * notice, or kept with the failure text. A save refused because someone else changed the item
 * since the form was opened shows who and when, with a Reload action that fills the form with the
 * item as it is now (the API client sends the version the form was opened on with every save).
 */
import { createElement, useCallback, useId, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import { readAgain } from '#lib/client/call.ts';
import { StaleItemError } from '#lib/client/errors.ts';
import { RELOADED_TEXT, RELOAD_FAILED_TEXT } from '#domain/common/versions.ts';
import { ReloadButton } from '#components/admin/kit/ReloadButton.tsx';
import type { z } from 'zod';
import type { Notice } from '#components/admin/kit/Notice.tsx';
import { useNotice } from './useNotice.ts';
import type { Editing } from '#components/admin/kit/AdminForm.tsx';

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

/** The keys of a form's values that hold text (the ones a text field can be bound to). */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * The values of a form, a setter per text field, the errors, and a reset to the empty form. Values
 * that are not text (a club's list of members) are changed through `setValues`.
 */
export const useFormValues = <V extends object>(empty: V) => {
  const id = useId();
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = useCallback((field: TextKey<V>) => (value: string) => setValues((current) => ({ ...current, [field]: value })), []);
  const reset = useCallback(() => {
    setValues(empty);
    setErrors({});
  }, [empty]);
  const field = (name: TextKey<V>): BoundField => ({
    id: `${id}-${name}`,
    value: (values[name] as string | undefined) ?? '',
    onChange: set(name),
    error: errors[name],
  });
  return { id, values, setValues, set, field, errors, setErrors, reset };
};

interface Options<V extends object, T, R> {
  schema: z.ZodType<T>;
  /** What the schema checks; the values themselves unless given. */
  input?: (values: V) => unknown;
  /** Sends the checked data (or the values, as the screen chooses); throws on failure. */
  save: (data: T, values: V) => Promise<R>;
  /**
   * The notice after a save: a text is a success; a function may make it a warning or a failure
   * from what the server answered. The form empties after a success. Without it the screen
   * reports the save itself (an editor that closes on saving).
   */
  savedText?: string | ((result: R) => Notice);
  failedText: (error: unknown) => string | Notice;
  /** How long a notice stays (the bulk message's 5 s, say); until the next action unless given. */
  noticeTimeoutMs?: number;
  /**
   * The form's values for the item as read again after a stale save; unless given, the item's
   * fields of the same names as the form's (of the same kind) replace them.
   */
  fromRecord?: (record: unknown, values: V) => V;
}

/** The form's values with the record's fields of the same names and kinds. */
export const overlayRecord = <V extends object>(values: V, record: unknown): V => {
  if (record === null || typeof record !== 'object') return values;
  const fresh = record as Record<string, unknown>;
  const next = { ...values } as Record<string, unknown>;
  for (const [name, value] of Object.entries(values)) {
    const current = fresh[name];
    if (current !== undefined && typeof current === typeof value && Array.isArray(current) === Array.isArray(value)) next[name] = current;
    // A field the record no longer has (an optional text cleared) is empty now.
    else if (current === undefined && typeof value === 'string') next[name] = '';
  }
  return next as V;
};

/** What AdminForm needs from the hook. */
export interface AdminFormState {
  formRef: RefObject<HTMLFormElement | null>;
  busy: boolean;
  notice: Notice | null;
  clearNotice: () => void;
  onSubmit: (event: SubmitEvent) => void;
}

export const useAdminForm = <V extends object, T, R = unknown>(
  empty: V,
  { schema, input, save, savedText, failedText, noticeTimeoutMs, fromRecord }: Options<V, T, R>,
) => {
  const formRef = useRef<HTMLFormElement>(null);
  const { id, values, setValues, set, field, errors, setErrors, reset } = useFormValues(empty);
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useNotice(noticeTimeoutMs);

  /** Reads the item again (its version with it) and shows it in the form. */
  const reload = async (path: string) => {
    if (busy) return;
    setBusy(true);
    try {
      const record = await readAgain(path);
      setValues((current) => (fromRecord ? fromRecord(record, current) : overlayRecord(current, record)));
      setErrors({});
      show('success', RELOADED_TEXT);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input, textarea, select')?.focus());
    } catch (caught) {
      console.error(caught);
      show('error', RELOAD_FAILED_TEXT);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    clear();
    const data = validate(schema, input ? input(values) : values, setErrors, formRef.current);
    if (data === undefined) return;
    setBusy(true);
    try {
      const result = await save(data, values);
      if (savedText !== undefined) {
        const saved = typeof savedText === 'string' ? { kind: 'success' as const, text: savedText } : savedText(result);
        if (saved.kind === 'success') reset();
        show(saved.kind, saved.text, saved.details);
      }
    } catch (caught) {
      console.error(caught);
      if (caught instanceof StaleItemError) {
        show('error', caught.message, createElement(ReloadButton, { onReload: () => void reload(caught.path) }));
        return;
      }
      const failed = failedText(caught);
      if (typeof failed === 'string') show('error', failed);
      else show(failed.kind, failed.text, failed.details);
    } finally {
      setBusy(false);
    }
  };

  const state: AdminFormState = { formRef, busy, notice, clearNotice: clear, onSubmit: (event) => void submit(event) };
  return { ...state, id, values, setValues, set, field, errors, reset };
};

/** Saves through `update` and tells the list (editing), or through `add`. */
export const saveOrAdd =
  <V, T, R>(editing: Editing<T> | undefined, add: (values: V) => Promise<R>, update: (values: V) => Promise<T>) =>
  async (values: V): Promise<unknown> => {
    if (!editing) return add(values);
    editing.done.saved(await update(values));
    return undefined;
  };
