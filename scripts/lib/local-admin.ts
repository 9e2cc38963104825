/**
 * Local secrets of `npm start` and `npm run dev`, made once and kept under .netlify/ (never in
 * git): with no ADMIN_USERS configured, one admin with a random password (only its hash is kept,
 * the password is printed once); with no CLIENT_KEY_SECRET, the secret that keys the login
 * throttle and form limits, so counters survive restarts.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { hashPassword } from '#shared/security/passwords.ts';

export const LOCAL_ADMIN_FILE = '.netlify/local-admin.json';
export const LOCAL_CLIENT_KEY_FILE = '.netlify/local-client-key.json';

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

/** The local CLIENT_KEY_SECRET: read from `file`, or made (256 random bits) and kept there. */
export const ensureLocalClientKeySecret = async (file = LOCAL_CLIENT_KEY_FILE): Promise<string> => {
  if (existsSync(file)) {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { secret?: unknown };
    if (typeof saved.secret === 'string' && saved.secret.length >= 32) return saved.secret;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ secret }), { mode: 0o600 });
  return secret;
};
