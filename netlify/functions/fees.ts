/**
 * Fees and payments (docs/rules.md#fees-and-receipts). The fee settings are public to read (the
 * forms show a fee before anyone commits); everything else is the treasurer's (and the owners'):
 * - GET /api/fees?season=&eventId= (public): the fees a form shows.
 * - GET /api/fees/{id}; PUT /api/fees/{id} (id `season-2026`, `event-{eventId}` or `policy`): one
 *   setting as its form edits it, with its version (ETag, If-Match, 409 when another admin saved first);
 *   a registrar too, for a championship's entry fees only (setting up a championship).
 * - GET /api/charges?state=claimed; POST /api/charges/{id} {action: waive|refund|unclaim, reason}.
 * - POST /api/payments {chargeIds, method, reference}: a payment made at the office, confirmed with a receipt.
 * - GET /api/receipts?from=&to= (days, both included); GET /api/receipts/csv?from=&to=: every payment of the span, one line each;
 *   GET /api/receipts/{id} (the PDF); POST /api/receipts/{id}/cancel {reason, reissue}.
 * - POST /api/statements {csv, mapping?}: the bank statement matched (nothing changed, nothing kept but the mapping).
 * - POST /api/statements/confirm {matches}: the matched payments confirmed, each with its receipt.
 * - GET /api/ledger?season= or ?eventId=; GET /api/ledger/csv (same query): every charge, one line each.
 * Every payment action is audited with its amounts and references (the skater by name and number,
 * as everywhere in the log; never the payer's contact details). Charges and receipts take no
 * If-Match: they are never edited, only moved on once (waived, refunded, cancelled), and that
 * state check runs inside the record's compare-and-set, so a second treasurer acting on the same
 * one is refused with 409.
 */
import { z } from 'zod';
import { currentSeason } from '../../src/config/rules.ts';
import { METHOD_LABELS, feeMessages, rupees, type ChampionshipFees, type FeePolicy, type SeasonFees } from '../../src/domain/fees/fees.ts';
import { AUDIT_NOUNS, quoted } from '../../src/domain/committee/audit.ts';
import {
  cancelReceiptSchema,
  chargeActionSchema,
  confirmMatchesSchema,
  championshipFeesSchema,
  feePolicySchema,
  seasonFeesSchema,
  ledgerQuerySchema,
  officePaymentSchema,
  receiptsQuerySchema,
  statementUploadSchema,
  type Charge,
  type Receipt,
} from '../../src/domain/fees/fees.schema.ts';
import { forRole, publicRoute } from './_shared/security/access.ts';
import { requireAdmin, sessionAllows } from './_shared/security/sessions.ts';
import { charges, CLAIMED_CHARGES, championships, receipts } from './_shared/store/collections.ts';
import {
  feeSettingPart,
  feeSettings,
  readChampionshipFees,
  readPolicy,
  readSeasonFees,
  saveChampionshipFees,
  savePolicy,
  saveSeasonFees,
} from './_shared/fees/fee-settings.ts';
import { auditRecord, audited, declareAudit } from './_shared/audit/audited.ts';
import { eventTitle } from './_shared/audit/event-title.ts';
import { jsonWithVersion, versioned } from './_shared/records/versioned.ts';
import { etagOf } from './_shared/store/versions.ts';
import { chargesOfPayRef, OPEN_STATES, settleOtherwise } from './_shared/fees/charges.ts';
import { cancelReceipt, confirmPayment } from './_shared/fees/receipts.ts';
import { mailReceipt, receiptFileName } from './_shared/fees/receipt-mail.ts';
import { receiptPdf } from './_shared/fees/receipt-pdf.ts';
import { matchStatement } from './_shared/fees/statement-matching.ts';
import { ledgerOf } from './_shared/fees/ledger.ts';
import { chargesCsv, paymentsCsv, receiptsOfSpan } from './_shared/fees/ledger-export.ts';
import { today } from '../../src/domain/common/dates.ts';
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

