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
import { LimitReached, NotFound } from '#domain/common/errors.ts';
import { idSchema } from '#domain/common/fields.schema.ts';
import { CURRENT_NOTICE } from '#domain/registry/consent-notices.ts';
import { LETTER_LIMIT_REASON, mailProblemText } from '#domain/registry/skater-letters.ts';
import { confirmAddressLetterIn, confirmRegistrationPath } from '#domain/registry/registration-letters-in.ts';
import type { Lang } from '#domain/i18n/languages.ts';
import { registryMessages, SEND_AGAIN_MAX, UNVERIFIED_DAYS } from '#domain/registry/skater-registry.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { skaters, UNVERIFIED_LIST } from '#shared/collections/registry.ts';
import { newToken } from '#shared/security/cookies.ts';
import type { RequestContext } from '#shared/platform/http.ts';
import { siteOrigin } from '#shared/platform/site-origin.ts';
import { deliver } from '#shared/mail/send-mail.ts';
import { letterLanguage } from '#shared/mail/letter-language.ts';
import { takeLetterAllowance } from '#shared/mail/letter-quota.ts';
import { failureReason, withoutAddresses } from '#shared/mail/mail-failure.ts';
import { removeRecord } from '#shared/records/record-handlers.ts';
import { skaterRemoval } from './skater-deletion.ts';

const DAY_MS = 86_400_000;
const digestOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The token to mail, the key the form's success screen keeps to send it again (both `<id>.<random>`),
 * and what the profile keeps of them (digests only), for a profile about to be stored; with the
 * notice version and the language of the form's page, which the consent record will keep.
 */
export const newVerification = (
  id: string,
  now = Date.now(),
  language?: Lang,
): { token: string; againKey: string; verification: NonNullable<Skater['verification']> } => {
  const token = `${id}.${newToken()}`;
  const againKey = `${id}.${newToken()}`;
  return {
    token,
    againKey,
    verification: {
      digest: digestOf(token),
      expiresAt: new Date(now + UNVERIFIED_DAYS * DAY_MS).toISOString(),
      noticeVersion: CURRENT_NOTICE.version,
      ...(language ? { language } : {}),
      againDigest: digestOf(againKey),
    },
  };
};

/** The consent record of a parent signed in on the family page, whose address is confirmed already, in the page's language. */
export const familyConsent = (email: string, at: string, language: Lang): NonNullable<Skater['consent']> => ({
  email,
  confirmedAt: at,
  noticeVersion: CURRENT_NOTICE.version,
  how: 'family',
  language,
});

/**
 * Mails the link to the address typed. It counts against the address's daily allowance like every
 * letter a form sends; one not sent is logged without any personal value (the visitor can send
 * the form again, and an unconfirmed registration goes after a week anyway).
 */
const sendLink = async (req: Request, skater: Skater, token: string): Promise<void> => {
  try {
    // In the language of the form's page, remembered with the address for the letters after it.
    const lang = await letterLanguage(skater.email, req);
    const link = `${siteOrigin(req)}${confirmRegistrationPath(lang)}?token=${encodeURIComponent(token)}`;
    if (!(await takeLetterAllowance(skater.email))) {
      console.warn(`[mail] ${mailProblemText('submitted', new Date(), LETTER_LIMIT_REASON)} (skater profile ${skater._id})`);
      return;
    }
    const delivery = await deliver([{ to: skater.email, ...confirmAddressLetterIn(lang, skater, link, UNVERIFIED_DAYS) }]);
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

const invalid = () => new NotFound('Registration', registryMessages.registrationLinkInvalid);

const sameDigest = (held: string | undefined, secret: string): held is string => {
  const given = Buffer.from(digestOf(secret));
  return held !== undefined && held.length === given.length && timingSafeEqual(Buffer.from(held), given);
};

const matches = (held: Skater['verification'], token: string): held is NonNullable<Skater['verification']> =>
  held !== undefined && sameDigest(held.digest, token);

/**
 * The success screen's "send the link again", to the address given or to a corrected one (a typo
 * seen on the screen), with the key only that screen was given. Only while the registration waits
 * for its confirmation, at most `SEND_AGAIN_MAX` times; each time a new link, the earlier one stops
 * working, and the registration still goes after `UNVERIFIED_DAYS` from when it was sent. The
 * letter counts against the address's daily allowance like the first. 404 (one message) for a
 * key unknown or a registration no longer waiting; 429 once the link was sent again as often as allowed.
 */
export const sendAgain = async (
  req: Request,
  context: RequestContext,
  request: { key: string; email?: string | undefined },
  now = new Date(),
): Promise<Skater> => {
  const gone = () => new NotFound('Registration', registryMessages.sendAgainInvalid);
  const id = idSchema.safeParse(request.key.split('.')[0]);
  if (!id.success) throw gone();
  let token = '';
  const updated = await skaters().update(id.data, (current) => {
    const held = current.verification;
    if (
      current.status !== 'unverified' ||
      !held ||
      !sameDigest(held.againDigest, request.key) ||
      Date.parse(held.expiresAt) <= now.getTime()
    )
      throw gone();
    const sent = held.sentAgain ?? 0;
    if (sent >= SEND_AGAIN_MAX) throw new LimitReached(registryMessages.sendAgainLimit);
    const fresh = newVerification(current._id, now.getTime());
    token = fresh.token;
    return {
      ...current,
      ...(request.email ? { email: request.email } : {}),
      verification: { ...held, digest: fresh.verification.digest, sentAgain: sent + 1 },
    };
  });
  if (!updated) throw gone();
  mailConfirmationLater(req, context, updated, token);
  return updated;
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
    const consent = {
      email: current.email,
      confirmedAt: now.toISOString(),
      noticeVersion: held.noticeVersion,
      how: 'link' as const,
      ...(held.language ? { language: held.language } : {}),
    };
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
