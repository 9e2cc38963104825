/**
 * The desk header's account line: who is signed in and Logout, as on every admin screen, so a
 * laptop shared at the rink can be handed over. Shown only once the server has said who is signed
 * in: offline there is no answer, and the desk works on without it. Logging out keeps the outbox
 * on the device; it is sent once someone signs in again.
 */
import { useState } from 'react';
import { api, ApiError } from '#lib/client/index.ts';
import { useSession } from '#components/admin/shell/session.ts';

export default function DeskAccount() {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (session.status !== 'signed-in') return null;

  const logout = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await api.logout();
    } catch (error) {
      // A 401 means the session had already ended: nothing is left to end on the server.
      if (!(error instanceof ApiError && error.status === 401)) {
        console.error('Logout failed', error);
        setFailed(true);
        setBusy(false);
        return;
      }
    }
    try {
      localStorage.removeItem('authenticated');
    } catch {
      // The flag is only a hint.
    }
    window.location.assign('/login');
  };

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span className="hidden text-brand-100 md:inline">
        Signed in as <strong className="text-white">{session.admin}</strong>
      </span>
      <button
        type="button"
        disabled={busy}
        onClick={() => void logout()}
        className="inline-flex min-h-10 items-center rounded-md bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-60"
      >
        Logout
      </button>
      {failed && (
        <p role="alert" className="w-full rounded bg-red-50 px-2 py-1 font-medium text-red-800">
          Logout failed. Please try again.
        </p>
      )}
    </div>
  );
}
