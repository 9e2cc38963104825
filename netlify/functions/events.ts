/**
 * Events: GET /api/events (upcoming first, soonest first; then past ones) and GET /api/events/{id}
 * (public), POST /api/events, PUT /api/events/{id} (admin: an editor, or a registrar for a championship's event)
 * and DELETE /api/events/{id} (admin; deleting takes the event's image,
 * registrations and championship with it and answers how many registrations and entries went; an
 * editor may delete only an event with neither), GET /api/events/{id}/registrations (admin;
 * `{count, entries}` only, for the delete confirmation).
 */
import { forRole, publicRoute } from './_shared/security/access.ts';
import { auditRecord, audited, namedAudit } from './_shared/audit/audited.ts';
import { eventMessages } from '../../src/domain/events/event.ts';
import { eventEditSchema, eventInputSchema, type Event } from '../../src/domain/events/event.schema.ts';
import { listQuerySchema } from '../../src/domain/common/list-query.schema.ts';
import { formatDate } from '../../src/domain/common/dates.ts';
import { matchesSearch } from '../../src/domain/common/search.ts';
import { championships, events } from './_shared/store/collections.ts';
import { countEntries, deleteChampionship } from './_shared/championships/championship-removal.ts';
import { countRegistrations, deleteRegistrations } from './_shared/events/event-registrations.ts';
import { HttpError, json, notFound, readJson, type Handler } from './_shared/platform/http.ts';
import { byMethod, byPath, handle, pathId } from './_shared/platform/router.ts';
import { listPage, pagedJson, readListQuery } from './_shared/platform/paged-lists.ts';
import { publicEvents } from './_shared/publish/public-lists.ts';
import { requestRebuild } from './_shared/publish/rebuild.ts';
import { editWithImages } from './_shared/records/record-edit.ts';
import { publicImages, readOne, removeOne } from './_shared/records/record-handlers.ts';
import { checkImages, storeWithImages } from './_shared/media/stored-images.ts';
import { sessionAllows } from './_shared/security/sessions.ts';
import { newId } from './_shared/store/index.ts';
import { listedWithVersions, versioned } from './_shared/records/versioned.ts';

/** Upcoming events soonest first, then past ones; `q` searches title, place and date (as written and as shown). */
const listEvents: Handler = async (req) => {
  const query = readListQuery(req, listQuerySchema);
  const { q } = query;
  const match =
    q === '' ? undefined : (event: Event) => matchesSearch(q, [event.title, event.location, event.date, formatDate(event.date)]);
  return pagedJson(req, await listPage(publicEvents(), query, match), { cache: 'public-short' });
};

const removeEvent = removeOne(events, 'Event', {
  message: eventMessages.deleted,
  rebuild: 'event deleted',
  files: (item) => publicImages(item.image),
  dependents: [
    { field: 'registrationsDeleted', remove: deleteRegistrations },
    { field: 'entriesDeleted', remove: deleteChampionship },
  ],
});

/**
 * Deleting an event deletes its registrations (families' contact details) and its championship
 * (entries, results, the team, certificates), none of which an editor may touch: an editor may
 * delete only an event that has neither, and the answer says who may delete the others.
 */
const deleteEvent: Handler = async (req, context) => {
  if (!(await sessionAllows(req, 'registrar'))) {
    const id = pathId(context, 'Event');
    const [registered, championship] = await Promise.all([countRegistrations(id), championships().get(id)]);
    if (registered > 0 || championship) throw new HttpError(403, eventMessages.deleteNeedsRegistrar);
  }
  return removeEvent(req, context);
};

/** An event by its title, which is public anyway. */
const eventAudit = namedAudit<Event>('events', (event) => event.title);

export default handle(
  byPath({
    '/api/events': byMethod({
      GET: publicRoute(listedWithVersions(events, listEvents)),
      POST: forRole(
        'editor',
        audited(eventAudit, async (req, context) => {
          const input = await readJson(req, eventInputSchema);
          const _id = newId();
          const images = await checkImages(_id, { image: { value: input.image, label: 'Image' } });
          const record = await storeWithImages(images, (stored) =>
            events().insert({ ...input, ...stored, _id, createdAt: new Date().toISOString() } satisfies Event),
          );
          requestRebuild(context, 'event added');
          auditRecord(req, record);
          return json(record, { status: 201 });
        }),
      ),
    }),
    '/api/events/:id': byMethod({
      GET: publicRoute(readOne(events, 'Event')),
      PUT: forRole(
        ['editor', 'registrar'],
        audited(
          eventAudit,
          versioned(events, async (req, context) => {
            const id = pathId(context, 'Event');
            // A registrar sets up championships without an editor, so may correct a championship's event, and no other.
            if (!(await sessionAllows(req, 'editor')) && !(await championships().get(id))) {
              throw (await events().get(id)) ? new HttpError(403, eventMessages.editNeedsEditor) : notFound('Event');
            }
            const { image, ...fields } = await readJson(req, eventEditSchema);
            const record = await editWithImages(events, id, 'Event', { image: { value: image, label: 'Image' } }, (current) => ({
              ...current,
              ...fields,
            }));
            requestRebuild(context, 'event updated');
            auditRecord(req, record);
            return json(record);
          }),
        ),
      ),
      DELETE: forRole(['editor', 'registrar'], audited(eventAudit, versioned(events, deleteEvent))),
    }),
    '/api/events/:id/registrations': byMethod({
      // Only counts (for the delete confirmation): an editor deleting an event may see them.
      GET: forRole('editor', async (_req, context) => {
        const id = pathId(context, 'Event');
        if (!(await events().get(id))) throw notFound('Event');
        const [count, entries] = await Promise.all([countRegistrations(id), countEntries(id)]);
        return json({ count, entries });
      }),
    }),
  }),
);

export const config = { path: ['/api/events', '/api/events/:id', '/api/events/:id/registrations'] };
