/**
 * An event's public title, for the entries about its championship (races, results, team,
 * certificates): the log names the event as people know it, its id stays in the entry.
 */
import { events } from '#shared/collections/events.ts';

export const eventTitle = async (eventId: string): Promise<string> => (await events().get(eventId))?.title ?? eventId;

/** A change to a part of an event's championship, named by the event's title, with what changed in it. */
export interface EventChange {
  _id: string;
  title: string;
  detail?: string;
}

export const eventChange = async (eventId: string, detail?: string): Promise<EventChange> => ({
  _id: eventId,
  title: await eventTitle(eventId),
  ...(detail ? { detail } : {}),
});
