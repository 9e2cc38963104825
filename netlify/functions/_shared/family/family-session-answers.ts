/**
 * A parent's sign-in (docs/rules.md#family-page): a letter with a one-time link and a six-digit
 * code asked for by address or by a child's registration number, the session opened with either,
 * and ended. Each asking route answers the same words for every address or number, and counts its
 * attempts per client before its body is read (the routes' `allow` checks).
 */
import { familyLinkMessages } from '#domain/family/family-links.ts';
import { familyMessages, MY_PATH, SIGN_IN_REQUESTS_HOURLY } from '#domain/family/family.ts';
import { signInLetterIn } from '#domain/family/sign-in-letter.ts';
import { localePath } from '#domain/i18n/paths.ts';
import type { SignInProof } from '#domain/family/family.schema.ts';
import { LimitReached } from '#domain/common/errors.ts';
import { deliver } from '#shared/mail/send-mail.ts';
import { failureReason } from '#shared/mail/mail-failure.ts';
import { letterLanguage } from '#shared/mail/letter-language.ts';
import { json, type RequestContext } from '#shared/platform/http.ts';
import { siteOrigin } from '#shared/platform/site-origin.ts';
import { browserNote, noteAskingBrowser } from '#shared/security/family-browser.ts';
import { closeFamilySession, currentFamily, openFamilySession } from '#shared/security/sessions.ts';
import {
  newSignInLetter,
  reserveLetter,
  reserveNumberLetter,
  useCode,
  useLink,
  type LetterAllowance,
} from '#shared/security/family-sign-in.ts';
import { countFormAttempt } from '#shared/security/throttle.ts';
import { childrenOf } from './family-children.ts';
import { sendFamilyLink } from './family-links.ts';

const HOUR_MS = 3_600_000;
const SIGN_IN_LIMIT = { limit: SIGN_IN_REQUESTS_HOURLY, attempts: SIGN_IN_REQUESTS_HOURLY, windowMs: HOUR_MS };

/** Each asking route's attempts per client and hour, counted whatever the body holds. */
const attempts =
  (form: 'family-sign-in' | 'family-link' | 'family-code') =>
  async (_req: Request, context: RequestContext): Promise<void> => {
    await countFormAttempt(form, context.ip, SIGN_IN_LIMIT);
  };
export const signInAttempts = attempts('family-sign-in');
export const linkAttempts = attempts('family-link');
export const codeAttempts = attempts('family-code');

/** Signing in and out changes nothing of the site's: no audit entry. */
export const FAMILY_SESSION = 'a parent’s own session';

const sendLetter = async (req: Request, email: string, browser: string) => {
  try {
    // In the language of the page the parent asked from, remembered with the address.
    const lang = await letterLanguage(email, req);
    const { token, code } = await newSignInLetter(email, browser);
    const link = `${siteOrigin(req)}${localePath(lang, MY_PATH)}?token=${encodeURIComponent(token)}`;
    await deliver([{ to: email, ...signInLetterIn(lang, link, code) }]);
  } catch (error) {
    console.warn(`[mail] a sign-in letter was not sent: ${failureReason(error)}`);
  }
};

/** 429 saying that no letter went and when to ask again, when an hourly limit was reached. */
const refuseOverLimit = (allowance: LetterAllowance, message: (until: number) => string) => {
  if (allowance.allowed) return;
  throw new LimitReached(message(allowance.until), Math.max(1, Math.ceil((allowance.until - Date.now()) / 1000)));
};

/**
 * The same answer, at the same point, for every address: the hour's letters are counted whether
 * the address is on a registration or not, and the letter goes out after the answer. The answer
 * notes the asking browser (family-browser.ts), whose letter's link then signs in at once.
 */
export const signIn = async (req: Request, context: RequestContext, email: string): Promise<Response> => {
  refuseOverLimit(await reserveLetter(email, context.ip), familyMessages.letterLimit);
  const asking = noteAskingBrowser(req);
  if ((await childrenOf(email)).length > 0) context.waitUntil(sendLetter(req, email, asking.note));
  return json({ message: familyMessages.signInSent }, { headers: { 'Set-Cookie': asking.cookie } });
};

/** Like the sign-in: one answer, settled before whether the number is known is even looked at. */
export const askForLink = async (
  req: Request,
  context: RequestContext,
  { registrationNo, eventId }: { registrationNo: string; eventId?: string | undefined },
): Promise<Response> => {
  refuseOverLimit(await reserveNumberLetter(registrationNo, context.ip), familyLinkMessages.limit);
  const asking = noteAskingBrowser(req);
  context.waitUntil(sendFamilyLink({ origin: siteOrigin(req), registrationNo, eventId, ip: context.ip, browser: asking.note, asked: req }));
  return json({ message: familyLinkMessages.sent }, { headers: { 'Set-Cookie': asking.cookie } });
};

/**
 * A link signs in at once only in the browser that asked for it; anywhere else, or over another
 * family's session, it answers who it would sign in (and who is signed in now) for the page to
 * ask, and signs in only when asked again with `confirm`. A code signs in wherever it is typed.
 */
export const verify = async (req: Request, proof: SignInProof): Promise<Response> => {
  let email: string;
  if ('token' in proof) {
    const current = (await currentFamily(req))?.email;
    const outcome = await useLink(proof.token, { browser: browserNote(req), current, confirmed: proof.confirm === true });
    if ('confirm' in outcome) return json({ confirm: outcome.confirm });
    email = outcome.signedIn;
  } else {
    email = await useCode(proof.email, proof.code);
  }
  const cookie = await openFamilySession(req, email);
  return json({ message: familyMessages.signedIn, email }, { headers: { 'Set-Cookie': cookie } });
};

export const signOut = async (req: Request): Promise<Response> =>
  json({ message: familyMessages.signedOut }, { headers: { 'Set-Cookie': await closeFamilySession(req) } });

/**
 * With the contact details on the family's latest registration, which the skater form fills in
 * for a new child (the family's own data, to the family's own session only).
 */
export const session = async (req: Request): Promise<Response> => {
  const family = await currentFamily(req);
  if (!family) return json({ signedIn: false });
  const latest = (await childrenOf(family.email)).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const contact = latest ? { parentName: latest.parentName, phoneNo: latest.phoneNo } : undefined;
  return json({ signedIn: true, email: family.email, ...(contact ? { contact } : {}) });
};
