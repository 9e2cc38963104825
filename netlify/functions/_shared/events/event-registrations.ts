/**
 * An event's registrations hold children's names and their families' contact details; they exist
 * only for the event, so they are counted for the admin before an event is deleted and deleted
 * with it. Each event's registrations have their own index partition, so neither reads the rest.
 */
import type { Registration } from '#domain/events/registration.schema.ts';
import { registrations } from '#shared/collections/events.ts';
import { inParallel } from '#shared/store/index.ts';

export const countRegistrations = (eventId: string): Promise<number> => registrations().count('byEvent', eventId);

/** The key that allows one registration per e-mail address per event. */
export const registrationClaim = (registration: Pick<Registration, 'eventId' | 'email'>) => `${registration.eventId}|${registration.email}`;

/** Deletes one registration and frees its e-mail address for the event again. */
export const deleteRegistration = async (id: string): Promise<Registration | undefined> => {
  const removed = await registrations().remove(id);
  if (removed) await registrations().release(registrationClaim(removed), removed._id);
  return removed;
};

/** Deletes every registration for the event; answers how many there were. */
export const deleteRegistrations = async (eventId: string): Promise<number> => {
  const ids: string[] = [];
  for await (const chunk of registrations().scan('byEvent', { partition: eventId })) ids.push(...chunk.map((item) => item._id));
  const removed = await inParallel(ids, 8, deleteRegistration);
  return removed.filter(Boolean).length;
};
