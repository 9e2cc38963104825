/**
 * The family page's sign-in (docs/rules.md#family-page): parents sign in with the e-mail address
 * on their children's registrations; the session is never an admin session.
 * - POST /api/family/sign-in {email}: one answer whether or not the address is known; a letter
 *   with a one-time link and a six-digit code goes to a known one.
 * - POST /api/family/link {registrationNo, eventId?}: a renewal (or a championship's entry) asked
 *   for by number: a sign-in letter to the address on the registration.
 * - POST /api/family/verify {token, confirm?} or {email, code}: opens the session (cookie `family`).
 * - POST /api/family/sign-out; GET /api/family/session.
 * The child's pages are family-children.ts, family-entries.ts and family-requests.ts; the fees family-fees.ts.
 */
import { familySessionRoutes } from '#domain/family/family-session.routes.ts';
import {
  askForLink,
  codeAttempts,
  FAMILY_SESSION,
  linkAttempts,
  session,
  signIn,
  signInAttempts,
  signOut,
  verify,
} from '#shared/family/family-session-answers.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';

const app = apiFunction()
  .on(familySessionRoutes.signIn, { allow: signInAttempts, audit: { none: FAMILY_SESSION } }, async (c) =>
    signIn(c.req.raw, contextOf(c), c.req.valid('json').email),
  )
  .on(
    familySessionRoutes.link,
    { allow: linkAttempts, audit: { none: 'a letter to the address on file, which changes nothing' } },
    async (c) => askForLink(c.req.raw, contextOf(c), c.req.valid('json')),
  )
  .on(familySessionRoutes.verify, { allow: codeAttempts, audit: { none: FAMILY_SESSION } }, async (c) =>
    verify(c.req.raw, c.req.valid('json')),
  )
  .on(familySessionRoutes.signOut, { audit: { none: FAMILY_SESSION } }, async (c) => signOut(c.req.raw))
  .on(familySessionRoutes.session, {}, async (c) => session(c.req.raw));

export default serve(app);

export const config = {
  path: ['/api/family/sign-in', '/api/family/link', '/api/family/verify', '/api/family/sign-out', '/api/family/session'],
};
