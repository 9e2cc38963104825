/** Admin accounts from `ADMIN_USERS` (decision 2): `name:hash` pairs, comma-separated. */
import { env } from './env.ts';
import { isPasswordHash } from './passwords.ts';

export const parseAdminUsers = (raw: string | undefined): Map<string, string> => {
  const admins = new Map<string, string>();
  for (const entry of (raw ?? '').split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const separator = trimmed.indexOf(':');
    const name = trimmed.slice(0, separator).trim();
    const hash = trimmed.slice(separator + 1).trim();
    if (separator <= 0 || !isPasswordHash(hash)) {
      throw new Error('ADMIN_USERS must be name:hash pairs separated by commas; make a hash with `npm run hash-password`.');
    }
    admins.set(name.toLowerCase(), hash);
  }
  return admins;
};

export const adminHash = (name: string): string | undefined => parseAdminUsers(env().adminUsers).get(name.trim().toLowerCase());
