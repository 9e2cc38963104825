/**
 * The cookies the API sets (the sessions, the known-device cookie, the note of which browser asked
 * for a family sign-in letter): random tokens, read back only in their exact shape, always
 * HttpOnly, SameSite=Strict unless said otherwise, Secure except on localhost.
 */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A random 256-bit token, as it travels in a cookie. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the store keeps instead of a token: its SHA-256, so a leaked listing grants nothing. */
export const tokenKey = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The token in cookie `name`, or undefined when missing or not a token. */
export const readTokenCookie = (req: Request, name: string): string | undefined => {
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      return TOKEN_PATTERN.test(value) ? value : undefined;
    }
  }
  return undefined;
};

const isLocalhost = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

/**
 * Strict unless a cookie must come back with a visit that starts on another site (the note of
 * which browser asked for a sign-in letter, read when the letter's link is opened from a mail
 * program): Lax, which still keeps it from other sites' forms and scripts.
 */
export const setCookieHeader = (
  req: Request,
  name: string,
  value: string,
  { path, maxAgeSeconds, sameSite = 'Strict' }: { path: string; maxAgeSeconds: number; sameSite?: 'Strict' | 'Lax' },
): string =>
  [
    `${name}=${value}`,
    `Path=${path}`,
    'HttpOnly',
    `SameSite=${sameSite}`,
    `Max-Age=${maxAgeSeconds}`,
    ...(isLocalhost(req.url) ? [] : ['Secure']),
  ].join('; ');
