/**
 * The club desk (docs/clubs.md#the-club-desk): a club's coaches sign in by e-mail exactly as
 * families do, with a session of their own kind that no admin or family route accepts.
 */
import { clubDeskSignInRoutes } from '#domain/clubs/club-desk.routes.ts';
import { askForCoachLetter, coachSessionView, signOutCoach, verifyCoach } from '#shared/clubs/desk-sign-in.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { siteOrigin } from '#shared/platform/site-origin.ts';

const app = apiFunction()
  .on(clubDeskSignInRoutes.signIn, { audit: { none: 'a visitor asking for a letter; no admin acts' } }, async (c) =>
    askForCoachLetter(c.req.raw, contextOf(c), c.req.valid('json').email, siteOrigin(c.req.raw)),
  )
  .on(clubDeskSignInRoutes.verify, { audit: { none: 'a coach signing in; no admin acts' } }, async (c) =>
    verifyCoach(c.req.raw, contextOf(c), c.req.valid('json')),
  )
  .on(clubDeskSignInRoutes.signOut, { audit: { none: 'a coach signing out; no admin acts' } }, async (c) => signOutCoach(c.req.raw))
  .on(clubDeskSignInRoutes.session, {}, async (c) => coachSessionView(c.req.raw));

export default serve(app);

export const config = {
  path: ['/api/club-desk/sign-in', '/api/club-desk/verify', '/api/club-desk/sign-out', '/api/club-desk/session'],
};
