/**
 * Who may call a route, and the sessions behind each kind of access. `guard` checks the access a
 * route declares (src/domain/common/api-route.ts) as the declared routes' first middleware
 * (platform/hono/app.ts): 401 without a session of the kind the access needs, 403 naming the role
 * for a signed-in admin whose role may not do this (owners may do everything).
 *
 * Three kinds of session, each its own cookie, its own store and its own shape, so no kind is ever
 * taken for another: an admin's (`session`, for an account), a family's (`family`, a parent signed
 * in with an e-mail address) and a coach's (`coach`, a club's coach signed in with their coach
 * address). The cookie carries a random 256-bit token and the store keeps only its SHA-256, so a
 * leaked store listing grants nothing. An admin session ends after `SESSION_IDLE_MINUTES` without
 * use, at the latest `SESSION_MAX_HOURS` after login, and as soon as the account it was opened for
 * is removed (from `ADMIN_USERS` or the accounts), disabled, or its password or role changes; an
 * e-mail session after its kind's idle days, its maximum days, and at sign-out.
 */
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import { Forbidden, SignInNeeded } from '#domain/common/errors.ts';
import { ROLES, roleAllows, accountMessages, type Role } from '#domain/committee/account.ts';
import { COACH_IDLE_DAYS, COACH_MAX_DAYS, clubDeskMessages } from '#domain/clubs/club-desk.ts';
import { FAMILY_IDLE_DAYS, FAMILY_MAX_DAYS, familyMessages } from '#domain/family/family.ts';
import type { RouteAccess } from '#domain/common/api-route.ts';
import { env } from '#shared/platform/env.ts';
import { currentFingerprint, fingerprintOf, type SignInAccount } from './sign-in-accounts.ts';
import { newToken, readTokenCookie, setCookieHeader, tokenKey } from './cookies.ts';

const DAY_MS = 86_400_000;

/** What every kind's stored session has: when it was opened and last used. */
interface Lived {
  createdAt: number;
  lastSeenAt: number;
}

/**
 * One kind's sessions in its store behind its cookie: opened, looked up once per request (an
 * ended one deleted on sight, "last seen" refreshed at most every `touchEveryMs`), closed.
 */
const tokenSessions = <S extends Lived>(kind: {
  store: string;
  cookie: string;
  schema: z.ZodType<S>;
  touchEveryMs: number;
  /** Whether the session has ended (timed out, or what it was opened for no longer holds). */
  ended: (session: S, now: number) => boolean | Promise<boolean>;
}) => {
  const store = () => getStore(kind.store);
  const checked = new WeakMap<Request, Promise<S | undefined>>();

  const lookUp = async (req: Request, now: number): Promise<S | undefined> => {
    const token = readTokenCookie(req, kind.cookie);
    if (!token) return undefined;
    const entry = await store().getWithMetadata(tokenKey(token), { type: 'json', consistency: 'strong' });
    const parsed = kind.schema.safeParse(entry?.data);
    if (!entry || !parsed.success) return undefined;
    if (await kind.ended(parsed.data, now)) {
      await store().delete(tokenKey(token));
      return undefined;
    }
    // Only over the version just read (never without its ETag): a sign-out that deleted the session
    // in between must win, not be undone by this write. A refused write means another request
    // touched the session or it was closed; only a session that still exists lets this one through.
    if (now - parsed.data.lastSeenAt > kind.touchEveryMs && entry.etag) {
      const touched = await store().setJSON(tokenKey(token), { ...parsed.data, lastSeenAt: now }, { onlyIfMatch: entry.etag });
      if (!touched.modified && !(await store().getMetadata(tokenKey(token), { consistency: 'strong' }))) return undefined;
    }
    return parsed.data;
  };

  return {
    cookie: (req: Request, value: string, maxAgeSeconds: number): string =>
      setCookieHeader(req, kind.cookie, value, { path: '/', maxAgeSeconds }),
    token: (req: Request): string | undefined => readTokenCookie(req, kind.cookie),
    /** Stores the session under a fresh token, and answers the token. */
    save: async (session: S): Promise<string> => {
      const token = newToken();
      await store().setJSON(tokenKey(token), session);
      return token;
    },
    forget: async (token: string): Promise<void> => {
      await store().delete(tokenKey(token));
    },
    /**
     * The live session of this request, or undefined. One check per request: the route's guard and
     * the handler behind it (which may ask again) share the answer instead of reading the store twice.
     */
    current: (req: Request, now = Date.now()): Promise<S | undefined> => {
      let session = checked.get(req);
      if (!session) {
        session = lookUp(req, now);
        checked.set(req, session);
      }
      return session;
    },
    /** Deletes every ended session (only for a store that holds nothing but this kind's sessions). */
    sweep: async (now = Date.now()): Promise<number> => {
      let deleted = 0;
      for await (const page of store().list({ paginate: true })) {
        for (const { key } of page.blobs) {
          const parsed = kind.schema.safeParse(await store().get(key, { type: 'json', consistency: 'strong' }));
          if (!parsed.success || (await kind.ended(parsed.data, now))) {
            await store().delete(key);
            deleted += 1;
          }
        }
      }
      return deleted;
    },
  };
};

// Admin sessions.

export const SESSION_COOKIE = 'session';

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

/**
 * Whether the account a session was opened for still stands as it was then: it still exists, is
 * active, and has the same password and role. Every admin session check goes through here.
 */
