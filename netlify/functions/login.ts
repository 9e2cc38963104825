/**
 * POST /api/login {admin, password}: checks the password under the login throttle and opens a
 * server-side session. `admin` is a configured admin's name or an account's e-mail. Sign-ins are
 * written to the audit log, failed sign-ins too, one entry per connection, name and hour
 * (failed-sign-ins.ts).
 */
import { auditMessages, auditSentence, auditWho } from '../../src/domain/committee/audit.ts';
import { authMessages } from '../../src/domain/committee/auth.ts';
import { loginSchema } from '../../src/domain/committee/auth.schema.ts';
import { publicRoute } from './_shared/security/access.ts';
import { findForSignIn } from './_shared/security/sign-in-accounts.ts';
import { appendAudit } from './_shared/audit/audit-log.ts';
import { unaudited } from './_shared/audit/audited.ts';
import { HttpError, json, readJson } from './_shared/platform/http.ts';
import { byMethod, handle } from './_shared/platform/router.ts';
import { recordFailedSignIn } from './_shared/audit/failed-sign-ins.ts';
import { decoy, verifyPassword } from './_shared/security/passwords.ts';
import { knownDevice, rememberDevice } from './_shared/security/devices.ts';
import { openSession } from './_shared/security/sessions.ts';
import { reserveLoginAttempt } from './_shared/security/throttle.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default handle(
  byMethod({
    POST: publicRoute(
      unaudited('it writes its own entries, sign-ins and failed sign-ins', async (req, context) => {
        const { admin, password } = await readJson(req, loginSchema);
        // Counted before the password is checked: simultaneous guesses cannot all get past the limit.
        const attempt = await reserveLoginAttempt(admin, context.ip, await knownDevice(req, admin));
        const account = await findForSignIn(admin);
        // Verify against a decoy for unknown names so the answer takes as long either way.
        const valid = (await verifyPassword(password, account?.hash ?? (await decoy()))) && account !== undefined;
        if (!valid) {
          // The name typed is logged only when it is an account's: it may be a password typed in the wrong field.
          const actor = account ? { id: account.id, name: account.name } : { id: '', name: auditMessages.unknownName };
          await recordFailedSignIn({ actor, ip: context.ip });
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
      }),
    ),
  }),
);

export const config = { path: '/api/login' };
