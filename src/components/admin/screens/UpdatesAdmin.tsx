/** /addupdates: add a short update, or delete one (seed §2, §4, §5, §8). */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { UPDATE_TEXT_MAX, updateInputSchema, updateMessages, type Update } from '../../../domain/update';
import { api } from '../../../lib/api-client';
import RequireAdmin from '../RequireAdmin';
import DeletableList from '../ui/DeletableList';
import { errorDetail, failureText } from '../ui/errors';
import { TextField } from '../ui/fields';
import { fieldErrors, focusFirstInvalid, useFormValues } from '../ui/form';
import { ScreenTitle } from '../ui/list';
import ModeToggle, { type Mode } from '../ui/ModeToggle';
import { NoticeView, useNotice } from '../ui/notice';
import { btnPrimary, card } from '../ui/styles';

const empty = { text: '' };

function UpdateForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, set, errors, setErrors, reset } = useFormValues(empty);
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useNotice();

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    clear();
    const parsed = updateInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api.addUpdate(parsed.data);
      reset();
      show('success', updateMessages.added);
    } catch (caught) {
      show('error', failureText(caught, updateMessages.addFailed, updateMessages.addError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className={`${card} space-y-5`} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      <NoticeView notice={notice} onDismiss={clear} />
      <TextField
        id={`${id}-text`}
        label="Update text"
        required
        value={values.text}
        onChange={set('text')}
        max={UPDATE_TEXT_MAX}
        error={errors['text']}
      />
      <button type="submit" className={btnPrimary} disabled={busy}>
        {busy ? 'Adding…' : 'Add Update'}
      </button>
    </form>
  );
}

function UpdatesScreen() {
  const [mode, setMode] = useState<Mode>('add');
  return (
    <>
      <ScreenTitle title="Updates">Short updates appear in the Latest Updates box of the national achievements page.</ScreenTitle>
      <ModeToggle mode={mode} onChange={setMode} addLabel={updateMessages.addHeading} deleteLabel={updateMessages.deleteHeading} />
      <h2 className="mt-6 mb-4 text-xl font-bold text-brand-900">
        {mode === 'add' ? updateMessages.addHeading : updateMessages.deleteHeading}
      </h2>
      {mode === 'add' ? (
        <UpdateForm />
      ) : (
        <DeletableList<Update>
          load={api.updates}
          loadFailedText={(error) => `Failed to load updates. Error: ${errorDetail(error)}`}
          emptyText={updateMessages.none}
          searchLabel="Search updates"
          searchText={(item) => [item.text]}
          describe={(item) => item.text}
          render={(item) => <p className="break-words text-slate-900">{item.text}</p>}
          confirmText="Are you sure you want to delete this update?"
          remove={api.deleteUpdate}
          deletedText={updateMessages.deleted}
          deleteFailedText={(error) => failureText(error, updateMessages.deleteFailed, updateMessages.deleteError)}
        />
      )}
    </>
  );
}

export default function UpdatesAdmin() {
  return (
    <RequireAdmin>
      <UpdatesScreen />
    </RequireAdmin>
  );
}
