/**
 * Events (by date: the public order is worked out from "today" when read, see
 * events/event-order.ts) and the registrations made for them.
 */
import { type Event, eventSchema } from '#domain/events/event.schema.ts';
import { type Registration, registrationSchema } from '#domain/events/registration.schema.ts';
import { collection, define, whole } from '#shared/store/index.ts';
import { byCreation } from '#shared/store/sort-keys.ts';
import { familyPartition } from './registry.ts';

export const eventsDefinition = define({
  name: 'events',
  schema: eventSchema,
  indexes: { byDate: { key: (event: Event) => event.date, summary: (event: Event) => whole(event) } },
});

export const registrationsDefinition = define({
  name: 'registrations',
  schema: registrationSchema,
  indexes: {
    newest: { key: byCreation, summary: (registration: Registration) => whole(registration) },
    /** An event's registrations: its filter in the admin table, the duplicate check, and deleting them with it. */
    byEvent: {
      key: byCreation,
      summary: (registration: Registration) => whole(registration),
      partition: (registration: Registration) => registration.eventId,
    },
    /**
     * The registrations made with one e-mail address (the address's digest, as for skaters): a
     * child's data download and its deletion read only that family's.
     */
    byEmail: {
      key: byCreation,
      summary: (registration: Registration) => whole(registration),
      partition: (registration: Registration) => familyPartition(registration.email),
    },
  },
});

// Factories, so that every caller names its collection the same way; the store itself is reached
// only inside each operation (getStore() at module scope fails in production).
export const events = () => collection(eventsDefinition);
export const registrations = () => collection(registrationsDefinition);

/** An event's public title (its id when it is gone): how the audit log and a charge name the event. */
export const eventTitle = async (eventId: string): Promise<string> => (await events().get(eventId))?.title ?? eventId;
