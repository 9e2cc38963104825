/** Admin accounts from `ADMIN_USERS`: `name:hash` pairs, comma-separated. */
import { env } from '#shared/platform/env.ts';
import { hashCostProblem, isPasswordHash } from './passwords.ts';

const MAKE_A_HASH = 'make a hash with `npm run hash-password`';

export const parseAdminUsers = (raw: string | undefined): Map<string, string> => {
  const admins = new Map<string, string>();
  for (const entry of (raw ?? '').split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const separator = trimmed.indexOf(':');
    const name = trimmed.slice(0, separator).trim();
    const hash = trimmed.slice(separator + 1).trim();
    if (separator <= 0 || !isPasswordHash(hash)) {
      throw new Error(`ADMIN_USERS must be name:hash pairs separated by commas; ${MAKE_A_HASH}.`);
    }
    const costProblem = hashCostProblem(hash);
    if (costProblem) throw new Error(`ADMIN_USERS: the password hash of "${name}" ${costProblem}; ${MAKE_A_HASH}.`);
    admins.set(name.toLowerCase(), hash);
  }
  return admins;
};

/** The accounts of the current ADMIN_USERS, parsed once per value (it is read on every admin request). */
let parsed: { raw: string | undefined; admins: Map<string, string> } | undefined;
const admins = (): Map<string, string> => {
  const raw = env().adminUsers;
  if (parsed && parsed.raw === raw) return parsed.admins;
  parsed = { raw, admins: parseAdminUsers(raw) };
  return parsed.admins;
};

export const adminHash = (name: string): string | undefined => admins().get(name.trim().toLowerCase());

/** The names of the configured admins (as written, in lower case). */
export const configuredAdminNames = (): string[] => [...admins().keys()];
