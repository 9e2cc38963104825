/**
 * The confirmation of an entry, to the parent's address on the skater's registration, and the
 * letter saying the association withdrew it. A letter
 * that cannot be sent never loses or blocks the entry: it is already stored. The failure is logged
 * without any personal value and kept on the entry as `mailProblem` for the admins. A registrar
 * makes the entry, so the letter is in the language remembered for the parent's address.
 */
import { entryLetterIn, entryWithdrawnLetterIn } from '#domain/championships/entry-letters-in.ts';
import type { Championship, Entry, Race } from '#domain/championships/championship.schema.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { formatDate } from '#domain/common/dates.ts';
import { entries } from '#shared/collections/championships.ts';
import { skaters } from '#shared/collections/registry.ts';
import { events } from '#shared/collections/events.ts';
import { charges } from '#shared/collections/fees.ts';
import type { RequestContext } from '#shared/platform/http.ts';
import { deliver } from '#shared/mail/send-mail.ts';
import { letterLanguage } from '#shared/mail/letter-language.ts';
import { failureReason, withoutAddresses } from '#shared/mail/mail-failure.ts';

export interface EntryConfirmation {
  championship: Championship;
  skater: Skater;
  entry: Entry;
  races: readonly Race[];
  replaced: boolean;
}

const send = async ({ championship, skater, entry, races, replaced }: EntryConfirmation): Promise<string | undefined> => {
  try {
    const [event, charge, lang] = await Promise.all([
      events().get(championship._id),
      charges().get(`entry-${entry._id}`),
      letterLanguage(skater.email),
    ]);
    const letter = entryLetterIn(lang, {
      skaterName: skater.name,
      registrationNo: entry.registrationNo,
      // No title: the letter says "the championship" in its language.
      eventTitle: event?.title ?? '',
      eventDate: event?.date ?? '',
      races: races.map((race) => race.name),
      entriesClose: championship.entriesClose,
      replaced,
      // The entry's charge while it is owed: the letter says how much, why, by when and where to pay.
      charge: charge?.state === 'due' ? { amount: charge.amount, description: charge.description, dueBy: charge.dueBy } : undefined,
    });
    const delivery = await deliver([{ to: skater.email, ...letter }]);
    return delivery.failed[0]?.reason;
  } catch (error) {
    return failureReason(error);
  }
};

export const confirmEntry = async (confirmation: EntryConfirmation): Promise<void> => {
  const problem = await send(confirmation);
  const { entry } = confirmation;
  try {
    if (problem !== undefined) {
      const mailProblem = `The confirmation of ${formatDate(new Date().toISOString())} was not sent: ${withoutAddresses(problem)}`;
      console.warn(`[mail] the confirmation of entry ${entry._id} was not sent: ${withoutAddresses(problem)}`);
      await entries().update(entry._id, (current) => ({ ...current, mailProblem }));
    } else if (entry.mailProblem !== undefined) {
      await entries().update(entry._id, ({ mailProblem: _solved, ...current }) => current);
    }
  } catch (error) {
    console.warn(`[mail] the mail state of entry ${entry._id} was not saved: ${failureReason(error)}`);
  }
};

/** The answer does not wait for the mail server. */
export const confirmEntryLater = (context: RequestContext, confirmation: EntryConfirmation): void => {
  context.waitUntil(confirmEntry(confirmation));
};

/**
 * The association withdrew the entry: the parent is told, with whether its fee was waived (a
 * failure is logged without the address and never undoes the withdrawal). The letter goes to the
 * address on the registration now.
 */
const tellWithdrawn = async (entry: Entry, feeWaived: boolean): Promise<void> => {
  try {
    const [skater, event] = await Promise.all([skaters().get(entry.skaterId), events().get(entry.eventId)]);
    if (!skater || skater.email === '') return;
    const letter = entryWithdrawnLetterIn(await letterLanguage(skater.email), {
      skaterName: entry.name,
      eventTitle: event?.title ?? '',
      feeWaived,
    });
    const problem = (await deliver([{ to: skater.email, ...letter }])).failed[0]?.reason;
    if (problem !== undefined) console.warn(`[mail] the withdrawal of entry ${entry._id} was not told: ${withoutAddresses(problem)}`);
  } catch (error) {
    console.warn(`[mail] the withdrawal of entry ${entry._id} was not told: ${failureReason(error)}`);
  }
};

/** The answer does not wait for the mail server. */
export const tellWithdrawnLater = (context: RequestContext, entry: Entry, feeWaived: boolean): void => {
  context.waitUntil(tellWithdrawn(entry, feeWaived));
};
