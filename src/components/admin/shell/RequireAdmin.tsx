/**
 * Screens render (and load their data) only once the page's gate knows there is a session; the
 * gate itself shows the login form otherwise. A screen stays mounted (hidden by the gate) when the
 * session ends midway, so whatever the admin had typed is still there after signing in again.
 */
import { useRef, type ComponentType, type ReactNode } from 'react';
import { accountMessages } from '#domain/committee/account.ts';
import { mayOpen, roleOfAdminPath } from './navigation.ts';
import { useSession } from './session.ts';

/**
 * A screen another role uses says so instead of loading data the server would refuse (an editor
 * opening the skater screens); the menu does not offer it in the first place.
 */
export default function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  const signedInOnce = useRef(false);
  if (session.status === 'signed-in') {
    signedInOnce.current = true;
    if (!mayOpen(session.role, roleOfAdminPath(window.location.pathname))) {
      return (
        <>
          <h1 className="mb-4 text-2xl font-bold text-brand-900">{accountMessages.screenForbiddenHeading}</h1>
          <p role="alert" className="rounded-md bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
            {accountMessages.screenForbidden(session.role)}
          </p>
        </>
      );
    }
  }
  return signedInOnce.current ? <>{children}</> : null;
}

/** A screen as its page's island (`export default adminOnly(EventsScreen)`), rendered inside RequireAdmin. */
export const adminOnly = <P extends object>(Screen: ComponentType<P>): ComponentType<P> => {
  const AdminOnly = (props: P) => (
    <RequireAdmin>
      <Screen {...props} />
    </RequireAdmin>
  );
  AdminOnly.displayName = `AdminOnly(${Screen.displayName ?? Screen.name})`;
  return AdminOnly;
};
