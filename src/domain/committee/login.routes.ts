/** Signing in: an admin's name or e-mail and password open a session. */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { ROLES } from './account.ts';
import { loginSchema } from './auth.schema.ts';

export const loginRoutes = {
  login: apiRoute({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    signsIn: true,
    summary:
      'Signs in (`admin`: a configured admin’s name or an account’s e-mail, `password`) under the login throttle and opens a session. 401 wrong name or password; 429 after repeated failures.',
    body: loginSchema,
    answers: {
      200: {
        description: 'Signed in, with the session cookie.',
        schema: z.object({ message: z.string(), admin: z.string(), role: z.enum(ROLES) }),
      },
    },
  }),
};
