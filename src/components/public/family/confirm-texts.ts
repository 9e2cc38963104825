/** The family page's words for ConfirmLink's question, in the page's language. */
import type { Messages } from '#domain/i18n/messages.ts';
import type { ConfirmTexts } from './ConfirmLink.tsx';

type ConfirmKey =
  | 'family.confirmTitle'
  | 'family.switchLead'
  | 'family.confirmLead'
  | 'family.confirmSwitch'
  | 'family.confirmSignIn'
  | 'family.stay'
  | 'family.dontSignIn'
  | 'family.codeFailed';

export const confirmTexts = (m: Messages<ConfirmKey>): ConfirmTexts => ({
  confirmTitle: m.t('family.confirmTitle'),
  switchLead: (current, email) => m.t('family.switchLead', { current, email }),
  confirmLead: (email) => m.t('family.confirmLead', { email }),
  confirmSwitch: (current, email) => m.t('family.confirmSwitch', { current, email }),
  confirmSignIn: (email) => m.t('family.confirmSignIn', { email }),
  stay: (current) => m.t('family.stay', { current }),
  dontSignIn: m.t('family.dontSignIn'),
  codeFailed: m.t('family.codeFailed'),
});
