/**
 * An event's registrations hold children's names and their families' contact details; they exist
 * only for the event, so they are counted for the admin before an event is deleted and deleted with it.
 */
import { registrations } from './collections.ts';

export const countRegistrations = async (eventId: string): Promise<number> =>
  (await registrations().list()).filter((registration) => registration.eventId === eventId).length;

/** Deletes every registration for the event in one write; answers how many there were. */
export const deleteRegistrations = (eventId: string): Promise<number> =>
  registrations().mutate((items) => {
    const kept = items.filter((registration) => registration.eventId !== eventId);
    return kept.length === items.length ? { result: 0 } : { items: kept, result: items.length - kept.length };
  });
