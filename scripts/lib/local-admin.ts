/**
 * Decision 2, locally: with no ADMIN_USERS configured, create one admin with a random password,
 * keep only its hash in .netlify/local-admin.json, and print the password once.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { hashPassword } from '../../netlify/functions/_shared/passwords.ts';

export const LOCAL_ADMIN_FILE = '.netlify/local-admin.json';

export interface LocalAdmin {
  name: string;
  /** Present only when the account was created just now. */
  password?: string;
  adminUsers: string;
}

export const ensureLocalAdmin = async (file = LOCAL_ADMIN_FILE): Promise<LocalAdmin> => {
  if (existsSync(file)) {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { name: string; hash: string };
    return { name: saved.name, adminUsers: `${saved.name}:${saved.hash}` };
  }
  const name = 'admin';
  const password = randomBytes(12).toString('base64url');
  const hash = await hashPassword(password);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ name, hash }), { mode: 0o600 });
  return { name, password, adminUsers: `${name}:${hash}` };
};
