/** The committee's side: the session, passwords, accounts, the audit log, the dashboard and the letter to families. */
import { accountRoutes } from '#domain/committee/account.routes.ts';
import { auditRoutes } from '#domain/committee/audit.routes.ts';
import { dashboardRoutes } from '#domain/committee/dashboard.routes.ts';
import { loginRoutes } from '#domain/committee/login.routes.ts';
import { passwordRoutes } from '#domain/committee/password.routes.ts';
import { sessionRoutes } from '#domain/committee/session.routes.ts';
import { bulkMessageRoutes } from '#domain/messages/bulk-message.routes.ts';
import type { AccountChange, AccountInput, ChangePasswordInput, SetPasswordInput } from '#domain/committee/account.schema.ts';
import type { Dashboard } from '#domain/committee/dashboard.ts';
import type { BulkMessageInput } from '#domain/messages/bulk-message.schema.ts';
import { call, callPage, callWithQuery, onAdminPage, undeclaredAnswer } from './call.ts';
import type { ListParams } from './lists.ts';
import { rememberVersions } from './versions.ts';

export const committeeApi = {
  // Session (docs/rules.md#admin-sign-in)
  login: (admin: string, password: string) => call(loginRoutes.login, { body: { admin, password } }),
  logout: () => call(sessionRoutes.logout),
  session: () => call(sessionRoutes.status),
  changePassword: (body: ChangePasswordInput) => call(passwordRoutes.change, { body }),
  setPassword: (body: SetPasswordInput) => call(passwordRoutes.set, { body }),

  /** The admin home's figures in one request; what it holds follows the session's role. */
  dashboard: () => undeclaredAnswer<Dashboard>(call(dashboardRoutes.read)),

  // Accounts and the audit log (owners)
  accounts: async () => {
    const answer = await callWithQuery(accountRoutes.list, onAdminPage() ? { versions: '1' } : {});
    rememberVersions(accountRoutes.list.path, answer.accounts);
    return answer;
  },
  addAccount: (body: AccountInput) => call(accountRoutes.add, { body }),
  changeAccount: (id: string, body: AccountChange) => call(accountRoutes.change, { params: { id }, body }),
  removeAccount: (id: string) => call(accountRoutes.remove, { params: { id } }),
  newAccountLink: (id: string) => call(accountRoutes.link, { params: { id } }),
  /** Newest first; `actor` (an account id), `action`, `resource`, `from` and `to` (YYYY-MM-DD) filter. */
  audit: (params?: ListParams) => callPage(auditRoutes.list, { query: params }),

  // Bulk e-mail (docs/rules.md#bulk-e-mail)
  sendBulk: (body: BulkMessageInput) => call(bulkMessageRoutes.send, { body }),
};
