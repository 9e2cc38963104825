/**
 * Records (docs/race-day.md#records): the referee's queue of a championship and its decisions, the
 * district's and the state's records and an admin's entry of one. The work is in
 * _shared/race-day/race-records.ts.
 */
import { raceRecordsRoutes } from '#domain/race-day/race-records.routes.ts';
import { recordsTexts } from '#domain/race-day/race-records-texts.ts';
import { ENTERED_LEVELS, recordKey, STANDING_BOOK, type EnteredLevel } from '#domain/race-day/race-records.ts';
import { auditRecord, declareAudit, namedAudit } from '#shared/audit/audited.ts';
import { eventChange, type EventChange } from '#shared/championships/championship-store.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { requestRebuild } from '#shared/publish/rebuild.ts';
import { decideClaim, enterRecord, recordQueue } from '#shared/race-day/race-records.ts';
import { raceRecords } from '#shared/collections/race-day.ts';
import { etagOf } from '#shared/store/versions.ts';
import { idSchema } from '#domain/common/fields.schema.ts';
import { NotFound } from '#domain/common/errors.ts';

/** A decision by the championship's title, with the skater, the time and the race in the detail. */
const decisionAudit = namedAudit<EventChange>('results', (change) => change.title, { action: 'edit', detail: (change) => change.detail });

interface EnteredChange {
  _id: string;
  level: string;
  kind: string;
  detail: string;
}
const enteredAudit = declareAudit<EnteredChange>({
  resource: 'results',
  action: 'create',
  what: (change) => `the ${change.level} record of ${change.kind}`,
  detail: (change) => change.detail,
  id: () => STANDING_BOOK,
});

const app = apiFunction()
  .on(raceRecordsRoutes.queue, { versions: { records: raceRecords } }, async (c) => json(await recordQueue(c.req.valid('param').id)))
  .on(raceRecordsRoutes.decide, { audit: decisionAudit, once: 'optional', versions: { records: raceRecords } }, async (c) => {
    const eventId = c.req.valid('param').id;
    const claimId = idSchema.safeParse(c.req.param('claimId'));
    if (!claimId.success) throw new NotFound('Record claim');
    const { decision } = c.req.valid('json');
    const decided = await decideClaim(eventId, claimId.data, decision);
    if (decided.changed && decided.claim) {
      const { claim } = decided;
      const levels = claim.levels.map((level) => recordsTexts.levels[level]).join(', ');
      const detail = `${claim.raceName}: ${claim.entry.name} ${claim.entry.time} ${decided.decision} as ${levels}`;
      auditRecord(c.req.raw, await eventChange(eventId, detail));
      requestRebuild(contextOf(c), `record ${decided.decision}`);
    }
    const message = decided.changed
      ? decided.decision === 'accepted'
        ? recordsTexts.accepted
        : recordsTexts.rejected
      : decided.decision === 'accepted'
        ? recordsTexts.alreadyAccepted
        : recordsTexts.alreadyRejected;
    return json({ message, decision: decided.decision, changed: decided.changed });
  })
  .on(raceRecordsRoutes.list, {}, async () => {
    const found = await raceRecords().getVersioned(STANDING_BOOK);
    const strip = (history: Record<string, { skaterId?: string; entryId?: string; heat?: string; claimId?: string }[]>) =>
      Object.fromEntries(
        Object.entries(history).map(([key, entries]) => [
          key,
          entries.map(({ skaterId: _s, entryId: _e, heat: _h, claimId: _c, ...entry }) => entry),
        ]),
      );
    return json(
      { district: strip(found?.record.district ?? {}), state: strip(found?.record.state ?? {}) },
      { headers: found ? { ETag: etagOf(found.mark) } : {} },
    );
  })
  .on(
    raceRecordsRoutes.enter,
    { audit: enteredAudit, once: 'optional', versions: { records: raceRecords, id: () => STANDING_BOOK } },
    async (c) => {
      const level = c.req.param('level') as EnteredLevel;
      if (!ENTERED_LEVELS.includes(level)) throw new NotFound('Record level');
      const input = c.req.valid('json');
      const { entry, changed } = await enterRecord(level, input);
      if (changed) {
        auditRecord(c.req.raw, {
          _id: STANDING_BOOK,
          level,
          kind: recordKey(input).replaceAll('|', ' '),
          detail: `${entry.name} ${entry.time}`,
        });
        requestRebuild(contextOf(c), 'record entered');
      }
      return json({ message: changed ? recordsTexts.entered : recordsTexts.unchanged, changed });
    },
  );

export default serve(app);

export const config = {
  path: ['/api/events/:id/records/queue', '/api/events/:id/records/queue/:claimId', '/api/records', '/api/records/:level'],
};