const settingPartOf = (id: string) => {
  const part = feeSettingPart(id);
  if (!part) throw new HttpError(404, feeMessages.settingNotFound);
  return part;
};

/**
 * One setting as its form shows it, with its version; a setting never saved answers its defaults
 * at version 0, so that a first save made from it is refused when another admin saved first.
 */
const readSetting: Handler = async (_req, context) => {
  const id = pathId(context, 'Fee setting');
  const part = settingPartOf(id);
  const found = await feeSettings().getVersioned(id);
  const fallback =
    part.part === 'policy'
      ? await readPolicy()
      : part.part === 'season'
        ? { season: part.season, newFee: 0, renewalFee: 0 }
        : { eventId: part.eventId, perSkater: 0, perRace: 0, lateFee: 0 };
  return jsonWithVersion(found?.record ?? fallback, etagOf(found?.mark ?? { rev: 0 }), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
};

/** A fee setting as the log names it, with its amounts (no person is named by a setting). */
interface SettingChange {
  _id: string;
  what: string;
}

const seasonWords = (fees: SeasonFees) =>
  `${AUDIT_NOUNS.fees} the ${fees.season} season: ${rupees(fees.newFee)} for a new skater, renewal ${rupees(fees.renewalFee)}`;
const championshipWords = (fees: ChampionshipFees, title: string) =>
  `${AUDIT_NOUNS.fees} ${quoted(title)}: ${feeMessages.entryFeeNote(fees).replace(/\.$/, '')}`;
const policyWords = (policy: FeePolicy) =>
  `the policy on unpaid fees: unpaid entries ${policy.unpaidOnStartList ? 'on' : 'off'} the start list, approval ${
    policy.approvalWaitsForFee ? 'waits' : 'does not wait'
  } for the registration fee`;

const writeSetting: Handler = async (req, context) => {
  // The body first: an oversized one is refused as such whatever the address.
  const body = await readJson(req, z.record(z.string(), z.unknown()));
  // The setting named by the address; what it holds comes from the body.
  const id = pathId(context, 'Fee setting');
  const part = settingPartOf(id);
  if (part.part === 'season') {
    const fees = parseWith(seasonFeesSchema, { ...body, season: part.season });
    await saveSeasonFees(fees);
    // The membership page shows the season's fees as of the last build.
    requestRebuild(context, 'fees changed');
    auditRecord(req, { _id: id, what: seasonWords(fees) } satisfies SettingChange);
    return json({ message: feeMessages.settingsSaved, season: fees });
  }
  if (part.part === 'championship') {
    const event = await championships().get(part.eventId);
    if (!event) throw new HttpError(404, feeMessages.championshipNotFound);
    const fees = parseWith(championshipFeesSchema, { ...body, eventId: part.eventId });
    await saveChampionshipFees(fees);
    auditRecord(req, { _id: id, what: championshipWords(fees, await eventTitle(part.eventId)) } satisfies SettingChange);
    return json({ message: feeMessages.settingsSaved, championship: fees });
  }
  const policy = parseWith(feePolicySchema, body);
  await savePolicy(policy);
  auditRecord(req, { _id: id, what: policyWords(policy) } satisfies SettingChange);
  return json({ message: feeMessages.settingsSaved, policy });
};

/**
 * A registrar sets up a championship without a treasurer, its entry fees included: of the fee
 * settings, a registrar reads and writes a championship's only (403 for the season's and the policy).
 */
const championshipFeesForRegistrar =
  (handler: Handler): Handler =>
  async (req, context) => {
    const part = feeSettingPart(context.params['id'] ?? '')?.part;
    // An address that names no setting is answered by the handler (404), whoever asks.
    if (part !== undefined && part !== 'championship' && !(await sessionAllows(req, TREASURER))) {
      throw new HttpError(403, feeMessages.onlyChampionshipFees);
    }
    return handler(req, context);
  };

const feesAudit = declareAudit<SettingChange>({ resource: 'fees', action: 'edit', what: (change) => change.what });

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
  auditRecord(req, charge);
  const message = { waive: feeMessages.waived, refund: feeMessages.refunded, unclaim: feeMessages.unclaimed }[action];
  return json({ message, charge });
};

