/**
 * POST /api/set-password {token, password}: a new admin sets their password with the one-time
 * link an owner made (valid 48 hours, once). Anyone holding the link may use it, so no session
 * is needed; the token is 256 random bits, which cannot be guessed.
 */
import { accountMessages } from '../../src/domain/committee/account.ts';
import { setPasswordSchema } from '../../src/domain/committee/account.schema.ts';
import { publicRoute } from './_shared/security/access.ts';
import { accountIdOfToken, checkLink } from './_shared/security/set-password-links.ts';
import { appendAudit } from './_shared/audit/audit-log.ts';
import { unaudited } from './_shared/audit/audited.ts';
import { auditMessages, auditSentence, auditWho } from '../../src/domain/committee/audit.ts';
import { accounts } from './_shared/store/collections.ts';
import { json, readJson } from './_shared/platform/http.ts';
import { byMethod, handle } from './_shared/platform/router.ts';
import { hashPassword } from './_shared/security/passwords.ts';

export default handle(
  byMethod({
    POST: publicRoute(
      unaudited('it writes its own entry: the account itself, without a session, sets its password', async (req) => {
        const { token, password } = await readJson(req, setPasswordSchema);
        const id = accountIdOfToken(token);
        checkLink(await accounts().get(id), token);
        const passwordHash = await hashPassword(password);
        // Checked again inside the conditional write: of two uses at once, only one gets through.
        const updated = await accounts().update(id, (current) => {
          checkLink(current, token);
          const now = new Date().toISOString();
          return { ...current, passwordHash, link: { ...current.link!, usedAt: now }, changedAt: now };
        });
        if (!updated) checkLink(undefined, token);
        const actor = { id, name: updated?.name ?? '', ...(updated ? { role: updated.role } : {}) };
        await appendAudit({
          actor,
          action: 'password',
          resource: 'accounts',
          resourceId: id,
          summary: auditSentence(auditWho(actor.name, actor.role), 'password', `account ${actor.name}`, auditMessages.passwordByLink),
        });
        return json({ message: accountMessages.passwordSet });
      }),
    ),
  }),
);

export const config = { path: '/api/set-password' };
