/**
 * The letter confirming a championship entry, sent to the parent's address on the skater's
 * registration (never to one typed into the entry form, which anyone could fill in). Plain text.
 */
import { site } from '#config/site.ts';
import { formatDate, formatDateTime } from '#domain/common/dates.ts';
import { feeMessages } from '#domain/fees/fees.ts';
import { FAMILY_PAGE_URL, parentLetterEnd } from '#domain/family/letter-end.ts';

/** What an entry made owed, as the letter states it (nothing when nothing is owed). */
export interface EntryLetterCharge {
  amount: number;
  description: string;
  dueBy?: string | undefined;
}

/** The charge's line: what is owed, why, by when and where it is paid. */
export const entryChargeLines = (charge: EntryLetterCharge | undefined): string[] =>
  charge && charge.amount > 0 ? [feeMessages.owedInLetter(charge.amount, charge.description, charge.dueBy)] : [];

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
  charge?: EntryLetterCharge | undefined;
}

export const entryLetter = (facts: EntryLetterFacts): { subject: string; text: string } => ({
  subject: `Entry ${facts.replaced ? 'updated' : 'confirmed'}: ${facts.skaterName}, ${facts.eventTitle}`,
  text: [
    'Dear parent or guardian,',
    `${facts.skaterName} (${facts.registrationNo}) is entered in ${facts.eventTitle} on ${formatDate(facts.eventDate)}${facts.replaced ? ', with these races replacing the ones entered before' : ''}:`,
    facts.races.map((race) => `- ${race}`).join('\n'),
    ...entryChargeLines(facts.charge),
    `Entries can be changed until ${formatDateTime(facts.entriesClose)} on your family page (${FAMILY_PAGE_URL}). If you did not make this entry, please tell the association at ${site.email}.`,
    parentLetterEnd,
  ].join('\n\n'),
});
