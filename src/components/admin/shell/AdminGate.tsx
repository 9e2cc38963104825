/**
 * The guard of every admin page. It asks GET /api/session; without a session it shows the login
 * form in place of the screen (and hides the admin menu), with one it reveals the page. This is
 * only what the browser shows: every admin API call is refused with 401 without a session.
 */
import { useEffect } from 'react';
import type { Role } from '#domain/committee/account.ts';
import LoginForm from './LoginForm.tsx';
import { mayOpen } from './navigation.ts';
import { refreshPendingCount } from './pending-count.ts';
import { checkSession, setSessionState, useSession } from './session.ts';
import { btnPrimary } from '#components/ui/styles.ts';

/** Shows the admin parts of the page, and of the menu only what the role may use. */
const reveal = (signedIn: boolean, admin: string, role: Role | undefined) => {
  for (const element of document.querySelectorAll<HTMLElement>('[data-admin-only]')) element.hidden = !signedIn;
  for (const element of document.querySelectorAll<HTMLElement>('[data-admin-name]')) element.textContent = admin;
  for (const element of document.querySelectorAll<HTMLElement>('[data-admin-role]')) {
    element.hidden = role === undefined || !mayOpen(role, element.dataset['adminRole'] as Role);
  }
  for (const group of document.querySelectorAll<HTMLElement>('[data-admin-group]')) {
    group.hidden = [...group.querySelectorAll<HTMLElement>('li')].every((item) => item.hidden);
  }
};

export default function AdminGate() {
  const session = useSession();
  const signedIn = session.status === 'signed-in';

  useEffect(() => {
    reveal(signedIn, signedIn ? session.admin : '', signedIn ? session.role : undefined);
    // The pending count is the registrar's: an editor's session could not read it.
    if (signedIn && session.role && mayOpen(session.role, 'registrar')) void refreshPendingCount();
  }, [signedIn, session]);

  switch (session.status) {
    case 'checking':
      return (
        <p role="status" className="py-12 text-center text-slate-700">
          Checking your sign-in…
        </p>
      );
    case 'error':
      return (
        <div className="mx-auto max-w-md py-12 text-center">
          <p role="alert" className="text-red-700">
            {session.message}
          </p>
          <button type="button" className={`${btnPrimary} mt-4`} onClick={() => void checkSession(true)}>
            Try again
          </button>
        </div>
      );
    case 'signed-out':
      return (
        <div className="py-8">
          <LoginForm
            intro="Please sign in to open the admin area."
            onSignedIn={(admin, role) => setSessionState({ status: 'signed-in', admin, role })}
          />
        </div>
      );
    case 'signed-in':
      return null;
  }
}
