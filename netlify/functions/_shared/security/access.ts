/**
 * Who may call a route, declared beside its handler in each function's table:
 *
 *   '/api/news': byMethod({ GET: publicRoute(listNews), POST: forRole('editor', audited(newsAudit, addNews)) })
 *
 * `forRole` answers 401 without a session and 403 naming the role for a signed-in admin whose
 * role may not do this (owners may do everything); the handler runs only after that. The
 * declaration is readable from the function (`endpointsOf`), which is how the route × role test
 * finds every route. What a route audits is declared beside it too (audit/audited.ts).
 */
import type { Role } from '#domain/committee/account.ts';
import type { RouteAccess } from '#domain/common/api-route.ts';
import type { Handler } from '#shared/platform/http.ts';
import { describe } from '#shared/platform/router.ts';
import { requireAdmin, requireRole, type Session } from './sessions.ts';
import { requireFamily } from './family-sessions.ts';
import { asAuthor } from '#shared/store/versions.ts';

/**
 * A list of roles lets any of them in (a deletion two roles share, each within its own part).
 * 'family' is a parent signed in by e-mail (family-sessions.ts): never an admin, and no admin
 * session gets past it.
 */
export type Access = RouteAccess;

/** Refuses a caller the access does not let in (401 or 403); a public route lets everyone in. The admin's session when there is one. */
export const guard = async (access: Access, req: Request): Promise<Session | undefined> => {
  // A public route never needs the session (and must not pay a store read for it).
  if (access === 'public') return undefined;
  if (access === 'signed-in') return requireAdmin(req);
  if (access === 'family') {
    await requireFamily(req);
    return undefined;
  }
  return requireRole(req, access);
};

/** A route with its access: the handler runs only for a caller the access lets in. */
/** Every record a request writes remembers the account that changed it last (its id and name). */
export const authorOf = (session: Session | undefined) => (session ? { id: session.accountId, name: session.admin } : undefined);

export const route = (access: Access, handler: Handler): Handler =>
  describe(
    async (req, context) => {
      const session = await guard(access, req);
      return asAuthor(authorOf(session), () => Promise.resolve(handler(req, context)));
    },
    { kind: 'endpoint', access, inner: handler },
  );

export const publicRoute = (handler: Handler): Handler => route('public', handler);
export const forRole = (role: Role | readonly Role[], handler: Handler): Handler => route(role, handler);
export const forFamily = (handler: Handler): Handler => route('family', handler);
export const signedIn = (handler: Handler): Handler => route('signed-in', handler);
