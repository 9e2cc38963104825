/**
 * A child's championships on the family page (access 'family', the family's own child only):
 * GET /api/family/children/{id}/championships; POST …/entries {eventId, add, remove}; GET …/results
 * (results and certificates, each with its PDF).
 */
import { familyEntryRoutes } from '#domain/family/family-entries.routes.ts';
import { changeEntry, listChampionships, results } from '#shared/family/family-entry-answers.ts';
import { ownChild } from '#shared/family/own-child.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';

const app = apiFunction()
  .on(familyEntryRoutes.championships, { allow: ownChild }, async (c) => listChampionships(c.req.raw))
  .on(familyEntryRoutes.entries, { allow: ownChild }, async (c) => changeEntry(c.req.raw, contextOf(c), c.req.valid('json')))
  .on(familyEntryRoutes.results, { allow: ownChild }, async (c) => results(c.req.raw));

export default serve(app);

export const config = {
  path: ['/api/family/children/:id/championships', '/api/family/children/:id/entries', '/api/family/children/:id/results'],
};
