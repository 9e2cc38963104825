/**
 * A family's children (access 'family'; any child not the signed-in address's answers 404):
 * GET /api/family/children; POST /api/family/children/{id}/renew (the season now running, in one
 * step); GET …/data (everything stored about the child); GET …/proof (the identity proof).
 */
import { familyChildRoutes } from '#domain/family/family-children.routes.ts';
import { download, listChildren, proof, renewChild } from '#shared/family/family-child-answers.ts';
import { ownChild } from '#shared/family/family-children.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';

const app = apiFunction()
  .on(familyChildRoutes.list, {}, async (c) => listChildren(c.req.raw))
  .on(familyChildRoutes.renew, { allow: ownChild }, async (c) => renewChild(c.req.raw, contextOf(c), c.req.valid('json')))
  .on(familyChildRoutes.data, { allow: ownChild }, async (c) => download(c.req.raw))
  .on(familyChildRoutes.proof, { allow: ownChild }, async (c) => proof(c.req.raw));

export default serve(app);

export const config = {
  path: ['/api/family/children', '/api/family/children/:id/renew', '/api/family/children/:id/data', '/api/family/children/:id/proof'],
};
