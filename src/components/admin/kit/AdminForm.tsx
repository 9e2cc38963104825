/**
 * The card of an admin add form: its notice above the fields, and the submit button, which is
 * disabled while saving or while `blocked` (an image still being prepared).
 */
import type { ReactNode } from 'react';
import type { AdminFormState } from './hooks/useAdminForm.ts';
import type { EditDone } from './DeletableList.tsx';
import { btnPrimary, btnSecondary, card } from '#components/ui/styles.ts';
import { NoticeView } from './Notice.tsx';

/*
 * The same form (fields, checks, messages) adds a record and edits one, so an edit can never
 * accept what adding refuses. Editing gives it the record it starts from, what to tell the list
 * when done, and the form's name, heading and Cancel button.
 */
export interface Editing<T> {
  record: T;
  done: EditDone<T>;
}

/** AdminForm's props for an editor named `label` ("Edit Selection trials"); none when adding. */
export const editorProps = <T,>(editing: Editing<T> | undefined, label: string, busy: boolean) =>
  editing
    ? {
        label,
        heading: <h3 className="text-lg font-bold break-words text-brand-900">{label}</h3>,
        actions: (
          <button type="button" className={btnSecondary} onClick={editing.done.cancel} disabled={busy}>
            Cancel
          </button>
        ),
      }
    : {};

interface Props {
  form: AdminFormState;
  submitLabel: string;
  busyLabel: string;
  blocked?: boolean;
  /** Shown above the notice. */
  heading?: ReactNode;
  /** Further buttons beside the submit button (the row exists whenever this is given). */
  actions?: ReactNode;
  /** Names the form for assistive technology (an editor among several on the page). */
  label?: string;
  /** Without the card's frame, for a form drawn inside another card. */
  bare?: boolean;
  children: ReactNode;
}

export default function AdminForm({
  form,
  submitLabel,
  busyLabel,
  blocked = false,
  heading,
  actions,
  label,
  bare = false,
  children,
}: Props) {
  const submit = (
    <button type="submit" className={btnPrimary} disabled={form.busy || blocked}>
      {form.busy ? busyLabel : submitLabel}
    </button>
  );
  return (
    <form
      ref={form.formRef}
      className={`${bare ? '' : card} space-y-5`}
      onSubmit={form.onSubmit}
      noValidate
      aria-busy={form.busy}
      aria-label={label}
    >
      {heading}
      <NoticeView notice={form.notice} onDismiss={form.clearNotice} />
      {children}
      {actions === undefined ? (
        submit
      ) : (
        <div className="flex flex-wrap gap-3">
          {submit}
          {actions}
        </div>
      )}
    </form>
  );
}
