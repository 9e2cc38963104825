/**
 * The club desk (docs/clubs.md#the-club-desk): a club's coaches sign in by e-mail exactly as
 * families do, with a session of their own kind that no admin or family route accepts.
 */
import { clubDeskMessages } from '#domain/clubs/club-desk.ts';
import { batchMessages, BATCH_CSV_HEADER } from '#domain/clubs/batch.ts';
import { clubBatchRoutes, clubDeskRoutes, clubDeskSignInRoutes } from '#domain/clubs/club-desk.routes.ts';
import { checkBatch, csvLines, enterBatch } from '#shared/clubs/batch-entries.ts';
import { entryGrid } from '#shared/clubs/entry-grid.ts';
import { allRosterLines } from '#shared/clubs/roster.ts';
import { deskOf } from '#shared/clubs/coach-sign-in.ts';
import { invite } from '#shared/clubs/invitations.ts';
import { roster } from '#shared/clubs/roster.ts';
import { binary, HttpError, json } from '#shared/platform/http.ts';
import { askForCoachLetter, coachSessionView, signOutCoach, verifyCoach } from '#shared/clubs/desk-sign-in.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { clubFeeMessages, clubPayer } from '#domain/fees/club-fees.ts';
import { clubPaymentRoutes } from '#domain/fees/club-payments.routes.ts';
import { claimPaymentOf } from '#shared/fees/charges.ts';
import { chargeClubBatch, clubPayments, clubReceipt, ownPayRef } from '#shared/fees/club-charges.ts';
import { receiptFileName, receiptPdf } from '#shared/fees/receipt-pdf.ts';
import { siteOrigin } from '#shared/platform/site-origin.ts';

/** The signed-in coach's club, when the path names it; any other club's id answers 404 (nothing told about it). */
const ownClub = async (req: Request, id: string) => {
  const { club } = await deskOf(req);
  if (club._id !== id) throw new HttpError(404, clubDeskMessages.notYourClub);
  return club;
};

const app = apiFunction()
  .on(clubDeskSignInRoutes.signIn, { audit: { none: 'a visitor asking for a letter; no admin acts' } }, async (c) =>
    askForCoachLetter(c.req.raw, contextOf(c), c.req.valid('json').email, siteOrigin(c.req.raw)),
  )
  .on(clubDeskSignInRoutes.verify, { audit: { none: 'a coach signing in; no admin acts' } }, async (c) =>
    verifyCoach(c.req.raw, contextOf(c), c.req.valid('json')),
  )
  .on(clubDeskSignInRoutes.signOut, { audit: { none: 'a coach signing out; no admin acts' } }, async (c) => signOutCoach(c.req.raw))
  .on(clubDeskSignInRoutes.session, {}, async (c) => coachSessionView(c.req.raw))
  .on(clubDeskRoutes.roster, {}, async (c) =>
    json(await roster(await ownClub(c.req.raw, c.req.valid('param').id), c.req.valid('query').page)),
  )
  .on(clubBatchRoutes.grid, {}, async (c) =>
    json(await entryGrid(await ownClub(c.req.raw, c.req.valid('param').id), c.req.valid('query').event)),
  )
  .on(clubBatchRoutes.check, {}, async (c) => {
    const club = await ownClub(c.req.raw, c.req.valid('param').id);
    const batch = c.req.valid('json');
    const lines = 'csv' in batch ? csvLines(batch.csv) : batch.lines.map((value, index) => ({ line: index + 1, value }));
    return json(await checkBatch(club, batch.eventId, lines));
  })
  .on(clubBatchRoutes.confirm, {}, async (c) => {
    const club = await ownClub(c.req.raw, c.req.valid('param').id);
    const { eventId, lines } = c.req.valid('json');
    const { check, championship, shares } = await enterBatch(contextOf(c), club, eventId, lines);
    // The batch's fees are the club's: one payment for them all.
    const payment = await chargeClubBatch(championship, club, shares);
    const entryIds = shares.map((share) => share.entryId);
    const skaters = new Set(check.accepted.map((line) => line.registrationNo)).size;
    const owed = payment ? clubFeeMessages.batchOwed(payment.amount, payment.payRef) : clubFeeMessages.batchFree;
    return json(
      { message: `${batchMessages.entered(check.accepted.length, skaters)} ${owed}`, entryIds, ...(payment ? { payment } : {}) },
      { status: 201 },
    );
  })
  .on(clubBatchRoutes.template, {}, async (c) => {
    const club = await ownClub(c.req.raw, c.req.valid('param').id);
    const allowed = (await allRosterLines(club)).filter((line) => line.clubMayEnter);
    const csv = [BATCH_CSV_HEADER, ...allowed.map((line) => `${line.registrationNo},`)].join('\r\n') + '\r\n';
    return binary(new TextEncoder().encode(csv), 'text/csv; charset=utf-8', 'private, no-store', {
      headers: { 'Content-Disposition': 'attachment; filename="club-entries.csv"' },
    });
  })
  .on(clubPaymentRoutes.list, {}, async (c) => json({ payments: await clubPayments(await ownClub(c.req.raw, c.req.valid('param').id)) }))
  .on(clubPaymentRoutes.claim, {}, async (c) => {
    const club = await ownClub(c.req.raw, c.req.valid('param').id);
    const { reference, utr } = c.req.valid('json');
    await ownPayRef(club, reference);
    await claimPaymentOf(clubPayer(club._id), reference, utr);
    return json({ message: clubFeeMessages.utrClaimed });
  })
  .on(clubPaymentRoutes.receipt, {}, async (c) => {
    const { id, receiptId } = c.req.valid('param');
    const receipt = await clubReceipt(await ownClub(c.req.raw, id), receiptId);
    return binary(await receiptPdf(receipt), 'application/pdf', 'private, no-store', {
      headers: { 'Content-Disposition': `attachment; filename="${receiptFileName(receipt)}"` },
    });
  })
  .on(clubDeskRoutes.invite, {}, async (c) => {
    const { club } = await deskOf(c.req.raw);
    return json(await invite(contextOf(c), club, c.req.valid('json'), siteOrigin(c.req.raw)));
  });

export default serve(app);

export const config = {
  path: [
    '/api/club-desk/sign-in',
    '/api/club-desk/verify',
    '/api/club-desk/sign-out',
    '/api/club-desk/session',
    '/api/club-desk/clubs/:id/roster',
    '/api/club-desk/invitations',
    '/api/club-desk/clubs/:id/grid',
    '/api/club-desk/clubs/:id/batch/check',
    '/api/club-desk/clubs/:id/batch',
    '/api/club-desk/clubs/:id/batch/template',
    '/api/club-desk/clubs/:id/payments',
    '/api/club-desk/clubs/:id/payments/claim',
    '/api/club-desk/clubs/:id/receipts/:receiptId',
  ],
};
