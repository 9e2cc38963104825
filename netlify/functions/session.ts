/** GET /api/session: tells the admin UI whether this browser holds a live session, and whose (name and role). */
import type { SessionStatus } from '../../src/domain/committee/auth.schema.ts';
import { publicRoute } from './_shared/security/access.ts';
import { json } from './_shared/platform/http.ts';
import { byMethod, handle } from './_shared/platform/router.ts';
import { currentSession } from './_shared/security/sessions.ts';

export default handle(
  byMethod({
    GET: publicRoute(async (req) => {
      const session = await currentSession(req);
      const status: SessionStatus = session ? { authenticated: true, admin: session.admin, role: session.role } : { authenticated: false };
      return json(status);
    }),
  }),
);

export const config = { path: '/api/session' };
