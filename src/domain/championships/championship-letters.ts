/**
 * The letter confirming a championship entry, sent to the parent's address on the skater's
 * registration (never to one typed into the entry form, which anyone could fill in). Plain text.
 */
import { site } from '../../config/site.ts';
import { formatDate, formatDateTime } from '../common/dates.ts';

export interface EntryLetterFacts {
  skaterName: string;
  registrationNo: string;
  eventTitle: string;
  /** The event's day (YYYY-MM-DD). */
  eventDate: string;
  races: readonly string[];
  /** When entries close (an ISO timestamp), written in the association's time zone. */
  entriesClose: string;
  replaced: boolean;
}

const signature = `With regards,\n${site.name}\n${site.email} · ${site.phone}`;

export const entryLetter = (facts: EntryLetterFacts): { subject: string; text: string } => ({
  subject: `Entry ${facts.replaced ? 'updated' : 'confirmed'}: ${facts.skaterName}, ${facts.eventTitle}`,
  text: [
    'Dear parent or guardian,',
    `${facts.skaterName} (${facts.registrationNo}) is entered in ${facts.eventTitle} on ${formatDate(facts.eventDate)}${facts.replaced ? ', with these races replacing the ones entered before' : ''}:`,
    facts.races.map((race) => `- ${race}`).join('\n'),
    `Entries can be changed until ${formatDateTime(facts.entriesClose)} by entering the skater again with the registration number and date of birth. If you did not make this entry, please tell the association at ${site.email}.`,
    signature,
  ].join('\n\n'),
});
