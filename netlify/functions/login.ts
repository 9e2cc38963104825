/** POST /api/login {admin, password}: checks the password under the login throttle and opens a server-side session. */
import { authMessages } from '../../src/domain/auth.ts';
import { loginSchema } from '../../src/domain/auth.schema.ts';
import { adminHash } from './_shared/admins.ts';
import { byMethod, handle, HttpError, json, readJson } from './_shared/http.ts';
import { decoy, verifyPassword } from './_shared/passwords.ts';
import { knownDevice, rememberDevice } from './_shared/devices.ts';
import { openSession } from './_shared/sessions.ts';
import { reserveLoginAttempt } from './_shared/throttle.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default handle(
  byMethod({
    POST: async (req, context) => {
      const { admin, password } = await readJson(req, loginSchema);
      // Counted before the password is checked: simultaneous guesses cannot all get past the limit.
      const attempt = await reserveLoginAttempt(admin, context.ip, await knownDevice(req, admin));
      const hash = adminHash(admin);
      // Verify against a decoy for unknown names so the answer takes as long either way.
      const valid = (await verifyPassword(password, hash ?? (await decoy()))) && hash !== undefined;
      if (!valid) {
        await sleep(attempt.failureDelayMs);
        throw new HttpError(401, authMessages.loginFailed);
      }
      await attempt.succeeded();
      const response = json(
        { message: authMessages.loginSuccess, admin: admin.trim() },
        { headers: { 'Set-Cookie': await openSession(req, admin.trim()) } },
      );
      response.headers.append('Set-Cookie', await rememberDevice(req, admin));
      return response;
    },
  }),
);

export const config = { path: '/api/login' };
