/** GET, POST /api/family/children/{id}/requests: a parent's correction, deletion and access requests (the family's own child only). */
import { familyRequestRoutes } from '#domain/family/family-requests.routes.ts';
import { addRequest, listRequests } from '#shared/family/family-request-answers.ts';
import { ownChild } from '#shared/family/family-children.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';

const app = apiFunction()
  .on(familyRequestRoutes.list, { allow: ownChild }, async (c) => listRequests(c.req.raw))
  .on(familyRequestRoutes.add, { allow: ownChild }, async (c) => addRequest(c.req.raw, c.req.valid('json')));

export default serve(app);

export const config = { path: ['/api/family/children/:id/requests'] };
