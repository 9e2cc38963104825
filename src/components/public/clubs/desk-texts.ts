/**
 * The club desk's words for the family page's sign-in form and link question (SignIn,
 * ConfirmLink), from the catalogue in the page's language.
 */
import { site } from '#config/site.ts';
import type { Messages, WordsOf } from '#domain/i18n/messages.ts';
import type { clubDeskWords } from '#domain/i18n/words-club-desk.ts';
import type { ConfirmTexts } from '#components/public/family/ConfirmLink.tsx';
import type { SignInTexts } from '#components/public/family/SignIn.tsx';

export type DeskWords = WordsOf<typeof clubDeskWords>;
export type DeskMessages = Messages<keyof DeskWords['words']>;

export const deskSignInTexts = (m: DeskMessages): SignInTexts => ({
  lead: m.t('clubDesk.lead', { short: site.shortName }),
  email: m.t('clubDesk.email'),
  send: m.t('clubDesk.send'),
  sending: m.t('clubDesk.sending'),
  sendFailed: m.t('clubDesk.sendFailed'),
  code: m.t('clubDesk.code'),
  haveCode: m.t('clubDesk.haveCode'),
  checking: m.t('clubDesk.checking'),
  useCode: m.t('clubDesk.useCode'),
  codeFailed: m.t('clubDesk.codeFailed'),
});

export const deskConfirmTexts = (m: DeskMessages): ConfirmTexts => ({
  confirmTitle: m.t('clubDesk.confirmTitle'),
  switchLead: (current, email) => m.t('clubDesk.switchLead', { current, email }),
  confirmLead: (email) => m.t('clubDesk.confirmLead', { email }),
  confirmSwitch: (current, email) => m.t('clubDesk.confirmSwitch', { current, email }),
  confirmSignIn: (email) => m.t('clubDesk.confirmSignIn', { email }),
  stay: (current) => m.t('clubDesk.stay', { current }),
  dontSignIn: m.t('clubDesk.dontSignIn'),
  codeFailed: m.t('clubDesk.codeFailed'),
});

/** An amount in rupees, in the language's digits and Indian grouping ("₹1,500"). */
export const rupeesIn = (m: DeskMessages, amount: number): string => `₹${m.number(amount)}`;
