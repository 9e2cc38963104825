/**
 * /admin/accounts (owners): the admin accounts. Add one (name, e-mail, role) and hand the new
 * admin the one-time link it answers; change a role, disable or enable, make a new link, remove.
 * Accounts from the site configuration are listed read-only.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { accountMessages, ACCOUNT_NAME_MAX, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from '#domain/committee/account.ts';
import { accountInputSchema, type AccountLink, type AccountView } from '#domain/committee/account.schema.ts';
import { formatDateTime } from '#domain/common/dates.ts';
import { api } from '#lib/client/index.ts';
import { errorDetail, failureText } from '#lib/error-text.ts';
import AdminForm from '#components/admin/kit/AdminForm.tsx';
import { useAdminForm } from '#components/admin/kit/hooks/useAdminForm.ts';
import { useConfirm } from '#components/admin/kit/hooks/useConfirm.tsx';
import { useNotice } from '#components/admin/kit/hooks/useNotice.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import AdminTable from '#components/admin/kit/DataTable.tsx';
import { SelectField, TextField } from '#components/admin/kit/fields.tsx';
import { ScreenTitle } from '#components/admin/kit/list.tsx';
import { NoticeView } from '#components/admin/kit/Notice.tsx';
import { ErrorMessage, Loading } from '#components/ui/status.tsx';
import { btnDangerOutline, btnSecondary, inputClass, tdClass } from '#components/ui/styles.ts';

const empty = { name: '', email: '', role: '' };
const roleOptions = ROLES.map((role) => ({ value: role, label: `${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}` }));
const until = formatDateTime;

/** The one-time link, selectable and copyable: the owner passes it on. */
function LinkBox({ link }: { link: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-2">
      <label htmlFor={id} className="block font-semibold">
        Set-password link
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={link}
          className={`${inputClass} min-w-0 flex-1 font-mono text-xs`}
          data-set-password-link
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className={btnSecondary}
          onClick={() =>
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy link'}
        </button>
      </div>
    </div>
  );
}

const linkNotice = (result: AccountLink) => ({ kind: 'success' as const, text: result.message, details: <LinkBox link={result.link} /> });

function AccountsScreen() {
  const id = useId();
  const [accounts, setAccounts] = useState<AccountView[] | null>(null);
  const [note, setNote] = useState('');
  const [loadError, setLoadError] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const { notice, show, clear } = useNotice();
  const [confirm, confirmDialog] = useConfirm();

  const load = useCallback(() => {
    api.accounts().then(
      (answer) => {
        setAccounts(answer.accounts);
        setNote(answer.note);
        setLoadError('');
      },
      (caught: unknown) => setLoadError(errorDetail(caught)),
    );
  }, []);
  useEffect(load, [load]);

  const form = useAdminForm(empty, {
    schema: accountInputSchema,
    save: async (data) => {
      const result = await api.addAccount(data);
      load();
      return result;
    },
    savedText: linkNotice,
    failedText: (caught) => failureText(caught, { failed: 'Failed to add the account.' }),
  });

  /** Runs one change of one account, then shows its outcome and the list as it is now. */
  const act = async (account: AccountView, work: () => Promise<{ message: string } | AccountLink>) => {
    clear();
    setBusy(account._id);
    try {
      const result = await work();
      if ('link' in result) show('success', result.message, <LinkBox link={result.link} />);
      else show('success', result.message);
    } catch (caught) {
      show('error', failureText(caught, { failed: `Failed to change the account of ${account.name}.` }));
    } finally {
      setBusy(null);
      load();
    }
  };

  const setRole = (account: AccountView, role: Role) => void act(account, () => api.changeAccount(account._id, { role }));
  const toggle = async (account: AccountView) => {
    const disabling = account.status === 'active';
    if (disabling && !(await confirm(accountMessages.confirmDisable(account.name), 'Disable'))) return;
    await act(account, () => api.changeAccount(account._id, { status: disabling ? 'disabled' : 'active' }));
  };
  const remove = async (account: AccountView) => {
    if (!(await confirm(accountMessages.confirmRemove(account.name), 'Remove'))) return;
    await act(account, () => api.removeAccount(account._id));
  };

  return (
    <>
      <ScreenTitle title={accountMessages.heading}>
        Who can sign in to the admin area, and what each may do. A role or status change signs the admin out at once.
      </ScreenTitle>
      <AdminForm
        form={form}
        submitLabel="Add account"
        busyLabel="Adding…"
        heading={<h2 className="text-lg font-bold text-brand-900">Add an account</h2>}
      >
        <TextField {...form.field('name')} label="Name" required max={ACCOUNT_NAME_MAX} autoComplete="off" disabled={form.busy} />
        <TextField
          {...form.field('email')}
          label="E-mail"
          type="email"
          required
          autoComplete="off"
          hint="They sign in with this address."
          disabled={form.busy}
        />
        <SelectField {...form.field('role')} label="Role" required options={roleOptions} placeholder="Select a role" disabled={form.busy} />
      </AdminForm>

      <section aria-labelledby={`${id}-list`} className="mt-8">
        <h2 id={`${id}-list`} className="text-lg font-bold text-brand-900">
          Accounts
        </h2>
        {note && <p className="mt-1 text-sm text-slate-700">{note}</p>}
        <NoticeView notice={notice} onDismiss={clear} className="mt-3" />
        {loadError ? (
          <ErrorMessage>Failed to load the accounts. Error: {loadError}</ErrorMessage>
        ) : accounts === null ? (
          <Loading />
        ) : (
          <AdminTable
            id={`${id}-table`}
            caption="Admin accounts"
            columns={['Name', 'E-mail', 'Role', 'Status', 'Password']}
            items={accounts}
            start={0}
            cells={(account) => (
              <>
                <td className={tdClass}>{account.name}</td>
                <td className={`${tdClass} wrap-anywhere`}>{account.configured ? '—' : account.email}</td>
                <td className={tdClass}>
                  {account.configured ? (
                    ROLE_LABELS[account.role]
                  ) : (
                    <select
                      aria-label={`Role of ${account.name}`}
                      className={`${inputClass} min-w-32`}
                      value={account.role}
                      disabled={busy === account._id}
                      onChange={(event) => setRole(account, event.target.value as Role)}
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                  )}
                </td>
                <td className={tdClass}>{account.status === 'active' ? 'Active' : 'Disabled'}</td>
                <td className={tdClass}>
                  {account.configured
                    ? 'In the configuration'
                    : account.passwordSet
                      ? 'Set'
                      : account.linkExpiresAt
                        ? `Link open until ${until(account.linkExpiresAt)}`
                        : 'Not set'}
                </td>
              </>
            )}
            actions={(account) =>
              account.configured ? (
                <span className="text-sm text-slate-700">From ADMIN_USERS: change it in the site configuration.</span>
              ) : (
                <div className="flex flex-wrap gap-2">
                  <button type="button" className={btnSecondary} disabled={busy === account._id} onClick={() => void toggle(account)}>
                    {account.status === 'active' ? 'Disable' : 'Enable'}
                    <span className="sr-only"> {account.name}</span>
                  </button>
                  <button
                    type="button"
                    className={btnSecondary}
                    disabled={busy === account._id}
                    onClick={() => void act(account, () => api.newAccountLink(account._id))}
                  >
                    New link<span className="sr-only"> for {account.name}</span>
                  </button>
                  <button type="button" className={btnDangerOutline} disabled={busy === account._id} onClick={() => void remove(account)}>
                    Remove<span className="sr-only"> {account.name}</span>
                  </button>
                </div>
              )
            }
          />
        )}
      </section>
      {confirmDialog}
    </>
  );
}

export default adminOnly(AccountsScreen);
