/**
 * Known devices (OWASP's "device cookie"): a browser that has signed in successfully as an admin
 * keeps a long-lived random cookie. When an attacker fails many logins against that admin's name
 * from elsewhere, the name is locked for unknown clients only: the real admin, on a known device,
 * can still sign in (the per-client limit still applies to everyone).
 */
import { createHash, randomBytes } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { z } from 'zod';

const DEVICES_STORE = 'sessions';
export const DEVICE_COOKIE = 'device';
const DEVICE_DAYS = 180;

const keyOf = (token: string) => `device-${createHash('sha256').update(token).digest('hex')}`;
const deviceSchema = z.object({ admin: z.string(), createdAt: z.number() });

const readCookie = (req: Request, name: string): string | undefined => {
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
};

const isLocalhost = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

/** True when this request comes from a browser where `admin` has signed in before. */
export const isKnownDevice = async (req: Request, admin: string): Promise<boolean> => {
  const token = readCookie(req, DEVICE_COOKIE);
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const parsed = deviceSchema.safeParse(await getStore(DEVICES_STORE).get(keyOf(token), { type: 'json', consistency: 'strong' }));
  return (
    parsed.success && parsed.data.admin === admin.trim().toLowerCase() && Date.now() - parsed.data.createdAt < DEVICE_DAYS * 86_400_000
  );
};

/** Remembers this browser for `admin`; answers the Set-Cookie header. */
export const rememberDevice = async (req: Request, admin: string): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await getStore(DEVICES_STORE).setJSON(keyOf(token), { admin: admin.trim().toLowerCase(), createdAt: Date.now() });
  return [
    `${DEVICE_COOKIE}=${token}`,
    'Path=/api/login',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${DEVICE_DAYS * 86_400}`,
    ...(isLocalhost(req.url) ? [] : ['Secure']),
  ].join('; ');
};
