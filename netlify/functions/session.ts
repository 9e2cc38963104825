/** GET /api/session: tells the admin UI whether this browser holds a live session. */
import type { SessionStatus } from '../../src/domain/auth.schema.ts';
import { byMethod, handle, json } from './_shared/http.ts';
import { currentSession } from './_shared/sessions.ts';

export default handle(
  byMethod({
    GET: async (req) => {
      const session = await currentSession(req);
      const status: SessionStatus = session ? { authenticated: true, admin: session.admin } : { authenticated: false };
      return json(status);
    },
  }),
);

export const config = { path: '/api/session' };
