/**
 * Fees and payments (docs/rules.md#fees-and-receipts). The fee settings are public to read (the
 * forms show a fee before anyone commits); everything else is the treasurer's (and the owners'):
 * - GET /api/fees?season=&eventId= (public); PUT /api/fees {season?, championship?, policy?}.
 * - GET /api/charges?state=claimed; POST /api/charges/{id} {action: waive|refund, reason}.
 * - POST /api/payments {chargeIds, method, reference}: a payment made at the office, confirmed with a receipt.
 * - GET /api/receipts; GET /api/receipts/{id} (the PDF); POST /api/receipts/{id}/cancel {reason, reissue}.
 * - POST /api/statements {csv, mapping?}: the bank statement matched (nothing changed, nothing kept but the mapping).
 * - POST /api/statements/confirm {matches}: the matched payments confirmed, each with its receipt.
 * - GET /api/ledger?season= or ?eventId=.
 * Every payment action is audited with its amounts and references, never a name.
 */
import { z } from 'zod';
import { currentSeason } from '../../src/config/rules.ts';
import { DEFAULT_POLICY, feeMessages, rupees } from '../../src/domain/fees/fees.ts';
import {
  cancelReceiptSchema,
  chargeActionSchema,
  confirmMatchesSchema,
  feeSettingsInputSchema,
  ledgerQuerySchema,
  officePaymentSchema,
  statementUploadSchema,
  type Charge,
  type Receipt,
} from '../../src/domain/fees/fees.schema.ts';
import { forRole, publicRoute } from './_shared/security/access.ts';
import { requireAdmin } from './_shared/security/sessions.ts';
import { charges, CLAIMED_CHARGES, championships, receipts } from './_shared/store/collections.ts';
import {
  readChampionshipFees,
  readPolicy,
  readSeasonFees,
  saveChampionshipFees,
  savePolicy,
  saveSeasonFees,
} from './_shared/fees/fee-settings.ts';
import { chargesOfPayRef, settleOtherwise } from './_shared/fees/charges.ts';
import { cancelReceipt, confirmPayment, mailReceipt, receiptFileName } from './_shared/fees/receipts.ts';
import { receiptPdf } from './_shared/fees/receipt-pdf.ts';
import { matchStatement } from './_shared/fees/statement-matching.ts';
import { ledgerOf } from './_shared/fees/ledger.ts';
import { requestRebuild } from './_shared/publish/rebuild.ts';
import { binary, HttpError, json, parseWith, readJson, type Handler } from './_shared/platform/http.ts';
import { byMethod, byPath, handle, pathId } from './_shared/platform/router.ts';

const TREASURER = 'treasurer' as const;
const LIST_LIMIT = 100;

const queryOf = (req: Request) => Object.fromEntries(new URL(req.url).searchParams);

const readFees: Handler = async (req) => {
  const query = parseWith(
    z.object({ season: z.coerce.number().int().min(2000).max(2100).optional(), eventId: z.string().max(40).optional() }),
    queryOf(req),
  );
  const season = query.season ?? currentSeason();
  const [seasonFees, championship, policy] = await Promise.all([
    readSeasonFees(season),
    query.eventId ? readChampionshipFees(query.eventId) : undefined,
    readPolicy(),
  ]);
  return json({ season: seasonFees ?? { season, newFee: 0, renewalFee: 0 }, championship: championship ?? null, policy });
};

const writeFees: Handler = async (req, context) => {
  const input = await readJson(req, feeSettingsInputSchema);
  if (input.championship && !(await championships().get(input.championship.eventId)))
    throw new HttpError(404, feeMessages.championshipNotFound);
  if (input.season) await saveSeasonFees(input.season);
  if (input.championship) await saveChampionshipFees(input.championship);
  if (input.policy) await savePolicy(input.policy);
  // The membership page shows the season's fees as of the last build.
  if (input.season) requestRebuild(context, 'fees changed');
  return json({ message: feeMessages.settingsSaved, ...input, policy: input.policy ?? (await readPolicy()) ?? DEFAULT_POLICY });
};

