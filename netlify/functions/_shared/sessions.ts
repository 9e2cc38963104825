/**
 * Server-side admin sessions (decision 1). The cookie carries a random 256-bit token; the store
 * keeps only its SHA-256, so a leaked store listing grants nothing. Sessions end after
 * `SESSION_IDLE_MINUTES` without use and at the latest `SESSION_MAX_HOURS` after login.
 */
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import { newToken, readTokenCookie, setCookieHeader, tokenKey } from './cookies.ts';
import { env } from './env.ts';
import { HttpError } from './http.ts';

const SESSIONS_STORE = 'sessions';
export const SESSION_COOKIE = 'session';
/** Refresh "last seen" at most this often, to spare a write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

const sessionSchema = z.object({ admin: z.string(), createdAt: z.number(), lastSeenAt: z.number() });
export type Session = z.infer<typeof sessionSchema>;

const keyOf = tokenKey;

const cookie = (req: Request, value: string, maxAgeSeconds: number): string =>
  setCookieHeader(req, SESSION_COOKIE, value, { path: '/', maxAgeSeconds });

export const readSessionToken = (req: Request): string | undefined => readTokenCookie(req, SESSION_COOKIE);

/** Opens a new session (a fresh token on every login) and answers its Set-Cookie header. */
export const openSession = async (req: Request, admin: string, now = Date.now()): Promise<string> => {
  const token = newToken();
  await getStore(SESSIONS_STORE).setJSON(keyOf(token), { admin, createdAt: now, lastSeenAt: now } satisfies Session);
  return cookie(req, token, env().sessionMaxHours * 3600);
};

export const closeSession = async (req: Request): Promise<string> => {
  const token = readSessionToken(req);
  if (token) await getStore(SESSIONS_STORE).delete(keyOf(token));
  return cookie(req, '', 0);
};

const isExpired = (session: Session, now: number): boolean => {
  const { sessionIdleMinutes, sessionMaxHours } = env();
  return now - session.lastSeenAt > sessionIdleMinutes * 60_000 || now - session.createdAt > sessionMaxHours * 3_600_000;
};

/** The live session of this request, or undefined. Expired sessions are deleted on sight. */
export const currentSession = async (req: Request, now = Date.now()): Promise<Session | undefined> => {
  const token = readSessionToken(req);
  if (!token) return undefined;
  const store = getStore(SESSIONS_STORE);
  const raw: unknown = await store.get(keyOf(token), { type: 'json', consistency: 'strong' });
  const parsed = sessionSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  if (isExpired(parsed.data, now)) {
    await store.delete(keyOf(token));
    return undefined;
  }
  if (now - parsed.data.lastSeenAt > TOUCH_INTERVAL_MS) {
    await store.setJSON(keyOf(token), { ...parsed.data, lastSeenAt: now });
  }
  return parsed.data;
};

/** Every admin read and write starts here: 401 without a live session. */
export const requireAdmin = async (req: Request): Promise<Session> => {
  const session = await currentSession(req);
  if (!session) throw new HttpError(401, 'Please sign in as an administrator.');
  return session;
};
