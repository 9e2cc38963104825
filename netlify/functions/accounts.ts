/**
 * Admin accounts (owners only):
 * - GET /api/accounts: every account, the configured owners (ADMIN_USERS, read-only) first;
 * - POST /api/accounts {name, email, role}: adds an account and answers a one-time set-password
 *   link (also e-mailed when SMTP is configured);
 * - PATCH /api/accounts/{id} {role?, status?}: changes the role or disables / enables it;
 * - DELETE /api/accounts/{id}: removes it;
 * - POST /api/accounts/{id}/link: a new set-password link (the old one stops working).
 * Any change ends the account's open sessions at their next request (sessions.ts). The last
 * active owner cannot be removed, disabled or given another role.
 */
import { site } from '#config/site.ts';
import { accountMessages } from '#domain/committee/account.ts';
import { accountRoutes } from '#domain/committee/account.routes.ts';
import type { Account, AccountChange, AccountInput, AccountLink, AccountView } from '#domain/committee/account.schema.ts';
import { AUDIT_NOUNS, auditMessages } from '#domain/committee/audit.ts';
import { auditRecord, declareAudit } from '#shared/audit/audited.ts';
import { deliver } from '#shared/mail/send-mail.ts';
import { env } from '#shared/platform/env.ts';
import { HttpError, json, notFound } from '#shared/platform/http.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';
import { adminHash } from '#shared/security/configured-owners.ts';
import { newLink } from '#shared/security/set-password-links.ts';
import { configuredOwners } from '#shared/security/sign-in-accounts.ts';
import { accounts } from '#shared/collections/accounts.ts';
import { newId } from '#shared/store/index.ts';

const emailClaim = (email: string) => `email:${email}`;

const viewOf = ({ passwordHash, link, ...account }: Account): AccountView => ({
  ...account,
  passwordSet: passwordHash !== '',
  ...(link && !link.usedAt ? { linkExpiresAt: link.expiresAt } : {}),
  configured: false,
});

const storedViews = async (): Promise<AccountView[]> => {
  const views: AccountView[] = [];
  for await (const chunk of accounts().scan('byName')) for (const summary of chunk) views.push({ ...summary, configured: false });
  return views;
};

/** Accounts are a committee's handful, so the list is answered whole. */
const listAccounts = async (): Promise<Response> => {
  const configured: AccountView[] = configuredOwners().map(({ id, name }) => ({
    _id: id,
    name,
    email: '',
    role: 'owner',
    status: 'active',
    passwordSet: true,
    configured: true,
  }));
  return json({ accounts: [...configured, ...(await storedViews())], note: accountMessages.configuredNote });
};

const isActiveOwner = (account: { role: string; status: string }) => account.role === 'owner' && account.status === 'active';

/** 409 when the change would leave no active owner (the configured owners count). */
const keepAnOwner = async (id: string): Promise<void> => {
  if (configuredOwners().length > 0) return;
  const others = (await storedViews()).filter((account) => account._id !== id && isActiveOwner(account));
  if (others.length === 0) throw new HttpError(409, accountMessages.lastOwner);
};

const anOwnerRemains = async (): Promise<boolean> => configuredOwners().length > 0 || (await storedViews()).some(isActiveOwner);

/**
 * Takes an owner's role or status away. The check before it cannot see a change another owner
 * makes at the same moment (two owners demoting each other would both pass it), so the owners are
 * counted again after the write, and the change is undone when none is left: of simultaneous
 * changes at most all but one stand, and an owner always remains.
 */
const demoteOwner = async (id: string, current: Account, next: Pick<Account, 'role' | 'status'>): Promise<Account> => {
  await keepAnOwner(id);
  const updated = await accounts().update(id, (account) => ({ ...account, ...next, changedAt: new Date().toISOString() }));
  if (!updated) throw new HttpError(404, accountMessages.notFound);
  if (await anOwnerRemains()) return updated;
  await accounts().update(id, (account) => ({
    ...account,
    role: current.role,
    status: current.status,
    changedAt: new Date().toISOString(),
  }));
  throw new HttpError(409, accountMessages.lastOwner);
};

/** Mails the link when SMTP is configured; without it the owner passes the link on themselves. */
const mailLink = async (account: Account, url: string): Promise<boolean> => {
  if (!env().smtpUrl) return false;
  try {
    const { sent } = await deliver([
      { to: account.email, subject: accountMessages.letterSubject(site.name), text: accountMessages.letter(account.name, site.name, url) },
    ]);
    return sent === 1;
  } catch (error) {
    console.error('[api] the set-password link could not be e-mailed:', error instanceof Error ? error.message : error);
    return false;
  }
};

