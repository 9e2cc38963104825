/**
 * Known devices (OWASP's "device cookie"): a browser that has signed in successfully as an admin
 * keeps a long-lived random cookie. Its sign-in attempts are counted on a counter of their own
 * (throttle.ts) instead of the name's and the client address's, so neither an attacker failing
 * against the admin's name from elsewhere nor a stranger failing on the same network locks the
 * real admin out; a stolen cookie gets only that device's own few attempts.
 */
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import { loginRoutes } from '#domain/committee/login.routes.ts';
import { newToken, readTokenCookie, setCookieHeader, tokenKey } from './cookies.ts';

const DEVICES_STORE = 'sessions';
export const DEVICE_COOKIE = 'device';
const DEVICE_DAYS = 180;

const keyOf = (token: string) => `device-${tokenKey(token)}`;
const deviceSchema = z.object({ admin: z.string(), createdAt: z.number() });

/**
 * When this request comes from a browser where `admin` has signed in before: an id of that device
 * (the stored hash of its token, never the token), else undefined.
 */
export const knownDevice = async (req: Request, admin: string): Promise<string | undefined> => {
  const token = readTokenCookie(req, DEVICE_COOKIE);
  if (!token) return undefined;
  const parsed = deviceSchema.safeParse(await getStore(DEVICES_STORE).get(keyOf(token), { type: 'json', consistency: 'strong' }));
  const known =
    parsed.success && parsed.data.admin === admin.trim().toLowerCase() && Date.now() - parsed.data.createdAt < DEVICE_DAYS * 86_400_000;
  return known ? tokenKey(token) : undefined;
};

/** Remembers this browser for `admin`; answers the Set-Cookie header. */
export const rememberDevice = async (req: Request, admin: string): Promise<string> => {
  const token = newToken();
  await getStore(DEVICES_STORE).setJSON(keyOf(token), { admin: admin.trim().toLowerCase(), createdAt: Date.now() });
  return setCookieHeader(req, DEVICE_COOKIE, token, { path: loginRoutes.login.path, maxAgeSeconds: DEVICE_DAYS * 86_400 });
};
