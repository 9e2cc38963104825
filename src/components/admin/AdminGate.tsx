/**
 * The guard of every admin page. It asks GET /api/session; without a session it shows the login
 * form in place of the screen (and hides the admin menu), with one it reveals the page. This is
 * only what the browser shows: every admin API call is refused with 401 without a session.
 */
import { useEffect } from 'react';
import LoginForm from './LoginForm';
import { refreshPendingCount } from './pending-count';
import { checkSession, setSessionState, useSession } from './session';
import { btnPrimary } from '../ui/styles';

const reveal = (signedIn: boolean, admin: string) => {
  for (const element of document.querySelectorAll<HTMLElement>('[data-admin-only]')) element.hidden = !signedIn;
  for (const element of document.querySelectorAll<HTMLElement>('[data-admin-name]')) element.textContent = admin;
};

export default function AdminGate() {
  const session = useSession();
  const signedIn = session.status === 'signed-in';

  useEffect(() => {
    reveal(signedIn, signedIn ? session.admin : '');
    if (signedIn) void refreshPendingCount();
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
            onSignedIn={(admin) => setSessionState({ status: 'signed-in', admin })}
          />
        </div>
      );
    case 'signed-in':
      return null;
  }
}
