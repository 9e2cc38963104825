/**
 * Start lists and results of a championship (docs/rules.md#championships). Public answers name
 * entrants by name and club only.
 * - GET /api/events/{id}/startlists: public; every race with its entrants.
 * - GET /api/events/{id}/results: public; every race's results in order with their status
 *   (provisional, official or corrected), and the medal table by club; nothing before the race's day.
 * - GET /api/events/{id}/race-summaries: admin; per race, the entrants, the rows saved and their
 *   status, and whether the race's day has come (the results screen's race picker).
 * - GET /api/events/{id}/results/{raceId}: admin; one race's rows as stored (by entry) and their status, for the results grid.
 * - PUT /api/events/{id}/results/{raceId}: admin; saves one race's results (rows replace the race's):
 *   provisional, or, once official, corrected with a `reason` (409 without one).
 * - PATCH /api/events/{id}/results/{raceId}: admin; {status: 'official'} marks the results official
 *   (from the race's day on, once; 409 otherwise).
 * - GET /api/skaterprofiles/{id}/results: public; the skater's results across championships (from
 *   each race's day on, with their status), for approved profiles of the season now running only.
 * - GET /api/skaterprofiles/{id}/public: public; what the skater's own page shows (the public
 *   fields, the results and the certificates' codes), for approved profiles of the season now running only.
 */
import { currentSeason } from '../../src/config/rules.ts';
import { championshipMessages } from '../../src/domain/championships/championship.ts';
import { raceResultInputSchema, raceResultStatusSchema } from '../../src/domain/championships/championship.schema.ts';
import { resultsPublicOn, resultStatusMessages, resultStatusTexts } from '../../src/domain/championships/result-status.ts';
import { today } from '../../src/domain/common/dates.ts';
import { skaters } from './_shared/store/collections.ts';
import { json, notFound, readJson } from './_shared/platform/http.ts';
import { byMethod, byPath, handle, pathId } from './_shared/platform/router.ts';
import {
  markResultsOfficial,
  publicEventResults,
  raceDayOf,
  raceResultRows,
  raceSummaries,
  saveRaceResults,
  skaterResults,
  startLists,
} from './_shared/championships/race-results.ts';
import { requestRebuild } from './_shared/publish/rebuild.ts';
import { forRole, publicRoute } from './_shared/security/access.ts';
import { taggedWithVersion, versioned } from './_shared/records/versioned.ts';
import { raceResults } from './_shared/store/collections.ts';
import { auditRecord, audited, namedAudit } from './_shared/audit/audited.ts';
import { eventChange, type EventChange } from './_shared/audit/event-title.ts';
import { loadChampionship, resultIdFor } from './_shared/championships/championship-store.ts';
import { skaterPage } from './_shared/publish/skater-page.ts';

/** A race's results by the event's title and the race's name. */
const resultsAudit = namedAudit<EventChange>('results', (change) => change.title, { action: 'edit', detail: (change) => change.detail });

/** The stored result's id for the path's event and race: what its version is read from. */
const raceResultIdOf = ({ id, raceId }: Record<string, string | undefined>) => (id && raceId ? resultIdFor(id, raceId) : undefined);

export default handle(
  byPath({
    '/api/events/:id/startlists': byMethod({
      GET: publicRoute(async (_req, context) => json(await startLists(pathId(context, 'Event')), { cache: 'public-short' })),
    }),
    '/api/events/:id/results': byMethod({
      GET: publicRoute(async (_req, context) => json(await publicEventResults(pathId(context, 'Event')), { cache: 'public-short' })),
    }),
    '/api/events/:id/race-summaries': byMethod({
      GET: forRole('registrar', async (_req, context) => json(await raceSummaries(pathId(context, 'Event')))),
    }),
    '/api/events/:id/results/:raceId': byMethod({
      GET: forRole(
        'registrar',
        taggedWithVersion(
          raceResults,
          async (_req, context) => json(await raceResultRows(pathId(context, 'Event'), pathId(context, 'Race', 'raceId'))),
          raceResultIdOf,
        ),
      ),
      PUT: forRole(
        'registrar',
        audited(
          resultsAudit,
          versioned(
            raceResults,
            async (req, context) => {
              const eventId = pathId(context, 'Event');
              const raceId = pathId(context, 'Race', 'raceId');
              const input = await readJson(req, raceResultInputSchema);
              const result = await saveRaceResults(eventId, raceId, input);
              const [championship, raceDay] = await Promise.all([loadChampionship(eventId), raceDayOf(eventId)]);
              const race = championship.races.find((candidate) => candidate._id === raceId);
              // A correction of official results keeps its reason (contact details in it masked by the audit).
              const corrected = result.correctedAt !== undefined && result.correctedAt === result.updatedAt;
              auditRecord(
                req,
                await eventChange(
                  eventId,
                  corrected ? resultStatusTexts.correctedAudit(race?.name ?? raceId, result.correctionReason ?? '') : race?.name,
                ),
              );
              requestRebuild(context, 'race results saved');
              // Allowed (a registrar may type them in early), but said: results before the day are usually the wrong race.
              const early = raceDay !== undefined && !resultsPublicOn(raceDay, today());
              return json({ message: early ? championshipMessages.resultsSavedEarly(raceDay) : championshipMessages.resultsSaved, result });
            },
            raceResultIdOf,
          ),
        ),
      ),
      PATCH: forRole(
        'registrar',
        audited(
          resultsAudit,
          versioned(
            raceResults,
            async (req, context) => {
              const eventId = pathId(context, 'Event');
              const raceId = pathId(context, 'Race', 'raceId');
              await readJson(req, raceResultStatusSchema);
              const { race, result } = await markResultsOfficial(eventId, raceId);
              auditRecord(req, await eventChange(eventId, resultStatusTexts.officialAudit(race)));
              requestRebuild(context, 'race results official');
              return json({ message: resultStatusMessages.markedOfficial, race, result });
            },
            raceResultIdOf,
          ),
        ),
      ),
    }),
    '/api/skaterprofiles/:id/results': byMethod({
      GET: publicRoute(async (_req, context) => {
        const skater = await skaters().get(pathId(context, 'Skater profile'));
        if (!skater || skater.status !== 'approved' || skater.season !== currentSeason()) throw notFound('Skater profile');
        return json({ results: await skaterResults(skater._id) }, { cache: 'public-short' });
      }),
    }),
    '/api/skaterprofiles/:id/public': byMethod({
      GET: publicRoute(async (_req, context) => json(await skaterPage(pathId(context, 'Skater profile')), { cache: 'public-short' })),
    }),
  }),
);

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
