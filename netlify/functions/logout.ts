/** POST /api/logout: ends the session on the server and clears the cookie. */
import { authMessages } from '../../src/domain/committee/auth.ts';
import { publicRoute } from './_shared/security/access.ts';
import { json } from './_shared/platform/http.ts';
import { byMethod, handle } from './_shared/platform/router.ts';
import { closeSession } from './_shared/security/sessions.ts';

export default handle(
  byMethod({
    POST: publicRoute(
      async (req) => json({ message: authMessages.loggedOut }, { headers: { 'Set-Cookie': await closeSession(req) } }),
      false,
    ),
  }),
);

export const config = { path: '/api/logout' };
