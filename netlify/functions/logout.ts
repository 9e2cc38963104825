/** POST /api/logout: ends the session on the server and clears the cookie. */
import { authMessages } from '../../src/domain/committee/auth.ts';
import { publicRoute } from './_shared/security/access.ts';
import { unaudited } from './_shared/audit/audited.ts';
import { json } from './_shared/platform/http.ts';
import { byMethod, handle } from './_shared/platform/router.ts';
import { closeSession } from './_shared/security/sessions.ts';

export default handle(
  byMethod({
    POST: publicRoute(
      unaudited('ending a session changes nothing of the site’s', async (req) =>
        json({ message: authMessages.loggedOut }, { headers: { 'Set-Cookie': await closeSession(req) } }),
      ),
    ),
  }),
);

export const config = { path: '/api/logout' };
