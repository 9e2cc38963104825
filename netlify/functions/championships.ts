/**
 * An event's championship (docs/rules.md#championships): which events are championships, setting
 * one up in one step, its rules and races (public to read), and the race builder. The work is in
 * _shared/championships/championship-store.ts.
 */
import { championshipMessages } from '#domain/championships/championship.ts';
import { championshipRoutes } from '#domain/championships/championship.routes.ts';
import { auditMessages } from '#domain/committee/audit.ts';
import type { Event } from '#domain/events/event.schema.ts';
import { auditRecord, namedAudit } from '#shared/audit/audited.ts';
import {
  addRaceGrid,
  eventChange,
  loadChampionship,
  publicChampionship,
  removeRace,
  saveChampionship,
  setUpChampionship,
  type EventChange,
} from '#shared/championships/championship-store.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { indexSource, listPage, pagedJson } from '#shared/platform/paged-lists.ts';
import { requestRebuild } from '#shared/publish/rebuild.ts';
import { championships } from '#shared/collections/championships.ts';

/** A championship by its event's title; the races added or removed after it. */
const championshipAudit = namedAudit<EventChange>('championship', (change) => change.title, {
  action: 'edit',
  detail: (change) => change.detail,
});

/** A championship set up by its event's title, which is public anyway. */
const setupAudit = namedAudit<Event>('championship', (event) => event.title);

const app = apiFunction()
  .on(championshipRoutes.list, {}, async (c) =>
    pagedJson(c.req.raw, await listPage(indexSource(championships(), 'byClose'), c.req.valid('query'))),
  )
  .on(championshipRoutes.setUp, { audit: setupAudit }, async (c) => {
    const { event, championship, created } = await setUpChampionship(c.req.valid('json'));
    // Sent again: nothing changed, so nothing is rebuilt or audited.
    if (created) {
      requestRebuild(contextOf(c), 'championship set up');
      auditRecord(c.req.raw, event);
    }
    return json(
      { message: championshipMessages.setUp, event, championship: publicChampionship(championship) },
      { status: created ? 201 : 200 },
    );
  })
  .on(championshipRoutes.read, { versions: { records: championships } }, async (c) =>
    json(publicChampionship(await loadChampionship(c.req.valid('param').id)), { cache: 'public-short' }),
  )
  .on(championshipRoutes.save, { audit: championshipAudit, versions: { records: championships } }, async (c) => {
    const eventId = c.req.valid('param').id;
    const championship = await saveChampionship(eventId, c.req.valid('json'));
    auditRecord(c.req.raw, await eventChange(eventId));
    requestRebuild(contextOf(c), 'championship saved');
    return json({ message: championshipMessages.saved, championship });
  })
  .on(championshipRoutes.addGrid, { audit: championshipAudit }, async (c) => {
    const eventId = c.req.valid('param').id;
    const { added, championship } = await addRaceGrid(eventId, c.req.valid('json'));
    auditRecord(c.req.raw, await eventChange(eventId, auditMessages.racesAdded(added)));
    requestRebuild(contextOf(c), 'championship races added');
    return json({ message: championshipMessages.gridAdded, added, championship }, { status: 201 });
  })
  .on(championshipRoutes.removeRace, { audit: championshipAudit, versions: { records: championships } }, async (c) => {
    const { id: eventId, raceId } = c.req.valid('param');
    const race = (await loadChampionship(eventId)).races.find((candidate) => candidate._id === raceId);
    const championship = await removeRace(eventId, raceId);
    auditRecord(c.req.raw, await eventChange(eventId, race && auditMessages.raceRemoved(race.name)));
    requestRebuild(contextOf(c), 'championship race removed');
    return json({ message: championshipMessages.raceRemoved, championship });
  });

export default serve(app);

export const config = {
  path: [
    '/api/championships',
    '/api/events/:id/championship',
    '/api/events/:id/championship/races/grid',
    '/api/events/:id/championship/races/:raceId',
  ],
};
