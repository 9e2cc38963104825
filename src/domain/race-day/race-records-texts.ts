/** What the records' routes and the referee's screen say (admin words, in English like the rest of race day's admin). */
import type { RecordLevel } from './race-records.ts';

export const recordsTexts = {
  busy: 'The records were being changed by someone else at the same moment. Send it again.',
  beatenMeanwhile: 'A faster record has been accepted since this time was claimed: it is no longer a record. Reject it.',
  badTime: 'Time must be a time like 52.31 or 1:02.345.',
  notFaster: (time: string) => `The record standing is ${time}: a record dated after it must be faster. Check the time and the date.`,
  accepted: 'Record accepted: it is on the records page from the next publish. Decide the next time in the queue.',
  rejected: 'Record rejected: the record before stands. Decide the next time in the queue.',
  alreadyAccepted: 'This record was already accepted; nothing changed.',
  alreadyRejected: 'This record was already rejected; nothing changed.',
  entered: 'Record saved: it is on the records page from the next publish.',
  unchanged: 'This record was already there; nothing changed.',
  levels: { meet: 'meet record', district: 'district record', state: 'state record' } satisfies Record<RecordLevel, string>,
} as const;
