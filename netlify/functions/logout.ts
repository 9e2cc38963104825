/** POST /api/logout: ends the session on the server and clears the cookie. */
import { authMessages } from '#domain/committee/auth.ts';
import { sessionRoutes } from '#domain/committee/session.routes.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';
import { closeSession } from '#shared/security/sessions.ts';

const app = apiFunction().on(sessionRoutes.logout, { audit: { none: 'ending a session changes nothing of the site’s' } }, async (c) =>
  json({ message: authMessages.loggedOut }, { headers: { 'Set-Cookie': await closeSession(c.req.raw) } }),
);

export default serve(app);

export const config = { path: '/api/logout' };