/** Fee settings name no one: the summary says which parts and the amounts. */
const feesDetail = (answer: Record<string, unknown>) => {
  const season = answer['season'] as { season: number; newFee: number; renewalFee: number } | undefined;
  const event = answer['championship'] as { eventId: string; perSkater: number; perRace: number; lateFee: number } | undefined;
  return [
    season ? `season ${season.season}: new ${season.newFee}, renewal ${season.renewalFee}` : '',
    event ? `championship ${event.eventId}: ${event.perSkater} per skater, ${event.perRace} per race, late ${event.lateFee}` : '',
  ]
    .filter(Boolean)
    .join('; ');
};

const listCharges: Handler = async (req) => {
  const state = new URL(req.url).searchParams.get('state');
  if (state === 'claimed') {
    const { items, total } = await charges().page('claimed', { partition: CLAIMED_CHARGES, limit: LIST_LIMIT, reverse: true });
    const full = await Promise.all(items.map((item) => charges().get(item._id)));
    return json({ items: full.filter(Boolean), total });
  }
  const { items, total } = await charges().page('newest', { limit: LIST_LIMIT, reverse: true });
  return json({ items, total });
};

const changeCharge: Handler = async (req, context) => {
  const { action, reason } = await readJson(req, chargeActionSchema);
  const charge = await settleOtherwise(pathId(context, 'Charge'), action, reason);
  return json({ message: action === 'waive' ? feeMessages.waived : feeMessages.refunded, charge });
};

const actorOf = async (req: Request) => {
  const session = await requireAdmin(req);
  return { id: session.accountId, name: session.admin };
};

const receiptAnswer = (receipt: Receipt) => ({
  _id: receipt._id,
  number: receipt.number,
  amount: receipt.amount,
  method: receipt.method,
  reference: receipt.reference,
});

const recordPayment: Handler = async (req, context) => {
  const { chargeIds, method, reference } = await readJson(req, officePaymentSchema);
  const receipt = await confirmPayment(chargeIds, { method, reference }, await actorOf(req));
  context.waitUntil(mailReceipt(receipt));
  return json({ message: feeMessages.paymentRecorded(receipt.number), receipt: receiptAnswer(receipt) }, { status: 201 });
};

const paymentDetail = (answer: Record<string, unknown>) => {
  const receipt = answer['receipt'] as ReturnType<typeof receiptAnswer> | undefined;
  return receipt
    ? `${receipt.number}, ${rupees(receipt.amount)} by ${receipt.method}${receipt.reference ? `, ref ${receipt.reference}` : ''}`
    : undefined;
};

const listReceipts: Handler = async () => {
  const { items, total } = await receipts().page('newest', { limit: LIST_LIMIT, reverse: true });
  return json({ items, total });
};

const downloadReceipt: Handler = async (_req, context) => {
  const receipt = await receipts().get(pathId(context, 'Receipt'));
  if (!receipt) throw new HttpError(404, feeMessages.receiptNotFound);
  return binary(await receiptPdf(receipt), 'application/pdf', 'private, no-store', {
    headers: { 'Content-Disposition': `attachment; filename="${receiptFileName(receipt)}"` },
  });
};

const cancel: Handler = async (req, context) => {
  const input = await readJson(req, cancelReceiptSchema);
  const { cancelled, reissued } = await cancelReceipt(pathId(context, 'Receipt'), input, await actorOf(req));
  if (reissued) context.waitUntil(mailReceipt(reissued));
  return json({
    message: reissued ? feeMessages.receiptReissued(reissued.number) : feeMessages.receiptCancelled,
    cancelled: receiptAnswer(cancelled),
    ...(reissued ? { reissued: receiptAnswer(reissued) } : {}),
  });
};

const cancelDetail = (answer: Record<string, unknown>) => {
  const cancelled = answer['cancelled'] as ReturnType<typeof receiptAnswer> | undefined;
  const reissued = answer['reissued'] as ReturnType<typeof receiptAnswer> | undefined;
  return cancelled
    ? `cancelled ${cancelled.number} (${rupees(cancelled.amount)})${reissued ? `, reissued as ${reissued.number}` : ''}`
    : undefined;
};

