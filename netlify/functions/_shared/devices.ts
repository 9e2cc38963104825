/**
 * Known devices (OWASP's "device cookie"): a browser that has signed in successfully as an admin
 * keeps a long-lived random cookie. When an attacker fails many logins against that admin's name
 * from elsewhere, the name is locked for unknown clients only: the real admin, on a known device,
 * can still sign in (the per-client limit still applies to everyone).
 */
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import { newToken, readTokenCookie, setCookieHeader, tokenKey } from './cookies.ts';

const DEVICES_STORE = 'sessions';
export const DEVICE_COOKIE = 'device';
const DEVICE_DAYS = 180;

const keyOf = (token: string) => `device-${tokenKey(token)}`;
const deviceSchema = z.object({ admin: z.string(), createdAt: z.number() });

/** True when this request comes from a browser where `admin` has signed in before. */
export const isKnownDevice = async (req: Request, admin: string): Promise<boolean> => {
  const token = readTokenCookie(req, DEVICE_COOKIE);
  if (!token) return false;
  const parsed = deviceSchema.safeParse(await getStore(DEVICES_STORE).get(keyOf(token), { type: 'json', consistency: 'strong' }));
  return (
    parsed.success && parsed.data.admin === admin.trim().toLowerCase() && Date.now() - parsed.data.createdAt < DEVICE_DAYS * 86_400_000
  );
};

/** Remembers this browser for `admin`; answers the Set-Cookie header. */
export const rememberDevice = async (req: Request, admin: string): Promise<string> => {
  const token = newToken();
  await getStore(DEVICES_STORE).setJSON(keyOf(token), { admin: admin.trim().toLowerCase(), createdAt: Date.now() });
  return setCookieHeader(req, DEVICE_COOKIE, token, { path: '/api/login', maxAgeSeconds: DEVICE_DAYS * 86_400 });
};
