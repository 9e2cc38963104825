/** The referee's records screen (/admin/records) and its link on the race director's screen. */
import type { RecordLevel } from './race-records.ts';

export const recordsAdminTexts = {
  title: 'Records: the referee’s queue',
  intro:
    'Each official time that beats a meet, district or state record waits here. Accept it to make it the record (the one before stays in the history) or reject it. Registrars and owners, who run race day, decide here.',
  championship: 'Championship',
  chooseChampionship: 'Choose a championship',
  noChampionships: 'There is no championship yet.',
  backToRaceDay: 'Back to the race director’s screen',
  queueHeading: 'Waiting for the referee',
  loading: 'Loading the queue…',
  loadFailed: 'The queue could not be loaded. Reload the page to try again.',
  empty: 'No time is waiting. Times that beat a record appear here when their heat is marked official. See the public records:',
  publicLink: 'the records page',
  claim: (race: string) => race,
  time: (name: string, club: string, time: string) => `${name} (${club || 'no club'}): ${time}`,
  levels: { meet: 'Meet record', district: 'District record', state: 'State record' } satisfies Record<RecordLevel, string>,
  previous: (time: string, name: string, date: string) => `Now: ${time} by ${name} (${date})`,
  noPrevious: 'None yet: this would be the first.',
  accept: 'Accept the record',
  reject: 'Reject',
  acceptOf: (name: string, time: string) => `Accept the record of ${name}, ${time}`,
  rejectOf: (name: string, time: string) => `Reject the record of ${name}, ${time}`,
  decideFailed: 'The decision could not be saved. Try again.',
  enterHeading: 'Enter a state record, or a district record from before the site',
  enterIntro: 'State records come from the state association; enter each one here so that a faster time at a championship is claimed.',
  level: 'Level',
  levelNames: { state: 'State record', district: 'District record' },
  discipline: 'Discipline',
  distance: 'Distance (m)',
  surface: 'Surface',
  surfaces: { track: 'Track', road: 'Road' },
  ageCategory: 'Age category',
  gender: 'Gender',
  recordTime: 'Time (like 52.31)',
  holder: 'Skater’s name',
  club: 'Club',
  date: 'Date skated',
  enter: 'Save the record',
  enterFailed: 'The record could not be saved. Check the fields and try again.',
  raceDayLink: (count: number) =>
    count === 0
      ? 'Records: no time is waiting for the referee'
      : `Records: ${count} ${count === 1 ? 'time waits' : 'times wait'} for the referee`,
} as const;

/** The records screen of a championship. */
export const recordsScreenPath = (eventId: string): string => `/admin/records?event=${encodeURIComponent(eventId)}`;
