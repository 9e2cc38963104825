/** GET /api/session: tells the admin UI whether this browser holds a live session, and whose (name and role). */
import type { SessionStatus } from '#domain/committee/auth.schema.ts';
import { sessionRoutes } from '#domain/committee/session.routes.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';
import { currentSession } from '#shared/security/sessions.ts';

const app = apiFunction().on(sessionRoutes.status, {}, async (c) => {
  const session = await currentSession(c.req.raw);
  const status: SessionStatus = session ? { authenticated: true, admin: session.admin, role: session.role } : { authenticated: false };
  return json(status);
});

export default serve(app);

export const config = { path: '/api/session' };
