/**
 * Sessions of a person signed in with an e-mail address (a family, a club's coach). Each kind is a
 * kind of its own, never an admin session and never another kind's: its own cookie, its own store,
 * and its own `kind` in what is stored, so nothing that checks an admin session (sessions.ts) or
 * another kind's accepts it. The cookie carries a random 256-bit token and the store keeps only
 * its SHA-256. A session ends after `idleDays` without use, `maxDays` after signing in, and at
 * sign-out.
 */
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import { newToken, readTokenCookie, setCookieHeader, tokenKey } from './cookies.ts';
import { HttpError } from '#shared/platform/http.ts';

const DAY_MS = 86_400_000;
/** Refresh "last seen" at most this often, to spare a write on every request. */
const TOUCH_INTERVAL_MS = 60 * 60_000;

export interface EmailSession<K extends string> {
  kind: K;
  email: string;
  createdAt: number;
  lastSeenAt: number;
}

export interface SessionKind<K extends string> {
  kind: K;
  store: string;
  cookie: string;
  idleDays: number;
  maxDays: number;
  /** The 401's words. */
  signInRequired: string;
}

export interface EmailSessions<K extends string> {
  open: (req: Request, email: string, now?: number) => Promise<string>;
  close: (req: Request) => Promise<string>;
  current: (req: Request, now?: number) => Promise<EmailSession<K> | undefined>;
  require: (req: Request) => Promise<EmailSession<K>>;
  sweep: (now?: number) => Promise<number>;
}

export const emailSessions = <K extends string>(settings: SessionKind<K>): EmailSessions<K> => {
  const schema = z.object({ kind: z.literal(settings.kind), email: z.string(), createdAt: z.number(), lastSeenAt: z.number() });
  const store = () => getStore(settings.store);
  const cookie = (req: Request, value: string, maxAgeSeconds: number) =>
    setCookieHeader(req, settings.cookie, value, { path: '/', maxAgeSeconds });
  const expired = (session: EmailSession<K>, now: number) =>
    now - session.lastSeenAt > settings.idleDays * DAY_MS || now - session.createdAt > settings.maxDays * DAY_MS;
  const checked = new WeakMap<Request, Promise<EmailSession<K> | undefined>>();

  /** A new session for the address; the one this browser held before, if any, ends with it. */
  const open = async (req: Request, email: string, now = Date.now()): Promise<string> => {
    const token = newToken();
    const session: EmailSession<K> = { kind: settings.kind, email, createdAt: now, lastSeenAt: now };
    await store().setJSON(tokenKey(token), session);
    const replaced = readTokenCookie(req, settings.cookie);
    if (replaced) await store().delete(tokenKey(replaced));
    return cookie(req, token, settings.maxDays * 86_400);
  };

  const close = async (req: Request): Promise<string> => {
    const token = readTokenCookie(req, settings.cookie);
    if (token) await store().delete(tokenKey(token));
    return cookie(req, '', 0);
  };

  const lookUp = async (req: Request, now: number): Promise<EmailSession<K> | undefined> => {
    const token = readTokenCookie(req, settings.cookie);
    if (!token) return undefined;
    const entry = await store().getWithMetadata(tokenKey(token), { type: 'json', consistency: 'strong' });
    const parsed = schema.safeParse(entry?.data);
    if (!entry || !parsed.success) return undefined;
    const session = parsed.data as EmailSession<K>;
    if (expired(session, now)) {
      await store().delete(tokenKey(token));
      return undefined;
    }
    // Only over the version just read: a sign-out in between wins.
    if (now - session.lastSeenAt > TOUCH_INTERVAL_MS && entry.etag) {
      const touched = await store().setJSON(tokenKey(token), { ...session, lastSeenAt: now }, { onlyIfMatch: entry.etag });
      if (!touched.modified && !(await store().getMetadata(tokenKey(token), { consistency: 'strong' }))) return undefined;
    }
    return session;
  };

  /** The live session of this request, or undefined (looked up once per request). */
  const current = (req: Request, now = Date.now()): Promise<EmailSession<K> | undefined> => {
    let session = checked.get(req);
    if (!session) {
      session = lookUp(req, now);
      checked.set(req, session);
    }
    return session;
  };

  /** 401 without a live session of this kind. */
  const require = async (req: Request): Promise<EmailSession<K>> => {
    const session = await current(req);
    if (!session) throw new HttpError(401, settings.signInRequired);
    return session;
  };

  /** Deletes every ended session; the daily sweep calls it. */
  const sweep = async (now = Date.now()): Promise<number> => {
    let deleted = 0;
    for await (const page of store().list({ paginate: true })) {
      for (const { key } of page.blobs) {
        const parsed = schema.safeParse(await store().get(key, { type: 'json', consistency: 'strong' }));
        if (!parsed.success || expired(parsed.data as EmailSession<K>, now)) {
          await store().delete(key);
          deleted += 1;
        }
      }
    }
    return deleted;
  };

  return { open, close, current, require, sweep };
};
