/** POST /api/logout: ends the session on the server and clears the cookie. */
import { authMessages } from '../../src/domain/auth.ts';
import { publicRoute } from './_shared/access.ts';
import { byMethod, handle, json } from './_shared/http.ts';
import { closeSession } from './_shared/sessions.ts';

export default handle(
  byMethod({
    POST: publicRoute(
      async (req) => json({ message: authMessages.loggedOut }, { headers: { 'Set-Cookie': await closeSession(req) } }),
      false,
    ),
  }),
);

export const config = { path: '/api/logout' };
