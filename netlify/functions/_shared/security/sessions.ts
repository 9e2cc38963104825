/**
 * Server-side admin sessions. The cookie carries a random 256-bit token; the store keeps only its
 * SHA-256, so a leaked store listing grants nothing. Sessions end after `SESSION_IDLE_MINUTES`
 * without use, at the latest `SESSION_MAX_HOURS` after login, and as soon as the account they were
 * opened for is removed (from `ADMIN_USERS` or the accounts), disabled, or its password or role changes.
 *
 * Who may call a route: `guard` checks the access a route declares (src/domain/common/api-route.ts)
 * as the declared routes' first middleware (platform/hono/app.ts): 401 without a session, 403
 * naming the role for a signed-in admin whose role may not do this (owners may do everything).
 */
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import { Forbidden, SignInNeeded } from '#domain/common/errors.ts';
import { ROLES, roleAllows, accountMessages, type Role } from '#domain/committee/account.ts';
import { currentFingerprint, fingerprintOf, type SignInAccount } from './sign-in-accounts.ts';
import { newToken, readTokenCookie, setCookieHeader, tokenKey } from './cookies.ts';
import { env } from '#shared/platform/env.ts';
import type { RouteAccess } from '#domain/common/api-route.ts';
import { requireFamily } from './family-sessions.ts';
import { requireCoach } from './coach-sessions.ts';

const SESSIONS_STORE = 'sessions';
export const SESSION_COOKIE = 'session';
/** Refresh "last seen" at most this often, to spare a write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

const sessionSchema = z.object({
  /** The account's name, shown in the admin header and written in the audit log. */
  admin: z.string(),
  accountId: z.string(),
  role: z.enum(ROLES),
  /** The account as it was at login (see `fingerprintOf`); never the password hash itself. */
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
export const openSession = async (req: Request, account: SignInAccount, now = Date.now()): Promise<string> => {
  const token = newToken();
  const session: Session = {
    admin: account.name,
    accountId: account.id,
    role: account.role,
    account: fingerprintOf(account.hash, account.role),
    createdAt: now,
    lastSeenAt: now,
  };
  await getStore(SESSIONS_STORE).setJSON(keyOf(token), session);
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
 * Whether the account a session was opened for still stands as it was then: it still exists, is
 * active, and has the same password and role. Every session check goes through here.
 */
const accountStillHolds = async (session: Session): Promise<boolean> => (await currentFingerprint(session.accountId)) === session.account;

/**
 * One check per request: the route's guard and the handler behind it (which may ask again, as
 * `requireAdmin` callers do) share the answer instead of reading the store twice.
 */
const checked = new WeakMap<Request, Promise<Session | undefined>>();

/** The live session of this request, or undefined. Ended sessions are deleted on sight. */
export const currentSession = (req: Request, now = Date.now()): Promise<Session | undefined> => {
  let session = checked.get(req);
  if (!session) {
    session = lookUpSession(req, now);
    checked.set(req, session);
  }
  return session;
};

const lookUpSession = async (req: Request, now: number): Promise<Session | undefined> => {
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

/** Any signed-in, active account, whatever its role: 401 without a live session. */
export const requireAdmin = async (req: Request): Promise<Session> => {
  const session = await currentSession(req);
  if (!session) throw new SignInNeeded('Please sign in as an administrator.');
  return session;
};

/** A signed-in account whose role may do this, or one of these (owners may do everything): 401, or 403 naming the role. */
export const requireRole = async (req: Request, role: Role | readonly Role[]): Promise<Session> => {
  const session = await requireAdmin(req);
  const needed: readonly Role[] = typeof role === 'string' ? [role] : role;
  if (!needed.some((one) => roleAllows(session.role, one))) throw new Forbidden(accountMessages.forbidden(session.role));
  return session;
};

/** Whether this request comes from a signed-in account whose role may do `role`'s work (no error either way). */
export const sessionAllows = async (req: Request, role: Role): Promise<boolean> => {
  const session = await currentSession(req);
  return session !== undefined && roleAllows(session.role, role);
};

/**
 * A list of roles lets any of them in (a deletion two roles share, each within its own part).
 * 'family' is a parent signed in by e-mail (family-sessions.ts): never an admin, and no admin
 * session gets past it. 'coach' is a club's coach signed in by e-mail (coach-sessions.ts): never
 * an admin nor a family, and no other session gets past it.
 */
export type Access = RouteAccess;

/** Refuses a caller the access does not let in (401 or 403); a public route lets everyone in. The admin's session when there is one. */
export const guard = async (access: Access, req: Request): Promise<Session | undefined> => {
  // A public route never needs the session (and must not pay a store read for it).
  if (access === 'public') return undefined;
  if (access === 'signed-in') return requireAdmin(req);
  if (access === 'family') {
    await requireFamily(req);
    return undefined;
  }
  if (access === 'coach') {
    await requireCoach(req);
    return undefined;
  }
  return requireRole(req, access);
};

/** Every record a request writes remembers the account that changed it last (its id and name). */
export const authorOf = (session: Session | undefined) => (session ? { id: session.accountId, name: session.admin } : undefined);
