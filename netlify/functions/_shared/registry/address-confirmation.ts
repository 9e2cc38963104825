/**
 * A registration from the public form is consent only once the parent has shown they hold the
 * address typed: until then the profile is `unverified`, reaches no registrar and names no family,
 * and a one-time link goes to that address. Following it makes the profile pending and writes the
 * consent record (who, when, on which notice version). Registrations nobody confirmed are deleted
 * with their files after `UNVERIFIED_DAYS` by the daily sweep.
 *
 * The token names its profile (`<id>.<random>`), so no look-up table is needed; the profile keeps
 * only a SHA-256 of it, and confirming is a conditional write that removes it, so a link works once.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { idSchema } from '#domain/common/fields.schema.ts';
import { CURRENT_NOTICE } from '#domain/registry/consent-notices.ts';
import { CONFIRM_REGISTRATION_PAGE, confirmAddressLetter, LETTER_LIMIT_REASON, mailProblemText } from '#domain/registry/skater-letters.ts';
import { registryMessages, UNVERIFIED_DAYS } from '#domain/registry/skater-registry.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { skaters } from '../store/collections.ts';
import { UNVERIFIED_LIST } from '../publish/skater-visibility.ts';
import { newToken } from '../security/cookies.ts';
import { HttpError, type RequestContext } from '../platform/http.ts';
import { siteOrigin } from '../platform/site-origin.ts';
import { deliver } from '../mail/send-mail.ts';
import { takeLetterAllowance } from '../mail/letter-quota.ts';
import { failureReason, withoutAddresses } from '../mail/mail-failure.ts';
import { removeRecord } from '../records/record-handlers.ts';
import { skaterRemoval } from './skater-deletion.ts';

const DAY_MS = 86_400_000;
const digestOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The token to mail and what the profile keeps of it, for a profile about to be stored. */
export const newVerification = (id: string, now = Date.now()): { token: string; verification: NonNullable<Skater['verification']> } => {
  const token = `${id}.${newToken()}`;
  return {
    token,
    verification: {
      digest: digestOf(token),
      expiresAt: new Date(now + UNVERIFIED_DAYS * DAY_MS).toISOString(),
      noticeVersion: CURRENT_NOTICE.version,
    },
  };
};

/** The consent record of a parent signed in on the family page, whose address is confirmed already. */
export const familyConsent = (email: string, at: string): NonNullable<Skater['consent']> => ({
  email,
  confirmedAt: at,
  noticeVersion: CURRENT_NOTICE.version,
  how: 'family',
});

/**
 * Mails the link to the address typed. It counts against the address's daily allowance like every
 * letter a form sends; one not sent is logged without any personal value (the visitor can send
 * the form again, and an unconfirmed registration goes after a week anyway).
 */
const sendLink = async (req: Request, skater: Skater, token: string): Promise<void> => {
  const link = `${siteOrigin(req)}${CONFIRM_REGISTRATION_PAGE}?token=${encodeURIComponent(token)}`;
  try {
    if (!(await takeLetterAllowance(skater.email))) {
      console.warn(`[mail] ${mailProblemText('submitted', new Date(), LETTER_LIMIT_REASON)} (skater profile ${skater._id})`);
      return;
    }
    const delivery = await deliver([{ to: skater.email, ...confirmAddressLetter(skater, link, UNVERIFIED_DAYS) }]);
    const failure = delivery.failed[0];
    if (failure)
      console.warn(`[mail] the confirmation link of skater profile ${skater._id} was not sent: ${withoutAddresses(failure.reason)}`);
  } catch (error) {
    console.warn(`[mail] the confirmation link of skater profile ${skater._id} was not sent: ${withoutAddresses(failureReason(error))}`);
  }
};

export const mailConfirmationLater = (req: Request, context: RequestContext, skater: Skater, token: string): void => {
  context.waitUntil(sendLink(req, skater, token));
};

const invalid = () => new HttpError(404, registryMessages.registrationLinkInvalid);

const matches = (held: Skater['verification'], token: string): held is NonNullable<Skater['verification']> => {
  const given = Buffer.from(digestOf(token));
  return held !== undefined && held.digest.length === given.length && timingSafeEqual(Buffer.from(held.digest), given);
};

/**
 * Confirms the registration the link names, once, before it expires (404 otherwise, one message
 * for every reason): pending from now on, with the consent record of the address on file.
 */
export const confirmRegistration = async (token: string, now = new Date()): Promise<Skater> => {
  const id = idSchema.safeParse(token.split('.')[0]);
  if (!id.success) throw invalid();
  const updated = await skaters().update(id.data, (current) => {
    const { verification: held, ...rest } = current;
    if (current.status !== 'unverified' || !matches(held, token) || Date.parse(held.expiresAt) <= now.getTime()) throw invalid();
    const consent = { email: current.email, confirmedAt: now.toISOString(), noticeVersion: held.noticeVersion, how: 'link' as const };
    return { ...rest, status: 'pending' as const, consentAt: consent.confirmedAt, consent };
  });
  if (!updated) throw invalid();
  return updated;
};

/**
 * Deletes the registrations nobody confirmed within `UNVERIFIED_DAYS`, with their photo and
 * identity proof and the keys they held. Reads the index of unconfirmed ones from the oldest and
 * stops at the first that is not late yet, so the cost follows the number deleted, not the registry.
 */
export const sweepUnverified = async (now = new Date()): Promise<number> => {
  const cutoff = new Date(now.getTime() - UNVERIFIED_DAYS * DAY_MS).toISOString();
  const late: string[] = [];
  scan: for await (const chunk of skaters().scan('unverified', { partition: UNVERIFIED_LIST })) {
    for (const { _id, createdAt } of chunk) {
      if (createdAt > cutoff) break scan;
      late.push(_id);
    }
  }
  const { rebuild: _nothingPublic, ...removal } = skaterRemoval;
  const pending: Promise<unknown>[] = [];
  const context: RequestContext = { params: {}, ip: '', waitUntil: (promise) => void pending.push(promise) };
  let deleted = 0;
  for (const id of late) {
    const skater = await skaters().get(id);
    // Confirmed meanwhile: it is the registrar's now.
    if (skater?.status !== 'unverified') continue;
    await removeRecord(skaters, 'Skater profile', removal, id, context);
    deleted += 1;
  }
  await Promise.allSettled(pending);
  return deleted;
};
