/** Texts, limits and small rules of event without the schema library, so browser code can import them cheaply. */
import { zonedDay } from '#config/time-zone.ts';
export const EVENT_TITLE_MAX = 100;
export const EVENT_DESCRIPTION_MAX = 2_000;
export const EVENT_LOCATION_MAX = 200;

/** Upcoming first, soonest first; past events after them, most recent first: visitors come for the next event to enter. */
export const sortEvents = <T extends { date: string }>(events: readonly T[], today = zonedDay()): T[] => {
  const upcoming = events.filter((event) => event.date >= today).sort((a, b) => a.date.localeCompare(b.date));
  const past = events.filter((event) => event.date < today).sort((a, b) => b.date.localeCompare(a.date));
  return [...upcoming, ...past];
};

/**
 * Whether an event's day has gone by on the association's calendar: the day itself still counts as
 * coming, so an event is over from the next midnight in the association's time zone.
 */
export const isPastEvent = (date: string, today = zonedDay()): boolean => date < today;

export const eventMessages = {
  title: 'Events',
  addHeading: 'Add New Event',
  listHeading: 'All Events',
  upcoming: 'Upcoming Events',
  registerNow: 'Register Now!',
  viewEvent: 'View Event',
  added: 'Event added successfully!',
  deleted: 'Event deleted successfully!',
  editHeading: (title: string) => `Edit ${title}`,
  updated: 'Event updated successfully!',
  updateFailed: 'Failed to update the event. Please try again.',
  updateError: 'Error updating the event. Please try again.',
  openFailed: 'Failed to open the event for editing. Please try again.',
  confirmDelete: 'Are you sure you want to delete this event?',
  editNeedsEditor: "This event is not a championship: a registrar may change only a championship's event. Ask an editor.",
  deleteNeedsRegistrar:
    "This event has registrations or a championship, which hold people's details: only a registrar or an owner may delete it.",
  /**
   * The confirmation naming what goes with the event; `count` is undefined when it could not be
   * counted. A championship's entries are named when there are any.
   */
  confirmDeleteWithRegistrations: (count: number | undefined, entries = 0) =>
    `Are you sure you want to delete this event? ${
      count === undefined
        ? 'Its registrations will be deleted with it.'
        : count === 0
          ? 'It has no registrations.'
          : `Its ${count} ${count === 1 ? 'registration' : 'registrations'} will be deleted with it.`
    }${
      entries > 0
        ? ` So will its championship: ${entries} ${entries === 1 ? 'entry' : 'entries'}, the results, the district team and the certificates (their codes will stop verifying).`
        : ''
    }`,
  saveFailed: 'Failed to save the event. Please try again.',
  saveError: 'Error saving the event. Please try again.',
  loadFailed: (detail: string) => `Failed to load events. Error: ${detail}`,
  deleteFailed: (detail: string) => `Failed to delete event. Error: ${detail}`,
  detailFailed: 'Failed to load event details.',
  detailEmpty: 'No event details available.',
  noDescription: 'No description available.',
  noLocation: 'Location not specified.',
  joinUs: 'Join us: register below',
  over: 'This event is over',
  overHeading: 'This event is over',
  overNotice: (date: string) => `It took place on ${date}, so registration has closed.`,
  championshipOver: (date: string) => `This championship took place on ${date}; entries have closed.`,
  seeResults: 'See the results',
  resultsPending: 'Its results are not published yet: they appear here once the association has entered them.',
  seeUpcoming: 'See the upcoming events',
  empty: 'No events found',
  titleEmpty: 'Event title cannot be empty',
} as const;
