/**
 * Family sessions: a parent signed in with an e-mail address (email-sessions.ts), in the cookie
 * `family`. It names an address, not an account, so nothing that checks an admin session
 * (sessions.ts) ever accepts it, and the family routes accept nothing else. A session ends after
 * `FAMILY_IDLE_DAYS` without use, `FAMILY_MAX_DAYS` after signing in, and at sign-out.
 */
import { FAMILY_IDLE_DAYS, FAMILY_MAX_DAYS, familyMessages } from '#domain/family/family.ts';
import { emailSessions, type EmailSession } from './email-sessions.ts';

export const FAMILY_COOKIE = 'family';

export type FamilySession = EmailSession<'family'>;

const families = emailSessions({
  kind: 'family',
  store: 'family-sessions',
  cookie: FAMILY_COOKIE,
  idleDays: FAMILY_IDLE_DAYS,
  maxDays: FAMILY_MAX_DAYS,
  signInRequired: familyMessages.signInRequired,
});

/** A new session for the address; the one this browser held before, if any, ends with it. */
export const openFamilySession = families.open;
export const closeFamilySession = families.close;
/** The live family session of this request, or undefined. */
export const currentFamily = families.current;
/** 401 without a live family session. */
export const requireFamily = families.require;
/** Deletes every ended family session; the daily sweep calls it. */
export const sweepFamilySessions = families.sweep;
