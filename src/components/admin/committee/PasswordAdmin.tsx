/** /admin/password: any admin changes their own password (the current one first); their other sessions end. */
import { z } from 'zod';
import { accountMessages, PASSWORD_MAX, PASSWORD_MIN } from '#domain/committee/account.ts';
import { changePasswordSchema } from '#domain/committee/account.schema.ts';
import { api } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import AdminForm from '#components/admin/kit/AdminForm.tsx';
import { useAdminForm } from '#components/admin/kit/hooks/useAdminForm.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import { TextField } from '#components/admin/kit/fields.tsx';
import { ScreenTitle } from '#components/admin/kit/list.tsx';

const empty = { currentPassword: '', newPassword: '', repeat: '' };

const schema = changePasswordSchema
  .extend({ repeat: z.string() })
  .refine((values) => values.repeat === values.newPassword, { message: accountMessages.passwordsDiffer, path: ['repeat'] });

function PasswordScreen() {
  const form = useAdminForm(empty, {
    schema,
    save: ({ currentPassword, newPassword }) => api.changePassword({ currentPassword, newPassword }),
    savedText: accountMessages.passwordChanged,
    failedText: (caught) => failureText(caught, { failed: 'Failed to change the password.' }),
  });
  return (
    <>
      <ScreenTitle title="Change password">
        Your other sessions (other browsers and devices) end when the password changes; this one stays signed in.
      </ScreenTitle>
      <AdminForm form={form} submitLabel="Change password" busyLabel="Changing…">
        <TextField
          type="password"
          required
          {...form.field('currentPassword')}
          label="Current password"
          autoComplete="current-password"
          disabled={form.busy}
        />
        <TextField
          type="password"
          required
          {...form.field('newPassword')}
          label="New password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters (at most ${PASSWORD_MAX}). A few unrelated words make a good one.`}
          disabled={form.busy}
        />
        <TextField
          type="password"
          required
          {...form.field('repeat')}
          label="New password again"
          autoComplete="new-password"
          disabled={form.busy}
        />
      </AdminForm>
    </>
  );
}

export default adminOnly(PasswordScreen);
