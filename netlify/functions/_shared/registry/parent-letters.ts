/**
 * Letters to a skater's parent (submission, renewal, approval, rejection) through the mail layer.
 * A letter that cannot be sent never undoes or blocks the change it reports: the profile is
 * already stored. The failure is logged without any personal value and kept on the profile as
 * `mailProblem`, so an admin sees it and can tell the parent another way; a later letter that goes
 * out clears it. The letters a visitor's form sends count against the address's daily allowance
 * (letter-quota.ts); one over it is not sent, and kept on the profile the same way.
 */
import type { Skater } from '#domain/registry/skater.schema.ts';
import { FORM_LETTERS, LETTER_LIMIT_REASON, mailProblemText, type SkaterLetterKind } from '#domain/registry/skater-letters.ts';
import { skaterLetterIn } from '#domain/registry/registration-letters-in.ts';
import { letterLanguage } from '#shared/mail/letter-language.ts';
import { charges, readPolicy } from '#shared/collections/fees.ts';
import { skaters } from '#shared/collections/registry.ts';
import { feeMessages, registrationChargeId } from '#domain/fees/fees.ts';
import type { RequestContext } from '#shared/platform/http.ts';
import { takeLetterAllowance } from '#shared/mail/letter-quota.ts';
import { deliver } from '#shared/mail/send-mail.ts';
import { failureReason, withoutAddresses } from '#shared/mail/mail-failure.ts';

export interface MailOutcome {
  sent: boolean;
  problem?: string;
}

/** Letters sent when a registration or renewal has made a fee owed: they say what, why, by when and where it is paid. */
const CHARGING_LETTERS: readonly SkaterLetterKind[] = ['submitted', 'renewed'];

/** The season's registration charge while it is still due (one read by its id), for the letter to state. */
const dueCharge = async (kind: SkaterLetterKind, skater: Skater) => {
  if (!CHARGING_LETTERS.includes(kind)) return undefined;
  const charge = await charges().get(registrationChargeId(skater));
  return charge?.state === 'due' ? { amount: charge.amount, description: charge.description, dueBy: charge.dueBy } : undefined;
};

/** Whether the rejection waived the season's registration charge (one read by its id). */
const waivedOnRejection = async (kind: SkaterLetterKind, skater: Skater): Promise<boolean> => {
  if (kind !== 'rejected') return false;
  const charge = await charges().get(registrationChargeId(skater));
  return charge?.state === 'waived' && charge.reason === feeMessages.waivedNotApproved;
};

/**
 * `asked` is the parent's own request (a form, the family page), whose page's language the letter
 * is written in and remembered; without it (a registrar's decision) the language remembered is used.
 */
const trySending = async (kind: SkaterLetterKind, skater: Skater, asked: Request | undefined): Promise<MailOutcome> => {
  try {
    if (FORM_LETTERS.includes(kind) && !(await takeLetterAllowance(skater.email))) return { sent: false, problem: LETTER_LIMIT_REASON };
    const [charge, feeWaived, lang] = await Promise.all([
      dueCharge(kind, skater),
      waivedOnRejection(kind, skater),
      letterLanguage(skater.email, asked),
    ]);
    // Approval waits for the fee: the parent must know, or waits for an approval that cannot come.
    const approvalWaits = charge !== undefined && (await readPolicy()).approvalWaitsForFee;
    const letter = skaterLetterIn(lang, kind, { ...skater, charge, feeWaived, approvalWaits });
    const delivery = await deliver([{ to: skater.email, ...letter }]);
    const failure = delivery.failed[0];
    return failure ? { sent: false, problem: failure.reason } : { sent: true };
  } catch (error) {
    return { sent: false, problem: failureReason(error) };
  }
};

/** Sends the letter and records how it went on the profile; never throws. */
export const mailParent = async (
  kind: SkaterLetterKind,
  skater: Skater,
  { now = new Date(), asked }: { now?: Date; asked?: Request } = {},
): Promise<MailOutcome> => {
  const outcome = await trySending(kind, skater, asked);
  try {
    if (!outcome.sent) {
      console.warn(`[mail] the ${kind} letter of skater profile ${skater._id} was not sent: ${withoutAddresses(outcome.problem ?? '')}`);
      const mailProblem = mailProblemText(kind, now, outcome.problem ?? '');
      await skaters().update(skater._id, (current) => ({ ...current, mailProblem }));
    } else if (skater.mailProblem !== undefined) {
      await skaters().update(skater._id, ({ mailProblem: _solved, ...current }) => current);
    }
  } catch (error) {
    // The profile may have been deleted meanwhile; the letter's outcome is still the answer.
    console.warn(`[mail] the mail state of skater profile ${skater._id} was not saved: ${failureReason(error)}`);
  }
  return outcome;
};

/** For public forms: the parent's answer does not wait for the mail server. */
export const mailParentLater = (context: RequestContext, kind: SkaterLetterKind, skater: Skater, asked?: Request): void => {
  context.waitUntil(mailParent(kind, skater, asked ? { asked } : {}));
};
