/**
 * Start lists and results of a championship (docs/rules.md#championships): public answers name
 * entrants by name and club only; registrars save one race's results and mark them official; a
 * skater's results and page, for approved profiles of the season now running only.
 */
import { currentSeason } from '#config/rules.ts';
import { resultsRoutes } from '#domain/championships/results.routes.ts';
import { resultStatusMessages, resultStatusTexts } from '#domain/championships/result-status.ts';
import { auditRecord, namedAudit } from '#shared/audit/audited.ts';
import { eventChange, resultIdFor, type EventChange } from '#shared/championships/championship-store.ts';
import {
  markResultsOfficial,
  publicEventResults,
  raceResultRows,
  raceSummaries,
  skaterResults,
  startLists,
} from '#shared/championships/race-results.ts';
import { saveResults } from '#shared/championships/result-saving.ts';
import { json, notFound } from '#shared/platform/http.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { requestRebuild } from '#shared/publish/rebuild.ts';
import { skaterPage } from '#shared/publish/skater-page.ts';
import { raceResults } from '#shared/collections/championships.ts';
import { skaters } from '#shared/collections/registry.ts';

/** A race's results by the event's title and the race's name. */
const resultsAudit = namedAudit<EventChange>('results', (change) => change.title, { action: 'edit', detail: (change) => change.detail });

/** The stored result's id for the path's event and race: what its version is read from. */
const raceResultIdOf = ({ id, raceId }: Record<string, string | undefined>) => (id && raceId ? resultIdFor(id, raceId) : undefined);
const raceResultVersions = { records: raceResults, id: raceResultIdOf };

const app = apiFunction()
  .on(resultsRoutes.startLists, {}, async (c) => json(await startLists(c.req.valid('param').id), { cache: 'public-short' }))
  .on(resultsRoutes.results, {}, async (c) => json(await publicEventResults(c.req.valid('param').id), { cache: 'public-short' }))
  .on(resultsRoutes.summaries, {}, async (c) => json(await raceSummaries(c.req.valid('param').id)))
  .on(resultsRoutes.race, { versions: raceResultVersions }, async (c) => {
    const { id, raceId } = c.req.valid('param');
    return json(await raceResultRows(id, raceId));
  })
  .on(resultsRoutes.save, { audit: resultsAudit, versions: raceResultVersions }, async (c) => {
    const { id: eventId, raceId } = c.req.valid('param');
    const { message, result, detail } = await saveResults(eventId, raceId, c.req.valid('json'));
    auditRecord(c.req.raw, await eventChange(eventId, detail));
    requestRebuild(contextOf(c), 'race results saved');
    return json({ message, result });
  })
  .on(resultsRoutes.markOfficial, { audit: resultsAudit, versions: raceResultVersions }, async (c) => {
    const { id: eventId, raceId } = c.req.valid('param');
    const { race, result } = await markResultsOfficial(eventId, raceId);
    auditRecord(c.req.raw, await eventChange(eventId, resultStatusTexts.officialAudit(race)));
    requestRebuild(contextOf(c), 'race results official');
    return json({ message: resultStatusMessages.markedOfficial, race, result });
  })
  .on(resultsRoutes.skaterResults, {}, async (c) => {
    const skater = await skaters().get(c.req.valid('param').id);
    if (!skater || skater.status !== 'approved' || skater.season !== currentSeason()) throw notFound('Skater profile');
    return json({ results: await skaterResults(skater._id) }, { cache: 'public-short' });
  })
  .on(resultsRoutes.skaterPage, {}, async (c) => json(await skaterPage(c.req.valid('param').id), { cache: 'public-short' }));

export default serve(app);

export const config = {
  path: [
    '/api/events/:id/startlists',
    '/api/events/:id/results',
    '/api/events/:id/race-summaries',
    '/api/events/:id/results/:raceId',
    '/api/skaterprofiles/:id/results',
    '/api/skaterprofiles/:id/public',
  ],
};
