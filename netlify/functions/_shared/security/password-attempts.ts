/**
 * Attempts at the current password when an admin changes it (PUT /api/password), limited per
 * account: a session someone else has got hold of must not become a way to guess the password
 * behind it at the server's expense. Counted like sign-ins (throttle.ts, whose hourly sweep
 * deletes these counters too): each attempt is reserved before the password is checked, so
 * simultaneous guesses are all counted; five wrong ones lock the change for 15 minutes; a right
 * one clears the count.
 */
import { accountMessages } from '#domain/committee/account.ts';
import { clientKey } from './client-key.ts';
import { deleteCounters, updateCounter } from '#shared/store/counters.ts';
import { HttpError } from '#shared/platform/http.ts';
import { reserveLogin } from './throttle.ts';

export const PASSWORD_ATTEMPTS_BEFORE_LOCK = 5;

export interface PasswordAttempt {
  /** The password was right: forget the wrong ones. */
  succeeded: () => Promise<void>;
}

/** Reserves an attempt at the account's current password: 429 while the account's attempts are locked. */
export const reservePasswordAttempt = async (accountId: string, now = Date.now()): Promise<PasswordAttempt> => {
  // "login-" keys are the ones the sweep reads as sign-in counters and deletes once they expire.
  const key = `login-password-${await clientKey('password', accountId)}`;
  const reservation = await updateCounter(key, reserveLogin(PASSWORD_ATTEMPTS_BEFORE_LOCK, now));
  if (!reservation.allowed) {
    const seconds = Math.max(1, Math.ceil((reservation.lockedUntil - now) / 1000));
    throw new HttpError(429, accountMessages.passwordLocked, undefined, { 'Retry-After': String(seconds) });
  }
  return { succeeded: () => deleteCounters([key]) };
};
