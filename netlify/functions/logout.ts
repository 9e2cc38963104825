/** POST /api/logout: ends the session on the server and clears the cookie. */
import { authMessages } from '../../src/domain/auth.ts';
import { byMethod, handle, json } from './_shared/http.ts';
import { closeSession } from './_shared/sessions.ts';

export default handle(
  byMethod({
    POST: async (req) => json({ message: authMessages.loggedOut }, { headers: { 'Set-Cookie': await closeSession(req) } }),
  }),
);

export const config = { path: '/api/logout' };
