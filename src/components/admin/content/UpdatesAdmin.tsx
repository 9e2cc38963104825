/** /admin/updates (was /addupdates): add a short update, or edit or delete one. */
import { UPDATE_TEXT_MAX, updateMessages } from '#domain/content/update.ts';
import { updateInputSchema, type Update } from '#domain/content/update.schema.ts';
import { api } from '#lib/client/index.ts';
import { saveOrAdd, useAdminForm } from '#components/admin/kit/hooks/useAdminForm.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import ListFirstScreen from '#components/admin/kit/ListFirstScreen.tsx';
import AdminForm, { editorProps, type Editing } from '#components/admin/kit/AdminForm.tsx';
import DeletableList from '#components/admin/kit/DeletableList.tsx';
import { errorDetail, failureText } from '#lib/error-text.ts';
import { TextField } from '#components/admin/kit/fields.tsx';

const empty = { text: '' };

/** Adds an update, or (`editing`) edits one's text. */
function UpdateForm({ editing }: { editing?: Editing<Update> }) {
  const record = editing?.record;
  const save = saveOrAdd(editing, api.addUpdate, (input: { text: string }) => api.editUpdate(record?._id ?? '', input));
  const form = useAdminForm(record ? { text: record.text } : empty, {
    schema: updateInputSchema,
    save: (data) => save(data),
    ...(editing ? {} : { savedText: updateMessages.added }),
    failedText: (error) =>
      editing
        ? failureText(error, { failed: updateMessages.updateFailed, network: updateMessages.updateError })
        : failureText(error, { failed: updateMessages.addFailed, network: updateMessages.addError }),
  });

  return (
    <AdminForm
      form={form}
      submitLabel={editing ? 'Save Changes' : 'Add Update'}
      busyLabel={editing ? 'Saving…' : 'Adding…'}
      {...editorProps(editing, updateMessages.editHeading, form.busy)}
    >
      <TextField {...form.field('text')} label="Update text" required max={UPDATE_TEXT_MAX} />
    </AdminForm>
  );
}

function UpdatesScreen() {
  return (
    <ListFirstScreen
      title={updateMessages.title}
      intro="Short updates appear in the Latest Updates box of the national achievements page."
      addHeading={updateMessages.addHeading}
      listHeading={updateMessages.listHeading}
      add={<UpdateForm />}
      list={
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
          edit={{
            openFailedText: updateMessages.updateFailed,
            form: (item, done) => <UpdateForm editing={{ record: item, done }} />,
            updatedText: updateMessages.updated,
          }}
        />
      }
    />
  );
}

export default adminOnly(UpdatesScreen);
