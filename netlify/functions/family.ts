/**
 * The family page's API (docs/rules.md#family-page): parents sign in with the e-mail address on
 * their children's registrations and act for each child. Every route but the sign-in ones needs a
 * family session (access 'family'), which is never an admin session; a child is any profile whose
 * e-mail on file is the signed-in address, and any other id answers 404.
 * - POST /api/family/sign-in {email}: one answer whether or not the address is known; a letter
 *   with a one-time link and a six-digit code goes to a known one. Limited per client (429), and
 *   letters per address and client and per address (429 saying no letter went, in the same words
 *   for every address). Notes the asking browser in a short-lived cookie.
 * - POST /api/family/link {registrationNo, eventId?}: a renewal (or, with `eventId`, a championship's
 *   entry) asked for without a session: one answer for every number; a sign-in letter goes to the
 *   address on the registration, its link leading to that child's renewal or entry on the family
 *   page. Limited per client (429), per number and client and per number (429, the same words for
 *   every number), and per address (no letter, same answer).
 * - POST /api/family/verify {token, confirm?} or {email, code}: opens the session (cookie `family`);
 *   a link from another browser, or over another family's session, first answers `{confirm}`.
 * - POST /api/family/sign-out; GET /api/family/session (with the contact details a new child's form starts from).
 * - GET /api/family/children: the children with what the page shows of each.
 * - POST /api/family/children/{id}/renew: renewal for the season now running, in one step.
 * - GET /api/family/children/{id}/championships; POST …/entries {eventId, add, remove}.
 * - GET /api/family/children/{id}/results: results and certificates (each with its PDF).
 * - GET, POST /api/family/children/{id}/requests: the parent's correction, deletion and access requests.
 * - GET /api/family/children/{id}/data: everything stored about the child (the readable page /my/data shows it); …/proof the identity proof.
 * - GET /api/family/fees: the children's charges, the receipts and how to pay.
 * - POST /api/family/payments {chargeIds}: a UPI payment of those charges (link, QR code, amount, reference).
 * - POST /api/family/payments/claim {reference, utr}: paid; the charges are claimed until the treasurer confirms.
 * - GET /api/family/receipts/{id}: a receipt's PDF.
 */
import { familyMessages, MY_PATH, SIGN_IN_REQUESTS_HOURLY } from '../../src/domain/family/family.ts';
import { signInLetterIn } from '../../src/domain/family/sign-in-letter.ts';
import { localePath } from '../../src/domain/i18n/paths.ts';
import { letterLanguage } from './_shared/i18n/letter-language.ts';
import { familyLinkMessages } from '../../src/domain/family/family-links.ts';
import {
  familyEntrySchema,
  familyLinkSchema,
  familyRenewSchema,
  familyRequestSchema,
  signInProofSchema,
  signInRequestSchema,
} from '../../src/domain/family/family.schema.ts';
import { publicRoute, forFamily } from './_shared/security/access.ts';
import { closeFamilySession, currentFamily, openFamilySession, requireFamily } from './_shared/security/family-sessions.ts';
import {
  newSignInLetter,
  reserveLetter,
  reserveNumberLetter,
  useCode,
  useLink,
  type LetterAllowance,
} from './_shared/security/family-sign-in.ts';
import { browserNote, noteAskingBrowser } from './_shared/security/family-browser.ts';
import { sendFamilyLink } from './_shared/family/family-links.ts';
import { countFormAttempt } from './_shared/security/throttle.ts';
import { childOf, childrenOf, childView } from './_shared/family/family-children.ts';
import { certificatesOf, championshipsFor, changeRaces } from './_shared/family/family-championships.ts';
import { receiveRequest, requestsOf, requestView } from './_shared/family/data-requests.ts';
import { childData } from './_shared/family/child-data.ts';
import { childDataPagePath } from '../../src/domain/family/child-data-texts.ts';
import { familyFees, familyReceipt, familyChargeView } from './_shared/family/family-fees.ts';
import { claimPayment, startPayment } from './_shared/fees/charges.ts';
import { paymentWay } from './_shared/fees/upi-payment.ts';
import { receiptPdf } from './_shared/fees/receipt-pdf.ts';
import { receiptFileName } from './_shared/fees/receipt-mail.ts';
import { feeMessages } from '../../src/domain/fees/fees.ts';
import { payRequestSchema, utrClaimSchema } from '../../src/domain/fees/fees.schema.ts';
import { skaterResults } from './_shared/championships/race-results.ts';
import { renew } from './_shared/registry/renewal.ts';
import { mailParentLater } from './_shared/registry/parent-letters.ts';
import { checkImages, readImage } from './_shared/media/stored-images.ts';
import { proofDownload } from './_shared/media/proof-download.ts';
import { deliver } from './_shared/mail/send-mail.ts';
import { failureReason } from './_shared/mail/mail-failure.ts';
import { siteOrigin } from './_shared/platform/site-origin.ts';
import { binary, HttpError, json, notFound, readJson, type Handler } from './_shared/platform/http.ts';
import { byMethod, byPath, handle, pathId } from './_shared/platform/router.ts';
import { unaudited } from './_shared/audit/audited.ts';

