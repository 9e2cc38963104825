/**
 * Events: everyone reads them (upcoming first, soonest first; then past ones); an editor adds,
 * edits and deletes them, a registrar a championship's (_shared/events/event-admin.ts).
 */
import { formatDate } from '#domain/common/dates.ts';
import { matchesSearch } from '#domain/common/search.ts';
import { eventRoutes } from '#domain/events/event.routes.ts';
import type { Event } from '#domain/events/event.schema.ts';
import { auditRecord, namedAudit } from '#shared/audit/audited.ts';
import { checkEventEditor, deleteEvent, eventDependents } from '#shared/events/event-admin.ts';
import { checkImages, storeWithImages } from '#shared/media/stored-images.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { listPage, pagedJson } from '#shared/platform/paged-lists.ts';
import { publicEvents } from '#shared/publish/public-lists.ts';
import { requestRebuild } from '#shared/publish/rebuild.ts';
import { editWithImages } from '#shared/records/record-edit.ts';
import { readOne } from '#shared/records/record-handlers.ts';
import { events } from '#shared/collections/events.ts';
import { newId } from '#shared/store/index.ts';

/** An event by its title, which is public anyway. */
const eventAudit = namedAudit<Event>('events', (event) => event.title);

const app = apiFunction()
  /** Upcoming events soonest first, then past ones; `q` searches title, place and date (as written and as shown). */
  .on(eventRoutes.list, { versions: { records: events } }, async (c) => {
    const query = c.req.valid('query');
    const { q } = query;
    const match =
      q === '' ? undefined : (event: Event) => matchesSearch(q, [event.title, event.location, event.date, formatDate(event.date)]);
    return pagedJson(c.req.raw, await listPage(publicEvents(), query, match), { cache: 'public-short' });
  })
  .on(eventRoutes.add, { audit: eventAudit }, async (c) => {
    const input = c.req.valid('json');
    const _id = newId();
    const images = await checkImages(_id, { image: { value: input.image, label: 'Image' } });
    const record = await storeWithImages(images, (stored) =>
      events().insert({ ...input, ...stored, _id, createdAt: new Date().toISOString() } satisfies Event),
    );
    requestRebuild(contextOf(c), 'event added');
    auditRecord(c.req.raw, record);
    return json(record, { status: 201 });
  })
  .on(eventRoutes.read, {}, async (c) => readOne(events, 'Event')(c.req.raw, contextOf(c)))
  .on(eventRoutes.edit, { audit: eventAudit, versions: { records: events } }, async (c) => {
    const { id } = c.req.valid('param');
    await checkEventEditor(c.req.raw, id);
    const { image, ...fields } = c.req.valid('json');
    const record = await editWithImages(events, id, 'Event', { image: { value: image, label: 'Image' } }, (current) => ({
      ...current,
      ...fields,
    }));
    requestRebuild(contextOf(c), 'event updated');
    auditRecord(c.req.raw, record);
    return json(record);
  })
  .on(eventRoutes.remove, { audit: eventAudit, versions: { records: events } }, async (c) => deleteEvent(c.req.raw, contextOf(c)))
  // Only counts (for the delete confirmation): an editor deleting an event may see them.
  .on(eventRoutes.registrations, {}, async (c) => json(await eventDependents(c.req.valid('param').id)));

export default serve(app);

export const config = { path: ['/api/events', '/api/events/:id', '/api/events/:id/registrations'] };
