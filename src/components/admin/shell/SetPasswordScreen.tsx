/**
 * /admin/set-password?token=…: a new admin sets their password with the one-time link an owner
 * gave them. The token leaves the address bar at once (it should not stay in the history or be
 * bookmarked); a used, late or broken link says so and who can make a new one.
 */
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { accountMessages, PASSWORD_MAX, PASSWORD_MIN } from '#domain/committee/account.ts';
import { newPasswordField } from '#domain/committee/account.schema.ts';
import { api } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import AdminForm from '#components/admin/kit/AdminForm.tsx';
import { useAdminForm } from '#components/admin/kit/hooks/useAdminForm.ts';
import { TextField } from '#components/admin/kit/fields.tsx';

const empty = { password: '', repeat: '' };
const schema = z
  .object({ password: newPasswordField(), repeat: z.string() })
  .refine((values) => values.repeat === values.password, { message: accountMessages.passwordsDiffer, path: ['repeat'] });

const readToken = (): string => {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token') ?? '';
  if (token !== '') {
    url.searchParams.delete('token');
    window.history.replaceState(null, '', `${url.pathname}${url.search}`);
  }
  return token;
};

export default function SetPasswordScreen() {
  const [token] = useState(readToken);
  const [done, setDone] = useState(false);
  const form = useAdminForm(empty, {
    schema,
    save: async ({ password }) => {
      await api.setPassword({ token, password });
      setDone(true);
    },
    failedText: (caught) => failureText(caught, { failed: 'Failed to set the password.', reasons: 'instead' }),
  });
  useEffect(() => {
    if (done) document.querySelector<HTMLElement>('[data-password-set]')?.focus();
  }, [done]);

  if (token === '') {
    return (
      <p role="alert" className="text-red-800">
        {accountMessages.linkInvalid}
      </p>
    );
  }
  if (done) {
    return (
      <div role="status" tabIndex={-1} data-password-set className="rounded-md bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
        <p className="font-semibold">{accountMessages.passwordSet}</p>
        <p className="mt-2">
          <a href="/login" className="font-semibold underline hover:no-underline">
            Sign in
          </a>{' '}
          with your e-mail address and the new password.
        </p>
      </div>
    );
  }
  return (
    <AdminForm form={form} submitLabel="Set password" busyLabel="Setting…">
      <TextField
        {...form.field('password')}
        type="password"
        required
        label="New password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters (at most ${PASSWORD_MAX}). A few unrelated words make a good one.`}
        disabled={form.busy}
      />
      <TextField
        {...form.field('repeat')}
        type="password"
        required
        label="New password again"
        autoComplete="new-password"
        disabled={form.busy}
      />
    </AdminForm>
  );
}