const HOUR_MS = 3_600_000;
const SIGN_IN_LIMIT = { limit: SIGN_IN_REQUESTS_HOURLY, attempts: SIGN_IN_REQUESTS_HOURLY, windowMs: HOUR_MS };

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
  const seconds = Math.max(1, Math.ceil((allowance.until - Date.now()) / 1000));
  throw new HttpError(429, message(allowance.until), undefined, { 'Retry-After': String(seconds) });
};

/**
 * The same answer, at the same point, for every address: the hour's letters are counted whether
 * the address is on a registration or not, and the letter goes out after the answer. The answer
 * notes the asking browser (family-browser.ts), whose letter's link then signs in at once.
 */
const signIn: Handler = async (req, context) => {
  await countFormAttempt('family-sign-in', context.ip, SIGN_IN_LIMIT);
  const { email } = await readJson(req, signInRequestSchema);
  refuseOverLimit(await reserveLetter(email, context.ip), familyMessages.letterLimit);
  const asking = noteAskingBrowser(req);
  if ((await childrenOf(email)).length > 0) context.waitUntil(sendLetter(req, email, asking.note));
  return json({ message: familyMessages.signInSent }, { headers: { 'Set-Cookie': asking.cookie } });
};

/** Like the sign-in: one answer, settled before whether the number is known is even looked at. */
const askForLink: Handler = async (req, context) => {
  await countFormAttempt('family-link', context.ip, SIGN_IN_LIMIT);
  const { registrationNo, eventId } = await readJson(req, familyLinkSchema);
  refuseOverLimit(await reserveNumberLetter(registrationNo, context.ip), familyLinkMessages.limit);
  const asking = noteAskingBrowser(req);
  context.waitUntil(sendFamilyLink({ origin: siteOrigin(req), registrationNo, eventId, ip: context.ip, browser: asking.note }));
  return json({ message: familyLinkMessages.sent }, { headers: { 'Set-Cookie': asking.cookie } });
};

/**
 * A link signs in at once only in the browser that asked for it; anywhere else, or over another
 * family's session, it answers who it would sign in (and who is signed in now) for the page to
 * ask, and signs in only when asked again with `confirm`. A code signs in wherever it is typed.
 */
