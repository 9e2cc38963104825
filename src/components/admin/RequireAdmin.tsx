/**
 * Screens render (and load their data) only once the page's gate knows there is a session; the
 * gate itself shows the login form otherwise.
 */
import type { ReactNode } from 'react';
import { useSession } from './session';

export default function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  return session.status === 'signed-in' ? <>{children}</> : null;
}