const chargeAudit = declareAudit<Charge>({
  resource: 'charges',
  action: 'edit',
  what: (charge) =>
    `${AUDIT_NOUNS.charges} ${charge.skaterName}${charge.registrationNo ? ` (${charge.registrationNo})` : ''} ${quoted(charge.description)}, ${rupees(charge.amount)}, ${charge.state}`,
  detail: (charge) => charge.reason,
});

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
  auditRecord(req, receipt);
  return json({ message: feeMessages.paymentRecorded(receipt.number), receipt: receiptAnswer(receipt) }, { status: 201 });
};

const methodWords = (method: Receipt['method']) => (method === 'upi' ? METHOD_LABELS.upi : METHOD_LABELS[method].toLowerCase());

/** A payment confirmed, at the office or from the bank statement: its amount, method and reference, and its receipt's number. */
const paymentAudit = declareAudit<Receipt>({
  resource: 'payments',
  action: 'create',
  what: (receipt) =>
    `${AUDIT_NOUNS.payments} ${rupees(receipt.amount)} by ${methodWords(receipt.method)} (reference ${receipt.reference}), receipt ${receipt.number}`,
});

/** The newest receipts, of a span of days when asked (`from`, `to`: days on the association's calendar). */
const listReceipts: Handler = async (req) => {
  const query = parseWith(receiptsQuerySchema, queryOf(req));
  return json(await receiptsOfSpan(query, LIST_LIMIT));
};

const csvAnswer = (text: string, name: string) =>
  binary(new TextEncoder().encode(text), 'text/csv; charset=utf-8', 'private, no-store', {
    headers: { 'Content-Disposition': `attachment; filename="${name}-${today()}.csv"` },
  });

/** Every payment (receipt) of the span, for the accounts. */
const exportReceipts: Handler = async (req) => {
  const query = parseWith(receiptsQuerySchema, queryOf(req));
  const span = [query.from, query.to].filter(Boolean).join('-to-');
  return csvAnswer(await paymentsCsv(query), span ? `payments-${span}` : 'payments');
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
  auditRecord(req, { cancelled, reissued, reason: input.reason } satisfies Cancellation);
  return json({
    message: reissued ? feeMessages.receiptReissued(reissued.number) : feeMessages.receiptCancelled,
    cancelled: receiptAnswer(cancelled),
    ...(reissued ? { reissued: receiptAnswer(reissued) } : {}),
  });
};

interface Cancellation {
  cancelled: Receipt;
  reissued: Receipt | undefined;
  reason: string;
}

const cancelAudit = declareAudit<Cancellation>({
  resource: 'receipts',
  action: 'edit',
  id: ({ cancelled }) => cancelled._id,
  what: ({ cancelled, reissued }) =>
    `${AUDIT_NOUNS.receipts} ${cancelled.number} (${rupees(cancelled.amount)}), cancelled${
      reissued ? ` and reissued as ${reissued.number}` : ', its charges due again'
    }`,
  detail: ({ reason }) => reason,
});

const uploadStatement: Handler = async (req) => {
  const { csv, mapping } = await readJson(req, statementUploadSchema);
  const answer = await matchStatement(csv, mapping);
  auditRecord(req, answer);
  return json(answer);
};

type StatementAnswer = Awaited<ReturnType<typeof matchStatement>>;

