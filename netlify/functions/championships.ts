/**
 * An event's championship (docs/rules.md#championships):
 * - GET /api/championships: admin; which events are championships, a page at a time (by when
 *   entries close): {_id, entriesClose, raceCount}, for the screens that pick a championship.
 * - POST /api/championships: admin; sets up a championship in one step: its event and its rules
 *   (the same key sent twice sets up one).
 * - GET /api/events/{id}/championship: public; the rules and the races.
 * - PUT /api/events/{id}/championship: admin; creates or changes the rules (and the races, when given).
 * - POST /api/events/{id}/championship/races/grid: admin; the race builder (disciplines × age categories × genders).
 * - DELETE /api/events/{id}/championship/races/{raceId}: admin; 409 while the race has entries or results.
 */
import { championshipMessages } from '../../src/domain/championships/championship.ts';
import { championshipInputSchema, championshipSetupSchema, raceGridSchema } from '../../src/domain/championships/championship.schema.ts';
import type { Event } from '../../src/domain/events/event.schema.ts';
import {
  addRaceGrid,
  loadChampionship,
  publicChampionship,
  removeRace,
  saveChampionship,
  setUpChampionship,
} from './_shared/championships/championship-store.ts';
import { listQuerySchema } from '../../src/domain/common/list-query.schema.ts';
import { json, readJson, type RequestContext } from './_shared/platform/http.ts';
import { indexSource, listPage, pagedJson, readListQuery } from './_shared/platform/paged-lists.ts';
import { byMethod, byPath, handle, pathId } from './_shared/platform/router.ts';
import { requestRebuild } from './_shared/publish/rebuild.ts';
import { forRole, publicRoute } from './_shared/security/access.ts';
import { taggedWithVersion, versioned } from './_shared/records/versioned.ts';
import { championships } from './_shared/store/collections.ts';
import { auditRecord, audited, namedAudit } from './_shared/audit/audited.ts';
import { eventChange, type EventChange } from './_shared/audit/event-title.ts';
import { auditMessages } from '../../src/domain/committee/audit.ts';

const eventIdOf = (context: RequestContext) => pathId(context, 'Event');

/** A championship by its event's title; the races added or removed after it. */
const championshipAudit = namedAudit<EventChange>('championship', (change) => change.title, {
  action: 'edit',
  detail: (change) => change.detail,
});

/** A championship set up by its event's title, which is public anyway. */
const setupAudit = namedAudit<Event>('championship', (event) => event.title);

export default handle(
  byPath({
    '/api/championships': byMethod({
      GET: forRole('registrar', async (req) =>
        pagedJson(req, await listPage(indexSource(championships(), 'byClose'), readListQuery(req, listQuerySchema))),
      ),
      POST: forRole(
        'registrar',
        audited(setupAudit, async (req, context) => {
          const input = await readJson(req, championshipSetupSchema);
          const { event, championship, created } = await setUpChampionship(input);
          // Sent again: nothing changed, so nothing is rebuilt or audited.
          if (created) {
            requestRebuild(context, 'championship set up');
            auditRecord(req, event);
          }
          return json(
            { message: championshipMessages.setUp, event, championship: publicChampionship(championship) },
            { status: created ? 201 : 200 },
          );
        }),
      ),
    }),
    '/api/events/:id/championship': byMethod({
      GET: publicRoute(
        taggedWithVersion(championships, async (_req, context) =>
          json(publicChampionship(await loadChampionship(eventIdOf(context))), { cache: 'public-short' }),
        ),
      ),
      PUT: forRole(
        'registrar',
        audited(
          championshipAudit,
          versioned(championships, async (req, context) => {
            const eventId = eventIdOf(context);
            const input = await readJson(req, championshipInputSchema);
            const championship = await saveChampionship(eventId, input);
            auditRecord(req, await eventChange(eventId));
            requestRebuild(context, 'championship saved');
            return json({ message: championshipMessages.saved, championship });
          }),
        ),
      ),
    }),
    '/api/events/:id/championship/races/grid': byMethod({
      POST: forRole(
        'registrar',
        audited(championshipAudit, async (req, context) => {
          const eventId = eventIdOf(context);
          const grid = await readJson(req, raceGridSchema);
          const { added, championship } = await addRaceGrid(eventId, grid);
          auditRecord(req, await eventChange(eventId, auditMessages.racesAdded(added)));
          requestRebuild(context, 'championship races added');
          return json({ message: championshipMessages.gridAdded, added, championship }, { status: 201 });
        }),
      ),
    }),
    '/api/events/:id/championship/races/:raceId': byMethod({
      DELETE: forRole(
        'registrar',
        audited(
          championshipAudit,
          versioned(championships, async (req, context) => {
            const eventId = eventIdOf(context);
            const raceId = pathId(context, 'Race', 'raceId');
            const race = (await loadChampionship(eventId)).races.find((candidate) => candidate._id === raceId);
            const championship = await removeRace(eventId, raceId);
            auditRecord(req, await eventChange(eventId, race && auditMessages.raceRemoved(race.name)));
            requestRebuild(context, 'championship race removed');
            return json({ message: championshipMessages.raceRemoved, championship });
          }),
        ),
      ),
    }),
  }),
);

export const config = {
  path: [
    '/api/championships',
    '/api/events/:id/championship',
    '/api/events/:id/championship/races/grid',
    '/api/events/:id/championship/races/:raceId',
  ],
};