const linkAnswer = async (account: Account, url: string, message: string, status: number): Promise<Response> => {
  const emailed = await mailLink(account, url);
  const answer: AccountLink = {
    message: emailed ? `${message} ${accountMessages.linkEmailed}` : message,
    account: viewOf(account),
    link: url,
    emailed,
  };
  return json(answer, { status });
};

const addAccount = async (req: Request, input: AccountInput): Promise<Response> => {
  // A configured admin signs in with their name: an account whose e-mail is that name would be ambiguous.
  if (adminHash(input.email) !== undefined) throw new HttpError(409, accountMessages.emailTaken);
  const _id = newId();
  if (!(await accounts().claim(emailClaim(input.email), _id))) throw new HttpError(409, accountMessages.emailTaken);
  const { url, link } = newLink(req, _id);
  const now = new Date().toISOString();
  let account: Account;
  try {
    account = await accounts().insert({ ...input, _id, status: 'active', passwordHash: '', link, createdAt: now, changedAt: now });
  } catch (error) {
    await accounts().release(emailClaim(input.email), _id);
    throw error;
  }
  auditRecord(req, account);
  return linkAnswer(account, url, accountMessages.added, 201);
};

const changeAccount = async (req: Request, id: string, change: AccountChange): Promise<Response> => {
  if (change.role === undefined && change.status === undefined) throw new HttpError(400, accountMessages.noChange);
  const current = await accounts().get(id);
  if (!current) throw new HttpError(404, accountMessages.notFound);
  const next = { role: change.role ?? current.role, status: change.status ?? current.status };
  const updated =
    isActiveOwner(current) && !isActiveOwner(next)
      ? await demoteOwner(id, current, next)
      : await accounts().update(id, (account) => ({ ...account, ...next, changedAt: new Date().toISOString() }));
  if (!updated) throw new HttpError(404, accountMessages.notFound);
  auditRecord(req, updated);
  return json({ message: accountMessages.updated, account: viewOf(updated) });
};

const removeAccount = async (req: Request, id: string): Promise<Response> => {
  const current = await accounts().get(id);
  if (!current) throw new HttpError(404, accountMessages.notFound);
  // An owner is disabled first, which can be undone if another owner's change came at the same moment.
  if (isActiveOwner(current)) await demoteOwner(id, current, { role: current.role, status: 'disabled' });
  const removed = await accounts().remove(id);
  if (!removed) throw notFound('Account');
  await accounts().release(emailClaim(removed.email), id);
  auditRecord(req, removed);
  return json({ message: accountMessages.removed, account: viewOf(removed) });
};

const issueLink = async (req: Request, id: string): Promise<Response> => {
  const { url, link } = newLink(req, id);
  const updated = await accounts().update(id, (account) => ({ ...account, link, changedAt: new Date().toISOString() }));
  if (!updated) throw new HttpError(404, accountMessages.notFound);
  auditRecord(req, updated);
  return linkAnswer(updated, url, accountMessages.linkIssued, 200);
};

/** An account by its name and role; never its e-mail address. */
const accountAudit = declareAudit<Account>({
  resource: 'accounts',
  what: (account) => `${AUDIT_NOUNS.accounts} ${account.name} (${account.role}, ${account.status})`,
});
const linkAudit = declareAudit<Account>({ ...accountAudit, action: 'edit', detail: () => auditMessages.newLink });

const accountOptions = { audit: accountAudit, versions: { records: accounts } };

const app = apiFunction()
  .on(accountRoutes.list, { versions: { records: accounts, wrapped: 'accounts' } }, async () => listAccounts())
  .on(accountRoutes.add, { audit: accountAudit }, async (c) => addAccount(c.req.raw, c.req.valid('json')))
  .on(accountRoutes.change, accountOptions, async (c) => changeAccount(c.req.raw, c.req.valid('param').id, c.req.valid('json')))
  .on(accountRoutes.remove, accountOptions, async (c) => removeAccount(c.req.raw, c.req.valid('param').id))
  .on(accountRoutes.link, { audit: linkAudit }, async (c) => issueLink(c.req.raw, c.req.valid('param').id));

export default serve(app);

export const config = { path: ['/api/accounts', '/api/accounts/:id', '/api/accounts/:id/link'] };
