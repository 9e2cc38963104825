/**
 * Withdrawing consent (docs/rules.md#withdrawing-consent): one request from the family page, as
 * easy as giving it. From that moment the skater is shown nowhere public and the club may not enter
 * them, and a deletion request goes to the registrar's queue, which deletes the profile as any
 * deletion does. Its record's schema, and the words the server and the tests share.
 */
import { z } from 'zod';
import { LANGS } from '#domain/i18n/languages.ts';

/** The language of the page a consent was given or withdrawn on (the site's language codes). */
export const consentLanguageSchema = z.enum(LANGS);

/** When consent was withdrawn, by which address, and on a page in which language. */
export const consentWithdrawalSchema = z.object({ at: z.string(), email: z.string(), language: consentLanguageSchema });
export type ConsentWithdrawal = z.infer<typeof consentWithdrawalSchema>;

export const consentMessages = {
  withdrawn:
    'Consent withdrawn. The skater is no longer shown on the site and the club can no longer enter them; the association deletes the profile and writes to you when it is done.',
  alreadyWithdrawn: 'Consent was already withdrawn for this child; the deletion is with the association.',
  /** The note the deletion request carries into the registrar's queue. */
  deletionNote: 'Consent withdrawn on the family page: delete the profile.',
  /** A renewal of a profile whose consent was withdrawn (409): it is waiting to be deleted. `on`: the day, in the site's date style. */
  noRenewal: (on: string) =>
    `Consent for this skater was withdrawn on ${on}, so their profile is being deleted and cannot be renewed. To skate again, register them as a new skater.`,
} as const;

/** True once the parent withdrew consent: the profile is then public nowhere, whatever its status. */
export const consentWithdrawn = (skater: { consentWithdrawal?: unknown }): boolean => skater.consentWithdrawal !== undefined;
