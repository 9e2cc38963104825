/**
 * The words of the results desk, check-in and live results (docs/venue.md): the screens, the
 * server's answers and the tests all read them here. No schema library, so the desk and the
 * public live pages import them cheaply.
 */
import { formatTime } from '#domain/common/dates.ts';

export const venueTexts = {
  // Exactly-once changes (the server's answers).
  changeIdMissing: 'Send each change with its own change id (the Idempotency-Key header).',
  changeIdInvalid: 'A change id is 8 to 100 letters, digits or - _ . : characters.',
  changeIdReused: 'This change id was already used for a different change: give each change its own id.',
  changeStillRunning: 'This change is still being saved. Try again in a moment.',
  // The desk's changes.
  resultsSaved: 'Results saved.',
  checkinSaved: 'Check-in saved.',
  staleResults: (by: string | undefined) =>
    `${by ?? 'Another official'} changed these results while you worked on an older copy: choose which to keep.`,
  staleCheckin: (by: string | undefined) =>
    `${by ?? 'Another official'} changed this check-in while you worked on an older copy: choose which to keep.`,
  notEntrant: 'Only skaters entered in this race can be checked in.',
  deviceLabel: 'This device',
  // Audit details (after the race's name): where from, and what changed.
  auditResults: (race: string, device: string, changes: string, reason = '') =>
    `${race}, from ${device || 'an unnamed device'}: ${changes}${reason ? `, because ${reason}` : ''}`,
  auditCheckin: (race: string, device: string, changes: string) => `${race} check-in, from ${device || 'an unnamed device'}: ${changes}`,
  auditNoChange: 'no change',
  // The desk's screen.
  deskTitle: 'Results desk',
  deskIntro:
    'Enter results and check skaters in at the rink. Everything is kept on this device first and sent when there is a connection, so nothing is lost if the signal drops.',
  pickChampionship: 'Choose the championship you are running today.',
  noChampionships: 'No championship is set up yet. Set one up under Championships, then come back to run it here.',
  loadFirst: 'Open this page once with a connection to keep the championship on this device.',
  waiting: (count: number, lastSent: string | undefined) =>
    `${count} waiting to send${lastSent ? ` · last sent ${formatTime(lastSent)}` : ' · nothing sent yet'}`,
  allSent: (lastSent: string | undefined) => (lastSent ? `All sent · last sent ${formatTime(lastSent)}` : 'Nothing waiting to send'),
  offline: 'No connection: changes are kept on this device and sent when it returns.',
  online: 'Connected',
  keptOnDevice: 'Kept on this device; it is sent when there is a connection.',
  sendNow: 'Send now',
  conflictTitle: 'Changed by someone else meanwhile',
  conflictTheirs: 'Now on the site',
  conflictMine: 'Yours (not sent)',
  keepTheirs: 'Keep theirs',
  keepMine: 'Keep mine',
  searchLabel: 'Find a skater (bib, number or name)',
  present: 'Present',
  callTime: 'Call time',
  checkedIn: (present: number, total: number) => `${present} of ${total} checked in`,
  markDns: (count: number) => `Mark ${count} not checked in as DNS`,
  confirmDns: (count: number, race: string) =>
    `Mark ${count} skater${count === 1 ? '' : 's'} not checked in as DNS (did not start) in ${race}? You can still change their rows afterwards.`,
  dnsMarked: (count: number) => `${count} marked DNS. They are in the results below, waiting to send.`,
  saveResults: 'Keep results',
  correctionReason: 'Reason for the correction (these results are official)',
  resultsKept: 'Results kept on this device.',
  liveLink: 'Open the live results',
  projectorLink: 'Open the projector view',
  // Live results (public).
  nowRacing: 'Now racing',
  nextUp: 'Next up',
  nothingRacing: 'No race is running right now.',
  provisional: 'Provisional',
  official: 'Official',
  corrected: 'Official (corrected)',
  liveUpdating: 'Results update by themselves while the championship runs.',
  liveTitle: 'Live results',
  startList: 'Start list',
  results: 'Results',
  latestOfficial: 'Latest official results',
  noEntrants: 'No entrants.',
  updatedAt: (at: string) => `Updated ${formatTime(at)}`,
} as const;
