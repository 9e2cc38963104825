/**
 * The registrations routes' work: the registrar's filtered list, and a public submission stored
 * once per e-mail address per event.
 */
import { matchesSearch } from '#domain/common/search.ts';
import { Conflict, NotFound } from '#domain/common/errors.ts';
import { REGISTRATION_AGE_MAX, registrationMessages, UNKNOWN_EVENT } from '#domain/events/registration.ts';
import type { Registration, registrationInputSchema, registrationListQuerySchema } from '#domain/events/registration.schema.ts';
import type { z } from 'zod';
import type { Submission } from '#shared/security/public-form-limits.ts';
import { newId } from '#shared/store/index.ts';
import { indexSource, listPage, pagedJson } from '#shared/platform/paged-lists.ts';
import { events, registrations } from '#shared/collections/events.ts';
import { registrationClaim } from './event-registrations.ts';

/** Whether the event's own list already holds this e-mail address (registrations older than claims have none). */
const alreadyListed = async (record: Registration): Promise<boolean> => {
  for await (const chunk of registrations().scan('byEvent', { partition: record.eventId })) {
    if (chunk.some((item) => item.email === record.email && item._id !== record._id)) return true;
  }
  return false;
};

/**
 * One registration per e-mail address per event. The claim on the pair is one conditional write,
 * so of two simultaneous submissions of the same address exactly one gets it; the other is refused.
 */
const insertOnce = async (record: Registration): Promise<void> => {
  const claim = registrationClaim(record);
  if (!(await registrations().claim(claim, record._id))) throw new Conflict(registrationMessages.duplicate);
  try {
    if (await alreadyListed(record)) throw new Conflict(registrationMessages.duplicate);
    await registrations().insert(record);
  } catch (error) {
    await registrations().release(claim, record._id);
    throw error;
  }
};

/** The ids of every event there is: to find registrations whose event was deleted before they were. */
const eventIds = async (): Promise<Set<string>> => {
  const ids = new Set<string>();
  for await (const chunk of events().scan('byDate')) for (const event of chunk) ids.add(event._id);
  return ids;
};

/** Newest first; one event's registrations come from its own partition. */
export const registrationsPage = async (req: Request, query: z.output<typeof registrationListQuerySchema>): Promise<Response> => {
  const { event, minAge, maxAge, q } = query;
  const known = event === UNKNOWN_EVENT ? await eventIds() : undefined;
  const source =
    event === '' || known
      ? indexSource(registrations(), 'newest', { reverse: true })
      : indexSource(registrations(), 'byEvent', { partition: event, reverse: true });
  const filtered = known !== undefined || minAge > 0 || maxAge < REGISTRATION_AGE_MAX || q !== '';
  const match = filtered
    ? (item: Registration) =>
        (!known || !known.has(item.eventId)) &&
        item.age >= minAge &&
        item.age <= maxAge &&
        matchesSearch(q, [item.name, item.email, item.phone])
    : undefined;
  return pagedJson(req, await listPage(source, query, match));
};

/** A public submission, once the form's limits let it in: the event must still exist; answers the record stored. */
export const register = async (
  { website: _honeypot, ...input }: z.output<typeof registrationInputSchema>,
  submission: Submission,
): Promise<Registration> => {
  if (!(await events().get(input.eventId))) throw new NotFound('Event', registrationMessages.unknownEventSubmit);
  await submission.admit();
  await submission.accept();
  const record: Registration = { _id: newId(), ...input, createdAt: new Date().toISOString() };
  await insertOnce(record);
  return record;
};
