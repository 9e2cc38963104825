/** A championship's start lists or results page (its own module: the sheet links to the other without loading the sign-up panel). */
export const sheetPath = (eventId: string, sheet: 'startlists' | 'results') => `/events/${encodeURIComponent(eventId)}/${sheet}`;