/** The statement is not kept: the log says how many credit lines it held and how they matched. */
const statementAudit = declareAudit<StatementAnswer>({
  resource: 'statements',
  action: 'look-up',
  what: (answer) => {
    if (answer.needsMapping) return `${AUDIT_NOUNS.statements}: its columns asked`;
    const count = (status: string) => answer.lines.filter((line) => line.status === status).length;
    const lines = answer.lines.length;
    // Conflicts and lines confirmed before are named only when there are any.
    const extra = [
      count('conflict') ? `${count('conflict')} in conflict` : '',
      count('confirmed') ? `${count('confirmed')} already confirmed` : '',
    ]
      .filter(Boolean)
      .map((part) => `, ${part}`)
      .join('');
    return `${AUDIT_NOUNS.statements}: ${lines} credit line${lines === 1 ? '' : 's'}, ${count('matched')} matched, ${count('ambiguous')} ambiguous${extra}, ${count('unmatched')} unmatched`;
  },
});

const confirmMatches: Handler = async (req, context) => {
  const { matches } = await readJson(req, confirmMatchesSchema);
  const actor = await actorOf(req);
  const issued: ReturnType<typeof receiptAnswer>[] = [];
  const skipped: string[] = [];
  for (const match of matches) {
    // A conflict the treasurer settled may name a payment its family started but never claimed: still owed, so payable.
    const claimed = (await chargesOfPayRef(match.payRef)).filter((charge: Charge) => OPEN_STATES.includes(charge.state));
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
      auditRecord(req, receipt);
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

const ledgerScope = (req: Request) => {
  const query = parseWith(ledgerQuerySchema, queryOf(req));
  return query.eventId ? { eventId: query.eventId } : { season: query.season ?? currentSeason() };
};

const ledger: Handler = async (req) => {
  const scope = ledgerScope(req);
  return json({ ...scope, ledger: await ledgerOf(scope) });
};

/** Every charge of the season or championship, one line each. */
const exportLedger: Handler = async (req) => {
  const scope = ledgerScope(req);
  return csvAnswer(await chargesCsv(scope), scope.eventId ? `charges-event-${scope.eventId}` : `charges-season-${scope.season}`);
};

export default handle(
  byPath({
    '/api/fees': byMethod({ GET: publicRoute(readFees) }),
    '/api/fees/:id': byMethod({
      GET: forRole([TREASURER, 'registrar'], championshipFeesForRegistrar(readSetting)),
      PUT: forRole([TREASURER, 'registrar'], audited(feesAudit, championshipFeesForRegistrar(versioned(feeSettings, writeSetting)))),
    }),
    '/api/charges': byMethod({ GET: forRole(TREASURER, listCharges) }),
    '/api/charges/:id': byMethod({ POST: forRole(TREASURER, audited(chargeAudit, changeCharge)) }),
    '/api/payments': byMethod({ POST: forRole(TREASURER, audited(paymentAudit, recordPayment)) }),
    '/api/receipts': byMethod({ GET: forRole(TREASURER, listReceipts) }),
    // Before '/:id', which would take the name for an id.
    '/api/receipts/csv': byMethod({ GET: forRole(TREASURER, exportReceipts) }),
    '/api/receipts/:id': byMethod({ GET: forRole(TREASURER, downloadReceipt) }),
    '/api/receipts/:id/cancel': byMethod({ POST: forRole(TREASURER, audited(cancelAudit, cancel)) }),
    '/api/statements': byMethod({ POST: forRole(TREASURER, audited(statementAudit, uploadStatement)) }),
    '/api/statements/confirm': byMethod({ POST: forRole(TREASURER, audited(paymentAudit, confirmMatches)) }),
    '/api/ledger': byMethod({ GET: forRole(TREASURER, ledger) }),
    '/api/ledger/csv': byMethod({ GET: forRole(TREASURER, exportLedger) }),
  }),
);

export const config = {
  path: [
    '/api/fees',
    '/api/fees/:id',
    '/api/charges',
    '/api/charges/:id',
    '/api/payments',
    '/api/receipts',
    '/api/receipts/csv',
    '/api/receipts/:id',
    '/api/receipts/:id/cancel',
    '/api/statements',
    '/api/statements/confirm',
    '/api/ledger',
    '/api/ledger/csv',
  ],
};
