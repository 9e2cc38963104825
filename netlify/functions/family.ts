/**
 * The family page's API (docs/rules.md#family-page): parents sign in with the e-mail address on
 * their children's registrations and act for each child. Every route but the sign-in ones needs a
 * family session (access 'family'), which is never an admin session; a child is any profile whose
 * e-mail on file is the signed-in address, and any other id answers 404.
 * - POST /api/family/sign-in {email}: one answer whether or not the address is known; a letter
 *   with a one-time link and a six-digit code goes to a known one. Limited per client (429) and
 *   per address (no letter, same answer).
 * - POST /api/family/link {registrationNo, eventId?}: a renewal (or, with `eventId`, a championship's
 *   entry) asked for without a session: one answer for every number; a sign-in letter goes to the
 *   address on the registration, its link leading to that child's renewal or entry on the family
 *   page. Limited per client (429) and per number and per address (no letter, same answer).
 * - POST /api/family/verify {token} or {email, code}: opens the session (cookie `family`).
 * - POST /api/family/sign-out; GET /api/family/session (with the contact details a new child's form starts from).
 * - GET /api/family/children: the children with what the page shows of each.
 * - POST /api/family/children/{id}/renew: renewal for the season now running, in one step.
 * - GET /api/family/children/{id}/championships; POST …/entries {eventId, add, remove}.
 * - GET /api/family/children/{id}/results: results and certificates (each with its PDF).
 * - GET, POST /api/family/children/{id}/requests: the parent's correction, deletion and access requests.
 * - GET /api/family/children/{id}/data (?format=html): everything stored about the child; …/proof the identity proof.
 * - GET /api/family/fees: the children's charges, the receipts and how to pay.
 * - POST /api/family/payments {chargeIds}: a UPI payment of those charges (link, QR code, amount, reference).
 * - POST /api/family/payments/claim {reference, utr}: paid; the charges are claimed until the treasurer confirms.
 * - GET /api/family/receipts/{id}: a receipt's PDF.
 */
import {
  familyMessages,
  LETTERS_PER_ADDRESS_HOURLY,
  MY_PATH,
  SIGN_IN_REQUESTS_HOURLY,
  signInLetter,
} from '../../src/domain/family/family.ts';
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
import { newSignInLetter, reserveLetter, reserveNumberLetter, useSignIn } from './_shared/security/family-sign-in.ts';
import { sendFamilyLink } from './_shared/family/family-links.ts';
import { countFormAttempt } from './_shared/security/throttle.ts';
import { childOf, childrenOf, childView } from './_shared/family/family-children.ts';
import { certificatesOf, championshipsFor, changeRaces } from './_shared/family/family-championships.ts';
import { receiveRequest, requestsOf, requestView } from './_shared/family/data-requests.ts';
import { childData, childDataPage } from './_shared/family/child-data.ts';
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
import { binary, json, notFound, readJson, type Handler } from './_shared/platform/http.ts';
import { byMethod, byPath, handle, pathId } from './_shared/platform/router.ts';
import { unaudited } from './_shared/audit/audited.ts';

const HOUR_MS = 3_600_000;
const SIGN_IN_LIMIT = { limit: SIGN_IN_REQUESTS_HOURLY, attempts: SIGN_IN_REQUESTS_HOURLY, windowMs: HOUR_MS };

const sendLetter = async (req: Request, email: string) => {
  try {
    const { token, code } = await newSignInLetter(email);
    const link = `${siteOrigin(req)}${MY_PATH}?token=${encodeURIComponent(token)}`;
    await deliver([{ to: email, ...signInLetter(link, code) }]);
  } catch (error) {
    console.warn(`[mail] a sign-in letter was not sent: ${failureReason(error)}`);
  }
};

/**
 * The same answer, at the same point, for every address: whether it is on a registration, and
 * whether its letters for the hour are used up, is decided after the answer is settled, and the
 * letter goes out after the answer.
 */
const signIn: Handler = async (req, context) => {
  await countFormAttempt('family-sign-in', context.ip, SIGN_IN_LIMIT);
  const { email } = await readJson(req, signInRequestSchema);
  const allowed = await reserveLetter(email);
  if (allowed && (await childrenOf(email)).length > 0) context.waitUntil(sendLetter(req, email));
  return json({ message: familyMessages.signInSent, perHour: LETTERS_PER_ADDRESS_HOURLY });
};

/** Like the sign-in: one answer, settled before whether the number is known is even looked at. */
const askForLink: Handler = async (req, context) => {
  await countFormAttempt('family-link', context.ip, SIGN_IN_LIMIT);
  const { registrationNo, eventId } = await readJson(req, familyLinkSchema);
  if (await reserveNumberLetter(registrationNo)) context.waitUntil(sendFamilyLink({ origin: siteOrigin(req), registrationNo, eventId }));
  return json({ message: familyLinkMessages.sent });
};

const verify: Handler = async (req, context) => {
  await countFormAttempt('family-code', context.ip, SIGN_IN_LIMIT);
  const email = await useSignIn(await readJson(req, signInProofSchema));
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
  const data = await childData(skater);
  const name = `skater-data-${skater.registrationNo ?? skater._id}`;
  if (new URL(req.url).searchParams.get('format') === 'html') {
    return binary(new TextEncoder().encode(childDataPage(data)), 'text/html; charset=utf-8', 'private, no-store', {
      headers: { 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" },
    });
  }
  return json(data, { headers: { 'Content-Disposition': `attachment; filename="${name}.json"` } });
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
