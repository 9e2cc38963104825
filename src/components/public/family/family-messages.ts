/** The words the family page's island is handed (the family and forms areas, in the page's language) and what its parts read them with. */
import type { KeyOf } from '#domain/i18n/catalogue.ts';
import type { Messages, PageWords } from '#domain/i18n/messages.ts';
import type { commonWords } from '#domain/i18n/words-common.ts';
import type { familyWords } from '#domain/i18n/words-family.ts';
import type { formsWords } from '#domain/i18n/words-forms.ts';

export type FamilyKey = KeyOf<typeof familyWords> | KeyOf<typeof formsWords> | KeyOf<typeof commonWords>;
export type FamilyWords = PageWords<FamilyKey>;
export type FamilyMessages = Messages<FamilyKey>;

/** "₹1,500": an amount in whole rupees, in the page's digits. */
export const money = (m: Messages<'forms.rupees'>, amount: number): string => m.t('forms.rupees', { amount });
