/** Passwords: an admin changes their own; a new admin sets theirs with the one-time link an owner made. */
import { apiRoute, messageAnswerSchema } from '#domain/common/api-route.ts';
import { changePasswordSchema, setPasswordSchema } from './account.schema.ts';

export const passwordRoutes = {
  change: apiRoute({
    method: 'PUT',
    path: '/api/password',
    access: 'signed-in',
    summary:
      'Changes the signed-in admin’s own password (`currentPassword`, `newPassword`): other sessions end, this browser gets a new session cookie. 400 wrong current password; 429 (`Retry-After`) after five wrong ones, for 15 minutes; 409 an `ADMIN_USERS` account.',
    body: changePasswordSchema,
    answers: { 200: { description: 'Changed, with a new session cookie.', schema: messageAnswerSchema } },
  }),
  set: apiRoute({
    method: 'POST',
    path: '/api/set-password',
    access: 'public',
    summary:
      'Sets a new admin’s password with the one-time link (`token`, `password` of 12–200 characters). 400 not a valid link; 410 link used or past 48 hours.',
    body: setPasswordSchema,
    answers: { 200: { description: 'The password is set.', schema: messageAnswerSchema } },
  }),
};
