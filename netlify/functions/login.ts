/**
 * POST /api/login {admin, password}: checks the password under the login throttle and opens a
 * server-side session. `admin` is a configured admin's name or an account's e-mail. Sign-ins are
 * written to the audit log, failed sign-ins too, one entry per connection, name and hour
 * (failed-sign-ins.ts).
 */
import { auditMessages, auditSentence, auditWho } from '#domain/committee/audit.ts';
import { authMessages } from '#domain/committee/auth.ts';
import { loginRoutes } from '#domain/committee/login.routes.ts';
import { appendAudit } from '#shared/audit/audited.ts';
import { recordFailedSignIn } from '#shared/audit/failed-sign-ins.ts';
import { HttpError, json } from '#shared/platform/http.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { knownDevice, rememberDevice } from '#shared/security/devices.ts';
import { decoy, verifyPassword } from '#shared/security/passwords.ts';
import { openSession } from '#shared/security/sessions.ts';
import { findForSignIn } from '#shared/security/sign-in-accounts.ts';
import { reserveLoginAttempt } from '#shared/security/throttle.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const app = apiFunction().on(
  loginRoutes.login,
  { audit: { none: 'it writes its own entries, sign-ins and failed sign-ins' } },
  async (c) => {
    const req = c.req.raw;
    const { ip } = contextOf(c);
    const { admin, password } = c.req.valid('json');
    // Counted before the password is checked: simultaneous guesses cannot all get past the limit.
    const attempt = await reserveLoginAttempt(admin, ip, await knownDevice(req, admin));
    const account = await findForSignIn(admin);
    // Verify against a decoy for unknown names so the answer takes as long either way.
    const valid = (await verifyPassword(password, account?.hash ?? (await decoy()))) && account !== undefined;
    if (!valid) {
      // The name typed is logged only when it is an account's: it may be a password typed in the wrong field.
      const actor = account ? { id: account.id, name: account.name } : { id: '', name: auditMessages.unknownName };
      await recordFailedSignIn({ actor, ip });
      await sleep(attempt.failureDelayMs);
      throw new HttpError(401, authMessages.loginFailed);
    }
    await attempt.succeeded();
    const actor = { id: account.id, name: account.name, role: account.role };
    await appendAudit({
      actor,
      action: 'sign-in',
      resource: 'session',
      summary: auditSentence(auditWho(actor.name, actor.role), 'sign-in', ''),
    });
    const response = json(
      { message: authMessages.loginSuccess, admin: account.name, role: account.role },
      { headers: { 'Set-Cookie': await openSession(req, account) } },
    );
    response.headers.append('Set-Cookie', await rememberDevice(req, admin));
    return response;
  },
);

export default serve(app);

export const config = { path: '/api/login' };
