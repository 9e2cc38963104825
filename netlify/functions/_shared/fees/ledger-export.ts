/**
 * The ledger line by line, for the year-end accounts: every charge of a season or a championship
 * (when, who, what for, how much, its state, how it was paid, the UTR and the receipt's number),
 * and every payment, that is every receipt, of a span of days (when, its number, the payer, what
 * for, how much, the method, the UTR or other reference, and whether it was cancelled). Dates are
 * on the association's calendar; cells go through the project's CSV cell, so no cell starts a
 * formula. Only what a treasurer may see is written: names, registration numbers and amounts,
 * never a contact detail, a date of birth, an Aadhaar number or a family's partition.
 *
 * Receipts of a span are found by rank in the index by issue time (two reads), then paged; a
 * charge's receipt number comes from one scan of its season's receipts, not a read per charge.
 */
import { csvDateTime, fromZonedWallTime, addDays, TIME_ZONE } from '#domain/common/dates.ts';
import { METHOD_LABELS, STATE_LABELS } from '#domain/fees/fees.ts';
import type { Receipt, ReceiptsQuery } from '#domain/fees/fees.schema.ts';
import { csvCell } from '#lib/csv.ts';
import { charges, receipts } from '#shared/collections/fees.ts';
import { inParallel } from '#shared/store/index.ts';
import { refundedOf } from './ledger.ts';

const line = (cells: readonly (string | number | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;
/** A byte-order mark, so that spreadsheet programs read names in UTF-8. */
const BOM = '\uFEFF';

const CHARGE_HEADER = [
  `Date (${TIME_ZONE})`,
  'Skater',
  'Registration number',
  'Payer',
  'What for',
  'Amount (rupees)',
  'State',
  'Method',
  'UTR',
  'Receipt number',
  `Paid at (${TIME_ZONE})`,
  'Reason',
  'Refunded (rupees)',
];

const PAYMENT_HEADER = [
  `Date (${TIME_ZONE})`,
  'Receipt number',
  'Payer',
  'What for',
  'Amount (rupees)',
  'Method',
  'UTR',
  'Other reference',
  'State',
  'Cancelled because',
];

/** Every charge of a season or a championship, oldest first, as CSV. */
export const chargesCsv = async (scope: { season?: number; eventId?: string }): Promise<string> => {
  const index = scope.eventId ? ('byEvent' as const) : ('bySeason' as const);
  const partition = scope.eventId ?? `season-${scope.season ?? 0}`;
  const chunks = [];
  for await (const chunk of charges().scan(index, { partition })) chunks.push(chunk);
  const list = chunks.flat();
  const numbers = new Map<string, string>();
  for (const season of new Set(list.map((charge) => charge.season)))
    for await (const chunk of receipts().scan('bySeason', { partition: `season-${season}` }))
      for (const receipt of chunk) numbers.set(receipt._id, receipt.number);
  const missing = [...new Set(list.flatMap((charge) => (charge.receiptId && !numbers.has(charge.receiptId) ? [charge.receiptId] : [])))];
  for (const receipt of await inParallel(missing, 8, (id) => receipts().get(id))) if (receipt) numbers.set(receipt._id, receipt.number);
  const rows = list.map((charge) =>
    line([
      csvDateTime(charge.createdAt),
      charge.skaterName,
      charge.registrationNo,
      charge.payerName,
      charge.description,
      charge.amount,
      STATE_LABELS[charge.state],
      charge.method ? METHOD_LABELS[charge.method] : '',
      charge.utr,
      charge.receiptId ? numbers.get(charge.receiptId) : '',
      charge.paidAt ? csvDateTime(charge.paidAt) : '',
      charge.reason,
      refundedOf(charge) || '',
    ]),
  );
  return `${BOM}${line(CHARGE_HEADER)}${rows.join('')}`;
};

/** Positions of the receipts issued in the span in the index by issue time: [start, end). */
const spanOf = async (query: ReceiptsQuery): Promise<{ start: number; end: number }> => {
  const startAt = query.from ? fromZonedWallTime(`${query.from}T00:00`) : undefined;
  const endAt = query.to ? fromZonedWallTime(`${addDays(query.to, 1)}T00:00`) : undefined;
  const [start, end] = await Promise.all([
    startAt ? receipts().rank('newest', startAt) : 0,
    endAt ? receipts().rank('newest', endAt) : receipts().count('newest'),
  ]);
  return { start, end: Math.max(start, end) };
};

/** A page of the receipts of the span, newest first, and how many the span holds. */
export const receiptsOfSpan = async (query: ReceiptsQuery, limit: number): Promise<{ items: Receipt[]; total: number }> => {
  const { start, end } = await spanOf(query);
  if (end === start) return { items: [], total: 0 };
  const size = await receipts().count('newest');
  const { items } = await receipts().page('newest', { offset: size - end, limit: Math.min(limit, end - start), reverse: true });
  return { items, total: end - start };
};

const PAGE = 100;

/** Every receipt (payment) of the span, oldest first, as CSV. */
export const paymentsCsv = async (query: ReceiptsQuery): Promise<string> => {
  const { start, end } = await spanOf(query);
  const rows: string[] = [];
  for (let offset = start; offset < end; offset += PAGE) {
    const { items } = await receipts().page('newest', { offset, limit: Math.min(PAGE, end - offset) });
    for (const receipt of items)
      rows.push(
        line([
          csvDateTime(receipt.issuedAt),
          receipt.number,
          receipt.payerName,
          receipt.items.map((item) => `${item.skaterName}: ${item.description} (${item.amount})`).join('; '),
          receipt.amount,
          METHOD_LABELS[receipt.method],
          receipt.method === 'upi' ? receipt.reference : '',
          receipt.method === 'upi' ? '' : receipt.reference,
          receipt.state === 'cancelled' ? 'Cancelled' : 'Issued',
          receipt.cancelReason,
        ]),
      );
  }
  return `${BOM}${line(PAYMENT_HEADER)}${rows.join('')}`;
};
