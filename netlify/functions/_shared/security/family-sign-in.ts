/**
 * Signing a parent in by e-mail: the shared e-mail sign-in (email-sign-in.ts) with the family's
 * store, labels and answers, and the family's own way to ask for a letter by registration number.
 */
import { familyMessages } from '#domain/family/family.ts';
import { LETTERS_PER_NUMBER_CLIENT_HOURLY, LETTERS_PER_NUMBER_HOURLY } from '#domain/family/family-links.ts';
import { clientKey, clientNetwork } from './client-key.ts';
import { emailSignIn, reserveBoth, type LetterAllowance } from './email-sign-in.ts';

export type { LetterAllowance, LinkContext, LinkOutcome } from './email-sign-in.ts';

export const { reserveLetter, newSignInLetter, useLink, useCode, sweepSignInLetters } = emailSignIn({
  name: 'family',
  store: 'family-sign-in',
  messages: familyMessages,
});

/**
 * Counts a letter asked for with this registration number in the current hour, whether the number
 * is on the register or not: `LETTERS_PER_NUMBER_CLIENT_HOURLY` per client,
 * `LETTERS_PER_NUMBER_HOURLY` from everyone.
 */
export const reserveNumberLetter = async (registrationNo: string, ip: string, now = Date.now()): Promise<LetterAllowance> => {
  const number = await clientKey('family-number', registrationNo);
  const client = await clientKey('family-number-client', clientNetwork(ip), number);
  return reserveBoth(
    { name: `family-number-client-${client}`, limit: LETTERS_PER_NUMBER_CLIENT_HOURLY },
    { name: `family-number-${number}`, limit: LETTERS_PER_NUMBER_HOURLY },
    now,
  );
};
