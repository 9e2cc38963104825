/** Events and the registrations for them. */
import { eventRoutes } from '#domain/events/event.routes.ts';
import { registrationRoutes } from '#domain/events/registration.routes.ts';
import type { EventEdit, EventInput } from '#domain/events/event.schema.ts';
import type { RegistrationInput } from '#domain/events/registration.schema.ts';
import { call, callPage } from './call.ts';
import type { ListParams } from './lists.ts';

export const eventsApi = {
  /** Upcoming soonest first, then past events. */
  events: (params?: ListParams) => callPage(eventRoutes.list, { query: params }),
  event: (id: string) => call(eventRoutes.read, { params: { id } }),
  addEvent: (body: EventInput) => call(eventRoutes.add, { body }),
  updateEvent: (id: string, body: EventEdit) => call(eventRoutes.edit, { params: { id }, body }),
  deleteEvent: (id: string) => call(eventRoutes.remove, { params: { id } }),
  /** What goes with the event if it is deleted: its registrations and its championship's entries. */
  eventRegistrationCount: (id: string) => call(eventRoutes.registrations, { params: { id } }),
  register: (body: RegistrationInput) => call(registrationRoutes.add, { body }),
  /** Newest first; `event` (an id, or 'unknown'), `minAge` and `maxAge` filter. */
  registrations: (params?: ListParams) => callPage(registrationRoutes.list, { query: params }),
  deleteRegistration: (id: string) => call(registrationRoutes.remove, { params: { id } }),
};
