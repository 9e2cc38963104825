/**
 * Family sessions: a parent signed in with an e-mail address. A kind of its own, never an admin
 * session: its own cookie (`family`), its own store, and it names an address, not an account, so
 * nothing that checks an admin session (sessions.ts) ever accepts it, and the family routes accept
 * nothing else. The cookie carries a random 256-bit token and the store keeps only its SHA-256.
 * A session ends after `FAMILY_IDLE_DAYS` without use, `FAMILY_MAX_DAYS` after signing in, and at
 * sign-out.
 */
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import { FAMILY_IDLE_DAYS, FAMILY_MAX_DAYS, familyMessages } from '#domain/family/family.ts';
import { newToken, readTokenCookie, setCookieHeader, tokenKey } from './cookies.ts';
import { HttpError } from '#shared/platform/http.ts';

const FAMILY_SESSIONS_STORE = 'family-sessions';
export const FAMILY_COOKIE = 'family';
const DAY_MS = 86_400_000;
/** Refresh "last seen" at most this often, to spare a write on every request. */
const TOUCH_INTERVAL_MS = 60 * 60_000;

const familySessionSchema = z.object({ kind: z.literal('family'), email: z.string(), createdAt: z.number(), lastSeenAt: z.number() });
export type FamilySession = z.infer<typeof familySessionSchema>;

const cookie = (req: Request, value: string, maxAgeSeconds: number) =>
  setCookieHeader(req, FAMILY_COOKIE, value, { path: '/', maxAgeSeconds });

/** A new session for the address; the one this browser held before, if any, ends with it. */
export const openFamilySession = async (req: Request, email: string, now = Date.now()): Promise<string> => {
  const token = newToken();
  const session: FamilySession = { kind: 'family', email, createdAt: now, lastSeenAt: now };
  const store = getStore(FAMILY_SESSIONS_STORE);
  await store.setJSON(tokenKey(token), session);
  const replaced = readTokenCookie(req, FAMILY_COOKIE);
  if (replaced) await store.delete(tokenKey(replaced));
  return cookie(req, token, FAMILY_MAX_DAYS * 86_400);
};

export const closeFamilySession = async (req: Request): Promise<string> => {
  const token = readTokenCookie(req, FAMILY_COOKIE);
  if (token) await getStore(FAMILY_SESSIONS_STORE).delete(tokenKey(token));
  return cookie(req, '', 0);
};

const expired = (session: FamilySession, now: number) =>
  now - session.lastSeenAt > FAMILY_IDLE_DAYS * DAY_MS || now - session.createdAt > FAMILY_MAX_DAYS * DAY_MS;

const checked = new WeakMap<Request, Promise<FamilySession | undefined>>();

const lookUp = async (req: Request, now: number): Promise<FamilySession | undefined> => {
  const token = readTokenCookie(req, FAMILY_COOKIE);
  if (!token) return undefined;
  const store = getStore(FAMILY_SESSIONS_STORE);
  const entry = await store.getWithMetadata(tokenKey(token), { type: 'json', consistency: 'strong' });
  const parsed = familySessionSchema.safeParse(entry?.data);
  if (!entry || !parsed.success) return undefined;
  if (expired(parsed.data, now)) {
    await store.delete(tokenKey(token));
    return undefined;
  }
  // Only over the version just read: a sign-out in between wins.
  if (now - parsed.data.lastSeenAt > TOUCH_INTERVAL_MS && entry.etag) {
    const touched = await store.setJSON(tokenKey(token), { ...parsed.data, lastSeenAt: now }, { onlyIfMatch: entry.etag });
    if (!touched.modified && !(await store.getMetadata(tokenKey(token), { consistency: 'strong' }))) return undefined;
  }
  return parsed.data;
};

/** The live family session of this request, or undefined. */
export const currentFamily = (req: Request, now = Date.now()): Promise<FamilySession | undefined> => {
  let session = checked.get(req);
  if (!session) {
    session = lookUp(req, now);
    checked.set(req, session);
  }
  return session;
};

/** 401 without a live family session. */
export const requireFamily = async (req: Request): Promise<FamilySession> => {
  const session = await currentFamily(req);
  if (!session) throw new HttpError(401, familyMessages.signInRequired);
  return session;
};

/** Deletes every ended family session; the daily sweep calls it. */
export const sweepFamilySessions = async (now = Date.now()): Promise<number> => {
  const store = getStore(FAMILY_SESSIONS_STORE);
  let deleted = 0;
  for await (const page of store.list({ paginate: true })) {
    for (const { key } of page.blobs) {
      const parsed = familySessionSchema.safeParse(await store.get(key, { type: 'json', consistency: 'strong' }));
      if (!parsed.success || expired(parsed.data, now)) {
        await store.delete(key);
        deleted += 1;
      }
    }
  }
  return deleted;
};
