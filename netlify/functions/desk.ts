/**
 * The results desk's routes (src/domain/venue/desk.routes.ts, docs/venue.md): the day's
 * championship, and a race's results, a race-day heat's results and a race's check-in changed
 * from the desk's outbox, each applied
 * once per change id and refused with both values when made on a stale copy.
 */
import { deskRoutes } from '#domain/venue/desk.routes.ts';
import { venueTexts } from '#domain/venue/venue-texts.ts';
import { raceDayTexts } from '#domain/race-day/race-day-texts.ts';
import { auditRecord, namedAudit } from '#shared/audit/audited.ts';
import { eventChange, type EventChange } from '#shared/championships/championship-store.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { json } from '#shared/platform/http.ts';
import { requestRebuild } from '#shared/publish/rebuild.ts';
import { deskDay, saveDeskCheckin, saveDeskResults, StaleCopy } from '#shared/venue/desk.ts';
import { saveDeskHeat } from '#shared/venue/desk-heats.ts';

/** A race's results or check-in, by the event's title; the detail names the race, the device and what changed. */
const deskAudit = namedAudit<EventChange>('results', (change) => change.title, { action: 'edit', detail: (change) => change.detail });

/** The 409 of a stale copy: both values, so the desk can show them side by side. */
const stale = (error: unknown): Response => {
  if (error instanceof StaleCopy) return json({ message: error.message, current: error.current, sent: error.sent }, { status: 409 });
  throw error;
};

const app = apiFunction()
  .on(deskRoutes.day, {}, async (c) => json(await deskDay(c.req.valid('param').id)))
  .on(deskRoutes.results, { audit: deskAudit, once: 'required' }, async (c) => {
    const eventId = c.req.valid('param').id;
    try {
      const { change, results } = await saveDeskResults(eventId, c.req.valid('json'));
      auditRecord(c.req.raw, await eventChange(eventId, change.detail));
      requestRebuild(contextOf(c), 'race results saved');
      return json({ message: venueTexts.resultsSaved, results });
    } catch (error) {
      return stale(error);
    }
  })
  .on(deskRoutes.heat, { audit: deskAudit, once: 'required' }, async (c) => {
    const eventId = c.req.valid('param').id;
    try {
      const { change, heat, changed } = await saveDeskHeat(eventId, c.req.valid('json'));
      // The same results again change nothing (race day's rule): no audit entry, no rebuild.
      if (changed) {
        auditRecord(c.req.raw, await eventChange(eventId, change.detail));
        requestRebuild(contextOf(c), 'heat results saved');
      }
      return json({ message: changed ? venueTexts.resultsSaved : raceDayTexts.unchanged, heat });
    } catch (error) {
      return stale(error);
    }
  })
  .on(deskRoutes.checkin, { audit: deskAudit, once: 'required' }, async (c) => {
    const eventId = c.req.valid('param').id;
    try {
      const { change, checkin } = await saveDeskCheckin(eventId, c.req.valid('json'));
      auditRecord(c.req.raw, await eventChange(eventId, change.detail));
      return json({ message: venueTexts.checkinSaved, checkin });
    } catch (error) {
      return stale(error);
    }
  });

export default serve(app);

export const config = {
  path: ['/api/events/:id/desk', '/api/events/:id/desk/results', '/api/events/:id/desk/heat', '/api/events/:id/desk/checkin'],
};
