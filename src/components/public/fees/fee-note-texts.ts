/**
 * What FeeNote says, in a page's language (`feeNoteTexts`, from the words the page handed its
 * island) or in the default one (`englishFeeNote`, for the admin area, which stays in English).
 */
import type { Messages } from '#domain/i18n/messages.ts';
import { feeMessages, type ChampionshipFees } from '#domain/fees/fees.ts';
import { REGISTRATION_FEE_DAYS } from '#config/rules.ts';

export interface FeeNoteTexts {
  /** The season's registration or renewal fee, or that there is none. */
  season: (amount: number, renewal: boolean) => string;
  /** A championship's entry fees, after their lead ("Entry fee: ₹300 per skater, …"). */
  entry: (fees: ChampionshipFees) => string;
}

export type FeeNoteKey =
  | 'forms.rupees'
  | 'forms.feeRegistration'
  | 'forms.feeRenewal'
  | 'forms.noRegistrationFee'
  | 'forms.noRenewalFee'
  | 'forms.entryFeeLead'
  | 'forms.perSkater'
  | 'forms.perRace'
  | 'forms.lateFee'
  | 'forms.noEntryFee';

export const englishFeeNote: FeeNoteTexts = {
  season: feeMessages.registrationFeeNote,
  entry: (fees) => `${feeMessages.entryFeeLead} ${feeMessages.entryFeeNote(fees)}`,
};

export const feeNoteTexts = (m: Messages<FeeNoteKey>): FeeNoteTexts => {
  const money = (amount: number) => m.t('forms.rupees', { amount });
  return {
    season: (amount, renewal) =>
      amount > 0
        ? m.t(renewal ? 'forms.feeRenewal' : 'forms.feeRegistration', { amount: money(amount), days: REGISTRATION_FEE_DAYS })
        : m.t(renewal ? 'forms.noRenewalFee' : 'forms.noRegistrationFee'),
    entry: (fees) => {
      const parts = [
        fees.perSkater > 0 ? m.t('forms.perSkater', { amount: money(fees.perSkater) }) : '',
        fees.perRace > 0 ? m.t('forms.perRace', { amount: money(fees.perRace) }) : '',
        fees.lateFee > 0 && fees.lateAfter ? m.t('forms.lateFee', { amount: money(fees.lateFee), date: m.date(fees.lateAfter) }) : '',
      ].filter(Boolean);
      return `${m.t('forms.entryFeeLead')} ${parts.join(', ') || m.t('forms.noEntryFee')}`;
    },
  };
};
