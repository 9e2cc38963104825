/**
 * A change of e-mail or phone asked for with a public renewal is never made by the renewal: the
 * date of birth that renewal rests on can be guessed, and whoever controls the address on file
 * receives every later letter. The change is held on the profile, and a one-time link (48 hours)
 * goes to the address on file; following it makes the change and tells that address once more.
 * A registrar correcting the contact details settles it too (skater-review.ts drops the held change).
 *
 * The token names its profile (`<id>.<random>`), so no look-up table is needed; the profile keeps
 * only a SHA-256 of it, and making the change is a conditional write that removes it, so a link
 * works once.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { NotFound } from '#domain/common/errors.ts';
import { confirmContactPath, contactChangeAskedLetterIn, contactChangedLetterIn } from '#domain/registry/contact-change-letters-in.ts';
import { idSchema } from '#domain/common/fields.schema.ts';
import { CONTACT_CHANGE_HOURS, registryMessages } from '#domain/registry/skater-registry.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { skaters } from '#shared/collections/registry.ts';
import { chargesFollowAddress } from '#shared/fees/charge-family.ts';
import { newToken } from '#shared/security/cookies.ts';
import type { RequestContext } from '#shared/platform/http.ts';
import { deliver, type Letter } from '#shared/mail/send-mail.ts';
import { letterLanguage, rememberedLanguage, rememberLanguage } from '#shared/mail/letter-language.ts';
import { failureReason, withoutAddresses } from '#shared/mail/mail-failure.ts';

export interface ContactDetails {
  email?: string | undefined;
  phoneNo?: string | undefined;
}

const digestOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** What a renewal asks to change: only the details that differ from those on file. */
export const contactAsked = (skater: Skater, given: ContactDetails): ContactDetails | undefined => {
  const asked = {
    ...(given.email !== undefined && given.email.toLowerCase() !== skater.email.toLowerCase() ? { email: given.email } : {}),
    ...(given.phoneNo !== undefined && given.phoneNo !== skater.phoneNo ? { phoneNo: given.phoneNo } : {}),
  };
  return Object.keys(asked).length > 0 ? asked : undefined;
};

/** The letter is logged without any personal value when it cannot be sent; the held change stays for a registrar to see. */
const send = async (letter: Letter, what: string, skaterId: string): Promise<void> => {
  try {
    const delivery = await deliver([letter]);
    const failure = delivery.failed[0];
    if (failure) console.warn(`[mail] the ${what} letter of skater profile ${skaterId} was not sent: ${withoutAddresses(failure.reason)}`);
  } catch (error) {
    console.warn(`[mail] the ${what} letter of skater profile ${skaterId} was not sent: ${withoutAddresses(failureReason(error))}`);
  }
};

/** Holds the change on the profile and mails the link to the address on file (the answer does not wait for it). */
export const holdContactChange = async (
  req: Request,
  context: RequestContext,
  skater: Skater,
  asked: ContactDetails,
  now = Date.now(),
): Promise<void> => {
  const token = `${skater._id}.${newToken()}`;
  const held = {
    ...asked,
    digest: digestOf(token),
    requestedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + CONTACT_CHANGE_HOURS * 3_600_000).toISOString(),
  };
  const updated = await skaters().update(skater._id, (current) => ({ ...current, contactChange: held }));
  if (!updated) return;
  // In the language remembered for the address on file: whoever renewed may not be its owner, so their page's language is not taken.
  const lang = await letterLanguage(updated.email);
  const link = `${new URL(req.url).origin}${confirmContactPath(lang)}?token=${encodeURIComponent(token)}`;
  const letter = contactChangeAskedLetterIn(lang, { name: updated.name, registrationNo: updated.registrationNo, ...asked }, link);
  context.waitUntil(send({ to: updated.email, ...letter }, 'contact-change', updated._id));
};

const invalid = () => new NotFound('Contact change', registryMessages.contactLinkInvalid);

const matches = (held: Skater['contactChange'], token: string): held is NonNullable<Skater['contactChange']> => {
  const given = Buffer.from(digestOf(token));
  return held !== undefined && held.digest.length === given.length && timingSafeEqual(Buffer.from(held.digest), given);
};

/**
 * Makes the held change the link names, once, before it expires (404 otherwise, one message for
 * every reason), and tells the address that was on file.
 */
export const confirmContactChange = async (context: RequestContext, token: string, now = Date.now()): Promise<void> => {
  const id = idSchema.safeParse(token.split('.')[0]);
  if (!id.success) throw invalid();
  let before: Skater | undefined;
  const updated = await skaters().update(id.data, (current) => {
    const { contactChange: held, ...rest } = current;
    if (!matches(held, token) || Date.parse(held.expiresAt) <= now) throw invalid();
    before = current;
    return {
      ...rest,
      ...(held.email === undefined ? {} : { email: held.email }),
      ...(held.phoneNo === undefined ? {} : { phoneNo: held.phoneNo }),
    };
  });
  if (!updated || !before?.contactChange) throw invalid();
  const { email, phoneNo } = before.contactChange;
  // The child's charges and receipts go where the child's letters go.
  if (email !== undefined) await chargesFollowAddress(updated._id, updated.email);
  const lang = await letterLanguage(before.email);
  // The new address's letters keep the family's language until the parent uses the site from it.
  if (email !== undefined && (await rememberedLanguage(email)) === undefined) await rememberLanguage(email, lang);
  const letter = contactChangedLetterIn(lang, { name: updated.name, registrationNo: updated.registrationNo, email, phoneNo });
  context.waitUntil(send({ to: before.email, ...letter }, 'contact-changed', updated._id));
};