const uploadStatement: Handler = async (req) => {
  const { csv, mapping } = await readJson(req, statementUploadSchema);
  return json(await matchStatement(csv, mapping));
};

const confirmMatches: Handler = async (req, context) => {
  const { matches } = await readJson(req, confirmMatchesSchema);
  const actor = await actorOf(req);
  const issued: ReturnType<typeof receiptAnswer>[] = [];
  const skipped: string[] = [];
  for (const match of matches) {
    const claimed = (await chargesOfPayRef(match.payRef)).filter((charge: Charge) => charge.state === 'claimed');
    if (claimed.length === 0) {
      skipped.push(match.payRef);
      continue;
    }
    try {
      const receipt = await confirmPayment(
        claimed.map((charge) => charge._id),
        { method: 'upi', reference: match.utr ?? claimed[0]?.utr ?? match.bankReference },
        actor,
      );
      context.waitUntil(mailReceipt(receipt));
      issued.push(receiptAnswer(receipt));
    } catch (error) {
      // Confirmed meanwhile by another treasurer: that one's receipt stands.
      if (error instanceof HttpError && error.status === 409) skipped.push(match.payRef);
      else throw error;
    }
  }
  if (issued.length === 0) throw new HttpError(409, feeMessages.nothingToConfirm);
  return json({ message: feeMessages.matchesConfirmed(issued.length), receipts: issued, skipped }, { status: 201 });
};

const confirmDetail = (answer: Record<string, unknown>) => {
  const issued = (answer['receipts'] as ReturnType<typeof receiptAnswer>[] | undefined) ?? [];
  return issued.map((receipt) => `${receipt.number} ${rupees(receipt.amount)} UTR ${receipt.reference}`).join('; ');
};

const ledger: Handler = async (req) => {
  const query = parseWith(ledgerQuerySchema, queryOf(req));
  const scope = query.eventId ? { eventId: query.eventId } : { season: query.season ?? currentSeason() };
  return json({ ...scope, ledger: await ledgerOf(scope) });
};

export default handle(
  byPath({
    '/api/fees': byMethod({ GET: publicRoute(readFees), PUT: forRole(TREASURER, writeFees, { detail: feesDetail }) }),
    '/api/charges': byMethod({ GET: forRole(TREASURER, listCharges) }),
    '/api/charges/:id': byMethod({
      POST: forRole(TREASURER, changeCharge, {
        action: 'edit',
        detail: (answer) => {
          const charge = answer['charge'] as Charge | undefined;
          return charge ? `${charge.state} ${rupees(charge.amount)}` : undefined;
        },
      }),
    }),
    '/api/payments': byMethod({
      POST: forRole(TREASURER, recordPayment, { detail: paymentDetail, id: (answer) => (answer['receipt'] as { _id?: string })?._id }),
    }),
    '/api/receipts': byMethod({ GET: forRole(TREASURER, listReceipts) }),
    '/api/receipts/:id': byMethod({ GET: forRole(TREASURER, downloadReceipt) }),
    '/api/receipts/:id/cancel': byMethod({ POST: forRole(TREASURER, cancel, { action: 'edit', detail: cancelDetail }) }),
    '/api/statements': byMethod({
      POST: forRole(TREASURER, uploadStatement, {
        action: 'look-up',
        detail: (answer) =>
          Array.isArray(answer['lines']) ? `${answer['lines'].length} credit lines matched against claims` : 'column mapping asked',
      }),
    }),
    '/api/statements/confirm': byMethod({ POST: forRole(TREASURER, confirmMatches, { resource: 'payments', detail: confirmDetail }) }),
    '/api/ledger': byMethod({ GET: forRole(TREASURER, ledger) }),
  }),
);

export const config = {
  path: [
    '/api/fees',
    '/api/charges',
    '/api/charges/:id',
    '/api/payments',
    '/api/receipts',
    '/api/receipts/:id',
    '/api/receipts/:id/cancel',
    '/api/statements',
    '/api/statements/confirm',
    '/api/ledger',
  ],
};
