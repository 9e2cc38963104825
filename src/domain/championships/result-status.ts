/**
 * Whether a race's results are final: saved results are provisional (shown from the race's day
 * on, marked so, and still changeable) until an admin marks them official; a change after that
 * needs a reason and reads as corrected. The district team and certificates count official
 * results only. No schema library here, so the public pages can import it cheaply.
 */
import { formatDate } from '#domain/common/dates.ts';

export const RESULT_STATUSES = ['provisional', 'official'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** Provisional results older than this are listed on the dashboard as waiting for the official mark. */
export const PROVISIONAL_REMINDER_DAYS = 2;
/** Races the dashboard names (their count is given in full). */
export const PROVISIONAL_REMINDER_SHOWN = 5;

/**
 * Results stored before they had a status were published as final, and the district team and
 * certificates were drawn from them: they count as official.
 */
export const statusOf = (result: { status?: ResultStatus | undefined }): ResultStatus => result.status ?? 'official';

/** Results are public from the race's day on (a championship's races share the event's date, YYYY-MM-DD). */
export const resultsPublicOn = (raceDay: string, today: string): boolean => today >= raceDay;

/** How a race's results read publicly: provisional, official, or official after a correction. */
export type PublicResultStatus = ResultStatus | 'corrected';

export const publicStatusOf = (result: { status?: ResultStatus | undefined; correctedAt?: string | undefined }): PublicResultStatus => {
  const status = statusOf(result);
  return status === 'official' && result.correctedAt !== undefined ? 'corrected' : status;
};

export const resultStatusMessages = {
  markedOfficial: 'Results marked official.',
  alreadyOfficial: 'These results are already official.',
  nothingToMark: 'This race has no results to mark official.',
  beforeRace: (day: string) => `Results can be marked official from the day of the race on (${formatDate(day)}).`,
  reasonNeeded: 'These results are official: give the reason for the correction.',
  certificatesBeforeRace: (day: string) =>
    `Certificates can be issued only once the championship has taken place: from ${formatDate(day)} on.`,
  noOfficialResults: 'This championship has no official results yet: mark its results official before issuing certificates.',
} as const;

/** What the audit log says of a race's results (after the event's title). */
export const resultStatusTexts = {
  officialAudit: (race: string) => `${race} marked official`,
  correctedAudit: (race: string, reason: string) => `${race} corrected after being official, because ${reason}`,
} as const;

/** A race whose results have been provisional for longer than the reminder's days, for the dashboard. */
export interface ProvisionalRace {
  eventId: string;
  eventTitle: string;
  raceId: string;
  race: string;
  /** When the results were first saved (ISO). */
  since: string;
}

export interface ProvisionalReminder {
  /** Every race waiting, however many are named. */
  total: number;
  /** The oldest few. */
  items: ProvisionalRace[];
}

export const provisionalReminderTexts = {
  heading: `Results provisional for more than ${PROVISIONAL_REMINDER_DAYS} days`,
  intro: 'Check these results and mark them official: until then they do not count for the district team or certificates.',
  none: 'None: every result older than that is official.',
  since: (when: string) => `saved ${when}`,
  more: (count: number) => `and ${count} more`,
  open: 'Open the championships',
} as const;
