/**
 * PUT /api/password {currentPassword, newPassword}: a signed-in admin changes their own password.
 * Every session of the account ends (the session's fingerprint covers the password); this
 * browser gets a new one, so the admin stays signed in here only. Five wrong current passwords
 * lock the change for 15 minutes (password-attempts.ts).
 */
import { accountMessages } from '#domain/committee/account.ts';
import type { Account } from '#domain/committee/account.schema.ts';
import { auditMessages } from '#domain/committee/audit.ts';
import { passwordRoutes } from '#domain/committee/password.routes.ts';
import { auditRecord, declareAudit } from '#shared/audit/audited.ts';
import { HttpError, json } from '#shared/platform/http.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';
import { reservePasswordAttempt } from '#shared/security/password-attempts.ts';
import { hashPassword, verifyPassword } from '#shared/security/passwords.ts';
import { closeSession, openSession, requireAdmin } from '#shared/security/sessions.ts';
import { isConfiguredAccountId } from '#shared/security/sign-in-accounts.ts';
import { accounts } from '#shared/collections/accounts.ts';

/** "Esha (editor) set the password of their own account". */
const ownPassword = declareAudit<Account>({ resource: 'accounts', action: 'password', what: () => auditMessages.ownPassword });

const app = apiFunction().on(passwordRoutes.change, { audit: ownPassword }, async (c) => {
  const req = c.req.raw;
  const session = await requireAdmin(req);
  const { currentPassword, newPassword } = c.req.valid('json');
  if (isConfiguredAccountId(session.accountId)) throw new HttpError(409, accountMessages.configuredPassword);
  // Counted before the password is checked: simultaneous guesses cannot all get past the limit.
  const attempt = await reservePasswordAttempt(session.accountId);
  const account = await accounts().get(session.accountId);
  // 400, not 401: the admin is signed in, and a 401 would send the page back to the login form.
  if (!account || !(await verifyPassword(currentPassword, account.passwordHash))) throw new HttpError(400, accountMessages.wrongPassword);
  await attempt.succeeded();
  const passwordHash = await hashPassword(newPassword);
  const updated = await accounts().update(account._id, (current) => ({ ...current, passwordHash, changedAt: new Date().toISOString() }));
  if (!updated) throw new HttpError(400, accountMessages.wrongPassword);
  await closeSession(req);
  const cookie = await openSession(req, { id: updated._id, name: updated.name, role: updated.role, hash: passwordHash, configured: false });
  auditRecord(req, updated);
  return json({ message: accountMessages.passwordChanged }, { headers: { 'Set-Cookie': cookie } });
});

export default serve(app);

export const config = { path: '/api/password' };
