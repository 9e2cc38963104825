/**
 * Matching a bank statement (CSV, as the bank exports it) against the claimed charges. Banks
 * name and order their columns differently, so the treasurer says once which column is the date,
 * the description, the reference and the credit amount; that mapping is remembered by the header
 * row (a digest of it), so the next statement from the same bank is read at once.
 *
 * A credit line is matched through the UTRs and payment references its reference and description
 * hold: a UTR a parent gave, or the payment reference of the UPI note, whose claimed charges add
 * up to the line's amount. One such payment: matched; more than one, or a payment two lines would
 * pay: ambiguous; none, or a different amount: unmatched. Nothing is changed here: the treasurer
 * confirms the matched ones. The statement itself is not kept.
 */
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { feeMessages, PAY_REF_IN_TEXT, STATEMENT_MAX_LINES, UTR_IN_TEXT } from '#domain/fees/fees.ts';
import { statementMappingSchema, type StatementMapping } from '#domain/fees/fees.schema.ts';
import { HttpError } from '../platform/http.ts';
import { singleton } from '../store/index.ts';
import { chargesOfPayRef, payRefOfUtr } from './charges.ts';

export type LineStatus = 'matched' | 'ambiguous' | 'unmatched';

export interface StatementLine {
  line: number;
  date: string;
  description: string;
  reference: string;
  credit: number;
  status: LineStatus;
  /** The payment it matches (matched lines), or the candidates (ambiguous ones). */
  payRefs: string[];
  utr?: string;
  charges: { skaterName: string; description: string; amount: number }[];
  note: string;
}

const mappingStore = (header: readonly string[]) =>
  singleton(`statement-mapping-${createHash('sha256').update(header.join('\u0000')).digest('hex')}`, statementMappingSchema);

/** A credit amount as banks write it ("1,500.00", "₹ 1500", "1500 CR"); 0 for an empty cell or a debit. */
export const creditOf = (cell: string): number => {
  const cleaned = cell.replace(/[^\d.-]/g, '');
  const value = Number(cleaned);
  return cleaned === '' || !Number.isFinite(value) || value <= 0 ? 0 : value;
};

const readRows = (csv: string): string[][] => {
  try {
    return parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch (error) {
    throw new HttpError(400, feeMessages.statementUnreadable(error instanceof Error ? error.message : String(error)));
  }
};

/** Candidate payments of a line's text: payment references written in it, and those of the UTRs in it. */
const candidatesOf = async (text: string): Promise<{ payRefs: string[]; utrs: Map<string, string> }> => {
  const upper = text.toUpperCase();
  const refs = new Set(Array.from(upper.matchAll(PAY_REF_IN_TEXT), (match) => `FEE-${match[0].replace(/^FEE-?/, '')}`));
  const utrs = new Map<string, string>();
  for (const match of upper.matchAll(UTR_IN_TEXT)) {
    const payRef = await payRefOfUtr(match[0]);
    if (payRef) {
      refs.add(payRef);
      utrs.set(payRef, match[0]);
    }
  }
  return { payRefs: [...refs], utrs };
};

export type StatementAnswer =
  { needsMapping: true; columns: string[] } | { needsMapping: false; mapping: StatementMapping; lines: StatementLine[] };

export const matchStatement = async (csv: string, given?: StatementMapping): Promise<StatementAnswer> => {
  const rows = readRows(csv);
  const [header, ...body] = rows;
  if (!header || header.length < 2) throw new HttpError(400, feeMessages.statementNoHeader);
  if (body.length > STATEMENT_MAX_LINES) throw new HttpError(413, feeMessages.statementTooBig);
  const store = mappingStore(header);
  const mapping = given ?? (await store.get());
  if (!mapping) return { needsMapping: true, columns: header };
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new HttpError(400, feeMessages.mappingUnknownColumn(name));
    return index;
  };
  const at = {
    date: column(mapping.date),
    description: column(mapping.description),
    reference: column(mapping.reference),
    credit: column(mapping.credit),
  };
  if (given) await store.set(given);

  const lines: StatementLine[] = [];
  for (const [index, row] of body.entries()) {
    const credit = creditOf(row[at.credit] ?? '');
    if (credit === 0) continue;
    const description = row[at.description] ?? '';
    const reference = row[at.reference] ?? '';
    const { payRefs, utrs } = await candidatesOf(`${reference} ${description}`);
    const fitting: { payRef: string; charges: StatementLine['charges'] }[] = [];
    for (const payRef of payRefs) {
      const claimed = (await chargesOfPayRef(payRef)).filter((charge) => charge.state === 'claimed');
      const total = claimed.reduce((sum, charge) => sum + charge.amount, 0);
      if (claimed.length > 0 && total === credit)
        fitting.push({
          payRef,
          charges: claimed.map(({ skaterName, description: what, amount }) => ({ skaterName, description: what, amount })),
        });
    }
    const only = fitting.length === 1 ? fitting[0] : undefined;
    const utr = only ? utrs.get(only.payRef) : undefined;
    lines.push({
      line: index + 2,
      date: row[at.date] ?? '',
      description,
      reference,
      credit,
      status: only ? 'matched' : fitting.length > 1 ? 'ambiguous' : 'unmatched',
      payRefs: fitting.map((fit) => fit.payRef),
      ...(utr ? { utr } : {}),
      charges: only?.charges ?? [],
      note: only
        ? ''
        : fitting.length > 1
          ? 'More than one claimed payment fits this line.'
          : payRefs.length > 0
            ? 'A claimed payment is named, but its amount is different.'
            : 'No claimed payment names this UTR or reference.',
    });
  }
  // A payment two lines would pay is left for the treasurer to decide.
  const seen = new Map<string, number>();
  for (const line of lines) if (line.status === 'matched') seen.set(line.payRefs[0] ?? '', (seen.get(line.payRefs[0] ?? '') ?? 0) + 1);
  for (const line of lines) {
    if (line.status === 'matched' && (seen.get(line.payRefs[0] ?? '') ?? 0) > 1) {
      line.status = 'ambiguous';
      line.note = 'Another line of this statement fits the same payment.';
    }
  }
  return { needsMapping: false, mapping, lines };
};
