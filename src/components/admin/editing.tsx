/**
 * What turns a resource's add form into its editor: the record it starts from, what to tell the
 * list when done, and the form's name, heading and Cancel button. The same form (fields, checks,
 * messages) serves both, so an edit can never accept what adding refuses.
 */
import type { EditDone } from './DeletableList';
import { btnSecondary } from '../ui/styles';

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

/** Saves through `update` and tells the list (editing), or through `add`. */
export const saveOrAdd =
  <V, T, R>(editing: Editing<T> | undefined, add: (values: V) => Promise<R>, update: (values: V) => Promise<T>) =>
  async (values: V): Promise<unknown> => {
    if (!editing) return add(values);
    editing.done.saved(await update(values));
    return undefined;
  };
