/**
 * The fee parts of letters to a parent in their language (docs/languages.md#letters-in-the-parents-language):
 * what a letter that made a fee owed says of it, the receipt's letter, and the letter saying a
 * payment the parent reported was not found. The default language's words of the first two are
 * word for word those of `feeMessages` (tests/unit/letters-in.test.ts).
 */
import { site } from '#config/site.ts';
import { FAMILY_PAGE_PATH, sitePage } from '#domain/family/letter-end.ts';
import { parentLetterEndIn } from '#domain/family/sign-in-letter.ts';
import { feeNameIn } from '#domain/i18n/fee-words.ts';
import type { Lang } from '#domain/i18n/languages.ts';
import { messagesFor } from '#domain/i18n/translate.ts';
import { lettersWords } from '#domain/i18n/words-letters.ts';
import { rupees } from './fees.ts';

/** A charge as a letter states it: how much, what for, and by when. */
export interface OwedCharge {
  amount: number;
  description: string;
  dueBy?: string | undefined;
}

/** What is owed, why, by when and where it is paid; nothing when nothing is owed. */
export const owedLinesIn = (lang: Lang, charge: OwedCharge | undefined): string[] => {
  if (!charge || charge.amount <= 0) return [];
  const m = messagesFor(lang, lettersWords);
  const params = { amount: rupees(charge.amount), why: feeNameIn(lang, charge.description), url: sitePage(m.path(FAMILY_PAGE_PATH)) };
  return [charge.dueBy ? m.t('letter.owed', { ...params, dueBy: m.date(charge.dueBy) }) : m.t('letter.owedAnyTime', params)];
};

/** The letter a receipt's PDF is attached to. */
export const receiptLetterIn = (lang: Lang, receipt: { payerName: string; number: string; amount: number }) => {
  const m = messagesFor(lang, lettersWords);
  return {
    subject: m.t('letter.receipt.subject', { number: receipt.number, site: site.name }),
    text: [
      m.t('letter.receipt.dear', { name: receipt.payerName }),
      m.t('letter.receipt.thanks', { amount: rupees(receipt.amount), number: receipt.number }),
      parentLetterEndIn(lang),
    ].join('\n\n'),
  };
};

/** A payment the parent reported (a UTR) that the treasurer did not find on the bank statement. */
export interface ClaimSetAside {
  skaterName: string;
  description: string;
  amount: number;
  utr: string;
  /** The treasurer's note, as typed. */
  reason: string;
}

/** The charge is due again: what was not found, the treasurer's note, and what to do now and where. */
export const claimSetAsideLetterIn = (lang: Lang, claim: ClaimSetAside) => {
  const m = messagesFor(lang, lettersWords);
  const why = feeNameIn(lang, claim.description);
  return {
    subject: m.t('letter.claimSetAside.subject', { why }),
    text: [
      m.t('letter.dear'),
      m.t('letter.claimSetAside.intro', { skater: claim.skaterName, why, amount: rupees(claim.amount), utr: claim.utr }),
      ...(claim.reason.trim() ? [m.t('letter.claimSetAside.reason', { reason: claim.reason.trim() })] : []),
      m.t('letter.claimSetAside.next', { url: sitePage(m.path(FAMILY_PAGE_PATH)), email: site.email }),
      parentLetterEndIn(lang),
    ].join('\n\n'),
  };
};
