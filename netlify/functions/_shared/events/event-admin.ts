/**
 * An event's writes beyond the record itself: deleting takes its registrations (families' contact
 * details) and its championship (entries, results, the team, certificates) with it, none of which
 * an editor may touch; a registrar sets up championships without an editor, so may correct a
 * championship's event, and no other.
 */
import { Forbidden, NotFound } from '#domain/common/errors.ts';
import { eventMessages } from '#domain/events/event.ts';
import { countEntries, deleteChampionship } from './championship-removal.ts';
import type { Handler } from '#shared/platform/http.ts';
import { pathId } from '#shared/platform/http.ts';
import { publicImages, removeOne } from '#shared/records/record-handlers.ts';
import { sessionAllows } from '#shared/security/sessions.ts';
import { championships } from '#shared/collections/championships.ts';
import { events } from '#shared/collections/events.ts';
import { countRegistrations, deleteRegistrations } from './event-registrations.ts';

const removeEvent = removeOne(events, 'Event', {
  message: eventMessages.deleted,
  rebuild: 'event deleted',
  files: (item) => publicImages(item.image),
  dependents: [
    { field: 'registrationsDeleted', remove: deleteRegistrations },
    { field: 'entriesDeleted', remove: deleteChampionship },
  ],
});

/** An editor may delete only an event with neither registrations nor a championship; the answer says who may delete the others. */
export const deleteEvent: Handler = async (req, context) => {
  if (!(await sessionAllows(req, 'registrar'))) {
    const id = pathId(context, 'Event');
    const [registered, championship] = await Promise.all([countRegistrations(id), championships().get(id)]);
    if (registered > 0 || championship) throw new Forbidden(eventMessages.deleteNeedsRegistrar);
  }
  return removeEvent(req, context);
};

/** Refuses a registrar's edit of an event that is not a championship's (404 when there is no such event). */
export const checkEventEditor = async (req: Request, id: string): Promise<void> => {
  if (!(await sessionAllows(req, 'editor')) && !(await championships().get(id))) {
    throw (await events().get(id)) ? new Forbidden(eventMessages.editNeedsEditor) : new NotFound('Event');
  }
};

/** How many registrations and entries go with the event, for the delete confirmation. */
export const eventDependents = async (id: string): Promise<{ count: number; entries: number }> => {
  if (!(await events().get(id))) throw new NotFound('Event');
  const [count, entries] = await Promise.all([countRegistrations(id), countEntries(id)]);
  return { count, entries };
};
