/**
 * Server-side admin sessions. The cookie carries a random 256-bit token; the store keeps only its
 * SHA-256, so a leaked store listing grants nothing. Sessions end after `SESSION_IDLE_MINUTES`
 * without use, at the latest `SESSION_MAX_HOURS` after login, and as soon as the account they were
 * opened for is removed from `ADMIN_USERS` or its password changes.
 */
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import { accountFingerprint } from './admins.ts';
import { newToken, readTokenCookie, setCookieHeader, tokenKey } from './cookies.ts';
import { env } from './env.ts';
import { HttpError } from './http.ts';

const SESSIONS_STORE = 'sessions';
export const SESSION_COOKIE = 'session';
/** Refresh "last seen" at most this often, to spare a write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

const sessionSchema = z.object({
  admin: z.string(),
  /** The account as it was at login (see `accountFingerprint`); never the password hash itself. */
  account: z.string(),
  createdAt: z.number(),
  lastSeenAt: z.number(),
});
export type Session = z.infer<typeof sessionSchema>;

const keyOf = tokenKey;

const cookie = (req: Request, value: string, maxAgeSeconds: number): string =>
  setCookieHeader(req, SESSION_COOKIE, value, { path: '/', maxAgeSeconds });

export const readSessionToken = (req: Request): string | undefined => readTokenCookie(req, SESSION_COOKIE);

/** Opens a new session (a fresh token on every login) and answers its Set-Cookie header. */
export const openSession = async (req: Request, admin: string, now = Date.now()): Promise<string> => {
  const account = accountFingerprint(admin);
  if (account === undefined) throw new Error('A session can only be opened for a configured admin.');
  const token = newToken();
  await getStore(SESSIONS_STORE).setJSON(keyOf(token), { admin, account, createdAt: now, lastSeenAt: now } satisfies Session);
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

/**
 * Whether the account a session was opened for still stands as it was then: the admin is still
 * configured and the password is the same. Every session check goes through here, so rules about
 * accounts (roles, a disabled state) belong here too.
 */
const accountStillHolds = async (session: Session): Promise<boolean> => accountFingerprint(session.admin) === session.account;

/** The live session of this request, or undefined. Ended sessions are deleted on sight. */
export const currentSession = async (req: Request, now = Date.now()): Promise<Session | undefined> => {
  const token = readSessionToken(req);
  if (!token) return undefined;
  const store = getStore(SESSIONS_STORE);
  const entry = await store.getWithMetadata(keyOf(token), { type: 'json', consistency: 'strong' });
  const parsed = sessionSchema.safeParse(entry?.data);
  if (!entry || !parsed.success) return undefined;
  if (isExpired(parsed.data, now) || !(await accountStillHolds(parsed.data))) {
    await store.delete(keyOf(token));
    return undefined;
  }
  // Only over the version just read (never without its ETag): a logout that deleted the session
  // in between must win, not be undone by this write. A refused write means another request
  // touched the session or it was closed; only a session that still exists lets this one through.
  if (now - parsed.data.lastSeenAt > TOUCH_INTERVAL_MS && entry.etag) {
    const touched = await store.setJSON(keyOf(token), { ...parsed.data, lastSeenAt: now }, { onlyIfMatch: entry.etag });
    if (!touched.modified && !(await store.getMetadata(keyOf(token), { consistency: 'strong' }))) return undefined;
  }
  return parsed.data;
};

/** Every admin read and write starts here: 401 without a live session. */
export const requireAdmin = async (req: Request): Promise<Session> => {
  const session = await currentSession(req);
  if (!session) throw new HttpError(401, 'Please sign in as an administrator.');
  return session;
};
