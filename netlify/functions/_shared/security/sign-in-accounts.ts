/**
 * Who may sign in: the owners configured in `ADMIN_USERS` (the way into a fresh deployment) and
 * the accounts owners add in the browser (signing in with their e-mail). Both are reduced to one
 * shape here, so sign-in and the session check do not care where an account comes from.
 */
import { createHash } from 'node:crypto';
import type { Role } from '#domain/committee/account.ts';
import type { Account } from '#domain/committee/account.schema.ts';
import { adminHash, configuredAdminNames } from './configured-owners.ts';
import { accounts } from '#shared/collections/accounts.ts';

/** Ids of configured accounts cannot collide with stored ones: ':' is never part of a record id. */
const CONFIGURED_PREFIX = 'config:';
export const configuredAccountId = (name: string): string => `${CONFIGURED_PREFIX}${name.trim().toLowerCase()}`;
export const isConfiguredAccountId = (id: string): boolean => id.startsWith(CONFIGURED_PREFIX);

export interface SignInAccount {
  id: string;
  name: string;
  role: Role;
  hash: string;
  configured: boolean;
}

/**
 * What a session remembers of its account: a digest of the password hash, the role and the
 * status. It changes when any of them does, which ends the account's sessions; and it is useless
 * for guessing the password if the session store leaks (the hash itself would allow an offline attack).
 */
export const fingerprintOf = (hash: string, role: Role, status = 'active'): string =>
  createHash('sha256').update(`session-account\u0000${hash}\u0000${role}\u0000${status}`).digest('base64url');

const fromStored = (account: Account): SignInAccount | undefined =>
  account.status === 'active' && account.passwordHash !== ''
    ? { id: account._id, name: account.name, role: account.role, hash: account.passwordHash, configured: false }
    : undefined;

/** The stored account with this e-mail address, found among the list's summaries (accounts are few). */
export const storedAccountByEmail = async (email: string): Promise<Account | undefined> => {
  const wanted = email.trim().toLowerCase();
  for await (const chunk of accounts().scan('byName')) {
    const found = chunk.find((summary) => summary.email === wanted);
    if (found) return accounts().get(found._id);
  }
  return undefined;
};

/** The account a sign-in name names: a configured admin's name, else a stored account's e-mail. */
export const findForSignIn = async (login: string): Promise<SignInAccount | undefined> => {
  const name = login.trim();
  const hash = adminHash(name);
  if (hash !== undefined) return { id: configuredAccountId(name), name, role: 'owner', hash, configured: true };
  if (!name.includes('@')) return undefined;
  const stored = await storedAccountByEmail(name);
  return stored ? fromStored(stored) : undefined;
};

/** The fingerprint the account has now, or undefined when it can no longer sign in (removed, disabled). */
export const currentFingerprint = async (accountId: string): Promise<string | undefined> => {
  if (isConfiguredAccountId(accountId)) {
    const hash = adminHash(accountId.slice(CONFIGURED_PREFIX.length));
    return hash === undefined ? undefined : fingerprintOf(hash, 'owner');
  }
  const stored = await accounts().get(accountId);
  const account = stored ? fromStored(stored) : undefined;
  return account ? fingerprintOf(account.hash, account.role) : undefined;
};

/** The configured owners, as owners see them in the account list. */
export const configuredOwners = (): { id: string; name: string }[] =>
  configuredAdminNames().map((name) => ({ id: configuredAccountId(name), name }));
