/**
 * A child's championships on the family page (access 'family', the family's own child only):
 * GET /api/family/children/{id}/championships; POST …/entries {eventId, add, remove}; GET …/results
 * (results and certificates, each with its PDF).
 */
import { familyEntryRoutes } from '#domain/family/family-entries.routes.ts';
import { familyMessages } from '#domain/family/family.ts';
import { skaterResults } from '#shared/championships/race-results.ts';
import { certificatesOf, championshipsFor, changeRaces } from '#shared/family/family-championships.ts';
import { childOfRequest, ownChild } from '#shared/family/family-children.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { json } from '#shared/platform/http.ts';

const app = apiFunction()
  .on(familyEntryRoutes.championships, { allow: ownChild }, async (c) =>
    json({ championships: await championshipsFor(childOfRequest(c.req.raw).skater) }),
  )
  .on(familyEntryRoutes.entries, { allow: ownChild }, async (c) => {
    const { raceIds } = await changeRaces(contextOf(c), childOfRequest(c.req.raw).skater, c.req.valid('json'), { asked: c.req.raw });
    return json({ message: familyMessages.entryChanged, raceIds });
  })
  .on(familyEntryRoutes.results, { allow: ownChild }, async (c) => {
    const { skater } = childOfRequest(c.req.raw);
    const [results, certificates] = await Promise.all([skaterResults(skater._id), certificatesOf(skater._id)]);
    return json({ results, certificates });
  });

export default serve(app);

export const config = {
  path: ['/api/family/children/:id/championships', '/api/family/children/:id/entries', '/api/family/children/:id/results'],
};