const verify: Handler = async (req, context) => {
  await countFormAttempt('family-code', context.ip, SIGN_IN_LIMIT);
  const proof = await readJson(req, signInProofSchema);
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

const signOut: Handler = async (req) =>
  json({ message: familyMessages.signedOut }, { headers: { 'Set-Cookie': await closeFamilySession(req) } });

/**
 * With the contact details on the family's latest registration, which the skater form fills in
 * for a new child (the family's own data, to the family's own session only).
 */
const session: Handler = async (req) => {
  const family = await currentFamily(req);
  if (!family) return json({ signedIn: false });
  const latest = (await childrenOf(family.email)).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const contact = latest ? { parentName: latest.parentName, phoneNo: latest.phoneNo } : undefined;
  return json({ signedIn: true, email: family.email, ...(contact ? { contact } : {}) });
};

/** The signed-in address and the child the path names (404 for anyone else's). */
const child = async (req: Request, context: Parameters<Handler>[1]) => {
  const { email } = await requireFamily(req);
  return { email, skater: await childOf(email, pathId(context, 'Skater')) };
};

const listChildren: Handler = async (req) => {
  const { email } = await requireFamily(req);
  const now = new Date();
  const children = (await childrenOf(email)).map((skater) => childView(skater, now)).sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return json({ email, children });
};

/** Nothing retyped: the number, date of birth and contact details are those on file; consent is given again. */
const renewChild: Handler = async (req, context) => {
  const { skater } = await child(req, context);
  const { consent: _consent, ...changes } = await readJson(req, familyRenewSchema);
  const noPhoto = await checkImages(skater._id, { skaterPhoto: { value: '', label: 'Skater photo', visibility: 'personal' } });
  const renewed = await renew(skater, { registrationNo: skater.registrationNo ?? '', dob: skater.dob, ...changes }, noPhoto);
  mailParentLater(context, 'renewed', renewed);
  return json({ message: familyMessages.renewed, child: childView(renewed) });
};

const listChampionships: Handler = async (req, context) => {
  const { skater } = await child(req, context);
  return json({ championships: await championshipsFor(skater) });
};

const changeEntry: Handler = async (req, context) => {
  const { skater } = await child(req, context);
  const change = await readJson(req, familyEntrySchema);
  const { raceIds } = await changeRaces(context, skater, change);
  return json({ message: familyMessages.entryChanged, raceIds });
};

const results: Handler = async (req, context) => {
  const { skater } = await child(req, context);
  const [rows, certificates] = await Promise.all([skaterResults(skater._id), certificatesOf(skater._id)]);
  return json({ results: rows, certificates });
};

const listRequests: Handler = async (req, context) => {
  const { skater } = await child(req, context);
  return json({ requests: (await requestsOf(skater._id)).map(requestView) });
};

const addRequest: Handler = async (req, context) => {
  const { email, skater } = await child(req, context);
  const request = await receiveRequest(email, skater, await readJson(req, familyRequestSchema));
  return json({ message: familyMessages.requestReceived, request: requestView(request) }, { status: 201 });
};

const download: Handler = async (req, context) => {
  const { skater } = await child(req, context);
  // The readable page is the site's own page now; an older link to the page this route wrote goes there.
  if (new URL(req.url).searchParams.get('format') === 'html') {
    return new Response(null, { status: 303, headers: { Location: childDataPagePath(skater._id), 'Cache-Control': 'private, no-store' } });
  }
  const name = `skater-data-${skater.registrationNo ?? skater._id}`;
  return json(await childData(skater), {
    headers: { 'Content-Disposition': `attachment; filename="${name}.json"` },
  });
};

const proof: Handler = async (req, context) => {
  const { skater } = await child(req, context);
  const file = skater.fileKey !== '' ? await readImage(skater.fileKey, 'private') : null;
  if (!file) throw notFound('Identity proof');
  return proofDownload(file);
};

const fees: Handler = async (req) => {
  const { email } = await requireFamily(req);
  return json(await familyFees(email));
};

const pay: Handler = async (req) => {
  const { email } = await requireFamily(req);
  const { chargeIds } = await readJson(req, payRequestSchema);
  const { payRef, amount, charges } = await startPayment(email, chargeIds);
  return json({ way: await paymentWay(amount, payRef), charges: charges.map(familyChargeView) });
};

const claim: Handler = async (req) => {
  const { email } = await requireFamily(req);
  const { reference, utr } = await readJson(req, utrClaimSchema);
  const charges = await claimPayment(email, reference, utr);
  return json({ message: feeMessages.claimed, charges: charges.map(familyChargeView) });
};

const receipt: Handler = async (req, context) => {
  const { email } = await requireFamily(req);
  const found = await familyReceipt(email, pathId(context, 'Receipt'));
  return binary(await receiptPdf(found), 'application/pdf', 'private, no-store', {
    headers: { 'Content-Disposition': `attachment; filename="${receiptFileName(found)}"` },
  });
};

const FAMILY_SESSION = 'a parent’s own session';

export default handle(
  byPath({
    // Signing in and out changes nothing of the site's: no audit entry.
    '/api/family/sign-in': byMethod({ POST: publicRoute(unaudited(FAMILY_SESSION, signIn)) }),
    '/api/family/link': byMethod({ POST: publicRoute(unaudited('a letter to the address on file, which changes nothing', askForLink)) }),
    '/api/family/verify': byMethod({ POST: publicRoute(unaudited(FAMILY_SESSION, verify)) }),
    '/api/family/sign-out': byMethod({ POST: publicRoute(unaudited(FAMILY_SESSION, signOut)) }),
    '/api/family/session': byMethod({ GET: publicRoute(session) }),
    '/api/family/children': byMethod({ GET: forFamily(listChildren) }),
    '/api/family/children/:id/renew': byMethod({ POST: forFamily(renewChild) }),
    '/api/family/children/:id/championships': byMethod({ GET: forFamily(listChampionships) }),
    '/api/family/children/:id/entries': byMethod({ POST: forFamily(changeEntry) }),
    '/api/family/children/:id/results': byMethod({ GET: forFamily(results) }),
    '/api/family/children/:id/requests': byMethod({ GET: forFamily(listRequests), POST: forFamily(addRequest) }),
    '/api/family/children/:id/data': byMethod({ GET: forFamily(download) }),
    '/api/family/children/:id/proof': byMethod({ GET: forFamily(proof) }),
    '/api/family/fees': byMethod({ GET: forFamily(fees) }),
    '/api/family/payments': byMethod({ POST: forFamily(pay) }),
    '/api/family/payments/claim': byMethod({ POST: forFamily(claim) }),
    '/api/family/receipts/:id': byMethod({ GET: forFamily(receipt) }),
  }),
);

export const config = {
  path: [
    '/api/family/sign-in',
    '/api/family/link',
    '/api/family/verify',
    '/api/family/sign-out',
    '/api/family/session',
    '/api/family/children',
    '/api/family/children/:id/renew',
    '/api/family/children/:id/championships',
    '/api/family/children/:id/entries',
    '/api/family/children/:id/results',
    '/api/family/children/:id/requests',
    '/api/family/children/:id/data',
    '/api/family/children/:id/proof',
    '/api/family/fees',
    '/api/family/payments',
    '/api/family/payments/claim',
    '/api/family/receipts/:id',
  ],
};
