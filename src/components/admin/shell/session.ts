/**
 * The admin area's view of the server session (docs/rules.md#admin-sign-in). One small store per page, shared by
 * the gate in the admin layout and the screen islands (they import the same module chunk). The
 * server's 401 is the real protection; this only decides what to show. A `localStorage` flag is
 * kept as a hint for other tabs and nothing more.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { Role } from '#domain/committee/account.ts';
import { api, onSignedOut } from '#lib/client/index.ts';

export type SessionState =
  | { status: 'checking' }
  | { status: 'signed-out' }
  | { status: 'error'; message: string }
  | { status: 'signed-in'; admin: string; role: Role };

const HINT_KEY = 'authenticated';

let state: SessionState = { status: 'checking' };
const listeners = new Set<() => void>();
let pending: Promise<void> | undefined;

const writeHint = (signedIn: boolean) => {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, 'true');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage may be unavailable (private mode); the hint is optional.
  }
};

export const getSessionState = (): SessionState => state;

export const setSessionState = (next: SessionState): void => {
  state = next;
  if (next.status === 'signed-in') writeHint(true);
  if (next.status === 'signed-out') writeHint(false);
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Asks GET /api/session once per page (again after `recheck`). */
export const checkSession = (force = false): Promise<void> => {
  if (pending && !force) return pending;
  if (force) setSessionState({ status: 'checking' });
  pending = api
    .session()
    .then((session) =>
      setSessionState(
        session.authenticated
          ? { status: 'signed-in', admin: session.admin ?? '', role: session.role ?? 'editor' }
          : { status: 'signed-out' },
      ),
    )
    .catch((error: unknown) => {
      console.error('Session check failed', error);
      setSessionState({ status: 'error', message: 'We could not reach the server to check your sign-in. Please try again.' });
    });
  return pending;
};

export const useSession = (): SessionState => {
  const current = useSyncExternalStore(subscribe, getSessionState, getSessionState);
  useEffect(() => {
    void checkSession();
  }, []);
  return current;
};

// Any admin call answered 401 means the session ended (expired, or logged out in another tab): the
// gate shows the login form again, and the screen stays mounted underneath with what was typed.
onSignedOut(() => setSessionState({ status: 'signed-out' }));
