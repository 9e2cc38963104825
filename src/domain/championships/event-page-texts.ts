/**
 * The few championship texts an event's own page shows (its sign-up panel, the entry link form's heading, its links to the start
 * lists and results): their own module, so the event page does not load every championship text.
 * `championshipTexts` includes them.
 */
export const eventPageTexts = {
  entryHeading: 'Enter a skater',
  entriesCloseOn: (when: string) => `Entries close on ${when}.`,
  loadFailed: 'Failed to load the championship. Please try again.',
  retry: 'Retry',
  closedNotice: 'Entries are closed for this event.',
  sheetsNav: 'Start lists and results',
  startListsLink: 'Start lists',
  resultsLink: 'Results',
};
