/** An admin's session in the browser: whether one is live, and ending it. */
import { apiRoute, messageAnswerSchema } from '#domain/common/api-route.ts';
import { sessionStatusSchema } from './auth.schema.ts';

export const sessionRoutes = {
  status: apiRoute({
    method: 'GET',
    path: '/api/session',
    access: 'public',
    summary: 'Whether this browser holds a live admin session, and whose (name and role).',
    answers: { 200: { description: 'The session, or `{authenticated: false}`.', schema: sessionStatusSchema } },
  }),
  logout: apiRoute({
    method: 'POST',
    path: '/api/logout',
    access: 'public',
    summary: 'Ends the session on the server and clears its cookie.',
    answers: { 200: { description: 'Signed out.', schema: messageAnswerSchema } },
  }),
};