const accountStillHolds = async (session: Session): Promise<boolean> => (await currentFingerprint(session.accountId)) === session.account;

// The store also keeps the known devices (devices.ts), so admin sessions are never swept.
const admins = tokenSessions({
  store: 'sessions',
  cookie: SESSION_COOKIE,
  schema: sessionSchema,
  // Refresh "last seen" at most this often, to spare a write on every request.
  touchEveryMs: 60_000,
  ended: async (session, now) => {
    const { sessionIdleMinutes, sessionMaxHours } = env();
    const timedOut = now - session.lastSeenAt > sessionIdleMinutes * 60_000 || now - session.createdAt > sessionMaxHours * 3_600_000;
    return timedOut || !(await accountStillHolds(session));
  },
});

export const readSessionToken = admins.token;

/** Opens a new session (a fresh token on every login) and answers its Set-Cookie header. */
export const openSession = async (req: Request, account: SignInAccount, now = Date.now()): Promise<string> => {
  const token = await admins.save({
    admin: account.name,
    accountId: account.id,
    role: account.role,
    account: fingerprintOf(account.hash, account.role),
    createdAt: now,
    lastSeenAt: now,
  });
  return admins.cookie(req, token, env().sessionMaxHours * 3600);
};

export const closeSession = async (req: Request): Promise<string> => {
  const token = admins.token(req);
  if (token) await admins.forget(token);
  return admins.cookie(req, '', 0);
};

/** The live admin session of this request, or undefined. Ended sessions are deleted on sight. */
export const currentSession = admins.current;

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

/** Every record a request writes remembers the account that changed it last (its id and name). */
export const authorOf = (session: Session | undefined) => (session ? { id: session.accountId, name: session.admin } : undefined);

// Sessions of a person signed in with an e-mail address: a family, a club's coach.

interface EmailSession<K extends string> extends Lived {
  kind: K;
  email: string;
}

interface EmailSessions<K extends string> {
  /** A new session for the address; the one this browser held before, if any, ends with it. */
  open: (req: Request, email: string, now?: number) => Promise<string>;
  close: (req: Request) => Promise<string>;
  /** The live session of this request, or undefined (looked up once per request). */
  current: (req: Request, now?: number) => Promise<EmailSession<K> | undefined>;
  /** 401 without a live session of this kind. */
  require: (req: Request) => Promise<EmailSession<K>>;
  /** Deletes every ended session; the daily sweep calls it. */
  sweep: (now?: number) => Promise<number>;
}

/** A kind's own `kind` in what is stored, so no other kind's session passes its schema. */
const emailSessions = <K extends string>(settings: {
  kind: K;
  store: string;
  cookie: string;
  idleDays: number;
  maxDays: number;
  /** The 401's words. */
  signInRequired: string;
}): EmailSessions<K> => {
  const schema = z.object({ kind: z.literal(settings.kind), email: z.string(), createdAt: z.number(), lastSeenAt: z.number() });
  const sessions = tokenSessions({
    store: settings.store,
    cookie: settings.cookie,
    schema: schema as unknown as z.ZodType<EmailSession<K>>,
    touchEveryMs: 60 * 60_000,
    ended: (session, now) => now - session.lastSeenAt > settings.idleDays * DAY_MS || now - session.createdAt > settings.maxDays * DAY_MS,
  });
  return {
    open: async (req, email, now = Date.now()) => {
      const token = await sessions.save({ kind: settings.kind, email, createdAt: now, lastSeenAt: now });
      const replaced = sessions.token(req);
      if (replaced) await sessions.forget(replaced);
      return sessions.cookie(req, token, settings.maxDays * 86_400);
    },
    close: async (req) => {
      const token = sessions.token(req);
      if (token) await sessions.forget(token);
      return sessions.cookie(req, '', 0);
    },
    current: sessions.current,
    require: async (req) => {
      const session = await sessions.current(req);
      if (!session) throw new SignInNeeded(settings.signInRequired);
      return session;
    },
    sweep: sessions.sweep,
  };
};

const FAMILY_COOKIE = 'family';

/** A parent's: it names an address, not an account, so no admin route accepts it, and the family routes accept nothing else. */
const families = emailSessions({
  kind: 'family',
  store: 'family-sessions',
  cookie: FAMILY_COOKIE,
  idleDays: FAMILY_IDLE_DAYS,
  maxDays: FAMILY_MAX_DAYS,
  signInRequired: familyMessages.signInRequired,
});

export const openFamilySession = families.open;
export const closeFamilySession = families.close;
export const currentFamily = families.current;
export const requireFamily = families.require;
export const sweepFamilySessions = families.sweep;

const COACH_COOKIE = 'coach';

/** A club's coach's: no admin route and no family route accepts it, and the club desk's routes accept nothing else. */
export const coachSessions = emailSessions({
  kind: 'coach',
  store: 'coach-sessions',
  cookie: COACH_COOKIE,
  idleDays: COACH_IDLE_DAYS,
  maxDays: COACH_MAX_DAYS,
  signInRequired: clubDeskMessages.signInRequired,
});

const requireCoach = coachSessions.require;

/**
 * A list of roles lets any of them in (a deletion two roles share, each within its own part).
 * 'family' is a parent signed in by e-mail: never an admin, and no admin session gets past it.
 * 'coach' is a club's coach signed in by e-mail: never an admin nor a family, and no other
 * session gets past it.
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
