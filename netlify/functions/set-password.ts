/**
 * POST /api/set-password {token, password}: a new admin sets their password with the one-time
 * link an owner made (valid 48 hours, once). Anyone holding the link may use it, so no session
 * is needed; the token is 256 random bits, which cannot be guessed.
 */
import { accountMessages } from '#domain/committee/account.ts';
import { auditMessages, auditSentence, auditWho } from '#domain/committee/audit.ts';
import { passwordRoutes } from '#domain/committee/password.routes.ts';
import { appendAudit } from '#shared/audit/audited.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';
import { hashPassword } from '#shared/security/passwords.ts';
import { accountIdOfToken, checkLink } from '#shared/security/set-password-links.ts';
import { accounts } from '#shared/collections/accounts.ts';

const app = apiFunction().on(
  passwordRoutes.set,
  { audit: { none: 'it writes its own entry: the account itself, without a session, sets its password' } },
  async (c) => {
    const { token, password } = c.req.valid('json');
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
  },
);

export default serve(app);

export const config = { path: '/api/set-password' };
