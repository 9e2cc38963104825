/** /admin/updates (was /addupdates): add a short update, or delete one. */
import { UPDATE_TEXT_MAX, updateMessages } from '../../../domain/update';
import { updateInputSchema, type Update } from '../../../domain/update.schema';
import { api } from '../../../lib/api-client';
import { useAdminForm } from '../hooks/useAdminForm';
import { adminOnly } from '../RequireAdmin';
import AddDeleteScreen from '../AddDeleteScreen';
import AdminForm from '../AdminForm';
import DeletableList from '../DeletableList';
import { errorDetail, failureText } from '../../../lib/error-text';
import { TextField } from '../../ui/fields';

const empty = { text: '' };

function UpdateForm() {
  const form = useAdminForm(empty, {
    schema: updateInputSchema,
    save: (data) => api.addUpdate(data),
    savedText: updateMessages.added,
    failedText: (error) => failureText(error, { failed: updateMessages.addFailed, network: updateMessages.addError }),
  });

  return (
    <AdminForm form={form} submitLabel="Add Update" busyLabel="Adding…">
      <TextField {...form.field('text')} label="Update text" required max={UPDATE_TEXT_MAX} />
    </AdminForm>
  );
}

function UpdatesScreen() {
  return (
    <AddDeleteScreen
      title={updateMessages.title}
      intro="Short updates appear in the Latest Updates box of the national achievements page."
      addHeading={updateMessages.addHeading}
      deleteHeading={updateMessages.deleteHeading}
      add={<UpdateForm />}
      remove={
        <DeletableList<Update>
          load={api.updates}
          loadFailedText={(error) => updateMessages.loadFailed(errorDetail(error))}
          emptyText={updateMessages.none}
          searchLabel="Search updates"
          describe={(item) => item.text}
          render={(item) => <p className="break-words text-slate-900">{item.text}</p>}
          confirmText={updateMessages.confirmDelete}
          remove={api.deleteUpdate}
          deletedText={updateMessages.deleted}
          deleteFailedText={(error) => failureText(error, { failed: updateMessages.deleteFailed, network: updateMessages.deleteError })}
        />
      }
    />
  );
}

export default adminOnly(UpdatesScreen);
