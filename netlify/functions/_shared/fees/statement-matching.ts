/**
 * Matching a bank statement (CSV, as the bank exports it) against the claimed charges. Banks
 * name and order their columns differently, so the treasurer says once which column is the date,
 * the description, the reference and the credit amount; that mapping is remembered by the header
 * row (a digest of it), so the next statement from the same bank is read at once.
 *
 * A credit line is matched through the payment references and UTRs its reference and description
 * hold. The bank writes the payer's UPI note, so a payment reference in the line names the payment
 * it pays: the line matches that payment (when its claimed charges add up to the line's amount),
 * and a UTR in the line that a different payment was claimed with is a conflict, shown with both,
 * never matched (a family may have claimed another's UTR). Without a reference, the UTR decides:
 * one payment claimed with it, of that amount, is a match; two (competing claims) a conflict. A
 * payment two lines would pay, or several fitting one line: ambiguous. A line naming a payment
 * already confirmed says so (statements overlap). Nothing is changed here: the treasurer confirms.
 * The statement itself is not kept.
 *
 * Costs are bounded whatever the file holds: the payments waiting for a match are read in one scan
 * of their partition; only the first few numbers and references of a line are read; a reference
 * not waiting is looked up once per file, a few at a time, and a file naming more different
 * references than the limit is refused.
 */
import { Invalid, TooLarge } from '#domain/common/errors.ts';
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import {
  feeMessages,
  OPEN_STATES,
  PAY_REF_IN_TEXT,
  STATEMENT_LINE_REFERENCES,
  STATEMENT_MAX_LINES,
  STATEMENT_MAX_REFERENCES,
  UTR_IN_TEXT,
} from '#domain/fees/fees.ts';
import { statementMappingSchema, type StatementMapping } from '#domain/fees/fees.schema.ts';
import { inParallel, singleton } from '#shared/store/index.ts';
import { charges } from '#shared/collections/fees.ts';
import { isClubPayer } from '#domain/fees/club-fees.ts';
import { chargesOfUtr, waitingCharges } from './charges.ts';

export type LineStatus = 'matched' | 'ambiguous' | 'conflict' | 'confirmed' | 'unmatched';

export interface LinePayment {
  payRef: string;
  utr?: string;
  payerName: string;
  total: number;
  charges: { skaterName: string; registrationNo?: string; description: string; amount: number }[];
}

export interface StatementLine {
  line: number;
  date: string;
  description: string;
  reference: string;
  credit: number;
  status: LineStatus;
  /** The payment it matches (matched lines), or the candidates (ambiguous and conflicting ones). */
  payRefs: string[];
  utr?: string;
  /** The matched payment's charges. */
  charges: LinePayment['charges'];
  /** Every payment the line concerns, each with its payer and charges: what the treasurer weighs. */
  payments: LinePayment[];
  note: string;
}

/** Look-ups of references not waiting run this many at a time. */
const LOOKUPS_AT_ONCE = 16;

const NOTES = {
  ambiguous: 'More than one claimed payment fits this line.',
  twoLines: 'Another line of this statement fits the same payment.',
  namedOther:
    'Conflict: the line names one payment, but its UTR was given for another. Check both with the families before confirming either.',
  competing: 'Conflict: more than one family gave this UTR. Check both with the families before confirming either.',
  confirmed: 'Already confirmed: its receipt is issued.',
  amount: 'A claimed payment is named, but its amount is different.',
  none: 'No claimed payment names this UTR or reference.',
} as const;

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
    throw new Invalid(feeMessages.statementUnreadable(error instanceof Error ? error.message : String(error)));
  }
};

/** The first `STATEMENT_LINE_REFERENCES` distinct matches of a pattern: the rest of a long line is never read. */
const firstMatches = (text: string, pattern: RegExp, shape: (found: string) => string): string[] => {
  const found = new Set<string>();
  for (const match of text.matchAll(pattern)) {
    found.add(shape(match[0]));
    if (found.size >= STATEMENT_LINE_REFERENCES) break;
  }
  return [...found];
};

type ChargeLine = Awaited<ReturnType<typeof waitingCharges>>[number];

/** The payments (by reference) that a set of charge lines make up. */
const paymentsOf = (lines: readonly ChargeLine[]): Map<string, ChargeLine[]> => {
  const payments = new Map<string, ChargeLine[]>();
  for (const line of lines) if (line.payRef) payments.set(line.payRef, [...(payments.get(line.payRef) ?? []), line]);
  return payments;
};

const sum = (lines: readonly ChargeLine[]) => lines.reduce((total, line) => total + line.amount, 0);

const paymentView = (payRef: string, lines: readonly ChargeLine[]): LinePayment => ({
  payRef,
  ...(lines[0]?.utr ? { utr: lines[0].utr } : {}),
  payerName: lines[0]?.payerName ?? '',
  total: sum(lines),
  charges: lines.map(({ skaterName, registrationNo, description, amount }) => ({
    skaterName,
    ...(registrationNo ? { registrationNo } : {}),
    description,
    amount,
  })),
});

interface Read {
  row: string[];
  index: number;
  credit: number;
  payRefs: string[];
  utrs: string[];
}

export type StatementAnswer =
  { needsMapping: true; columns: string[] } | { needsMapping: false; mapping: StatementMapping; lines: StatementLine[] };

/** The charges of references not waiting: each looked up once, a few at a time. */
const lookUp = async (payRefs: readonly string[], utrs: readonly string[]) => {
  const byRef = new Map<string, ChargeLine[]>();
  const byUtr = new Map<string, ChargeLine[]>();
  const work = [...payRefs.map((key) => ({ kind: 'ref' as const, key })), ...utrs.map((key) => ({ kind: 'utr' as const, key }))];
  await inParallel(work, LOOKUPS_AT_ONCE, async ({ kind, key }) => {
    if (kind === 'utr') byUtr.set(key, await chargesOfUtr(key));
    else
      byRef.set(
        key,
        (await charges().page('byPayRef', { partition: key, limit: 200 })).items.filter((item) => item.payRef === key),
      );
  });
  return { byRef, byUtr };
};

export const matchStatement = async (csv: string, given?: StatementMapping): Promise<StatementAnswer> => {
  const rows = readRows(csv);
  const [header, ...body] = rows;
  if (!header || header.length < 2) throw new Invalid(feeMessages.statementNoHeader);
  if (body.length > STATEMENT_MAX_LINES) throw new TooLarge(feeMessages.statementTooBig);
  const store = mappingStore(header);
  const mapping = given ?? (await store.get());
  if (!mapping) return { needsMapping: true, columns: header };
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Invalid(feeMessages.mappingUnknownColumn(name));
    return index;
  };
  const at = {
    date: column(mapping.date),
    description: column(mapping.description),
    reference: column(mapping.reference),
    credit: column(mapping.credit),
  };

  // Every credit line's references first, bounded per line and per file, before any store read.
  const read: Read[] = [];
  const named = new Set<string>();
  for (const [index, row] of body.entries()) {
    const credit = creditOf(row[at.credit] ?? '');
    if (credit === 0) continue;
    const text = `${row[at.reference] ?? ''} ${row[at.description] ?? ''}`.toUpperCase();
    const payRefs = firstMatches(text, PAY_REF_IN_TEXT, (found) => `FEE-${found.replace(/^FEE-?/, '')}`);
    const utrs = firstMatches(text, UTR_IN_TEXT, (found) => found);
    for (const key of [...payRefs, ...utrs]) named.add(key);
    if (named.size > STATEMENT_MAX_REFERENCES) throw new TooLarge(feeMessages.statementTooBig);
    read.push({ row, index, credit, payRefs, utrs });
  }
  if (given) await store.set(given);

  // The payments waiting for a match, in one scan: by reference, and by the UTRs they were claimed with.
  const waiting = paymentsOf(await waitingCharges());
  const claimersOf = new Map<string, Set<string>>();
  for (const [payRef, lines] of waiting)
    for (const line of lines) if (line.utr) claimersOf.set(line.utr, (claimersOf.get(line.utr) ?? new Set()).add(payRef));

  const lines: StatementLine[] = [];
  const notWaiting: Read[] = [];
  const conflicts: Read[] = [];
  for (const item of read) {
    const { row, index, credit, payRefs, utrs } = item;
    const claimers = new Set(utrs.flatMap((utr) => [...(claimersOf.get(utr) ?? [])]));
    const namedWaiting = payRefs.filter((ref) => waiting.has(ref));
    const others = [...claimers].filter((ref) => !payRefs.includes(ref));
    const base = {
      line: index + 2,
      date: row[at.date] ?? '',
      description: row[at.description] ?? '',
      reference: row[at.reference] ?? '',
      credit,
    };
    const view = (ref: string) => paymentView(ref, waiting.get(ref) ?? []);
    // A reference in the line names the payment; a UTR another payment was claimed with contradicts it.
    const conflict = payRefs.length > 0 ? others.length > 0 : claimers.size > 1;
    if (conflict) {
      const involved = [...new Set([...payRefs, ...claimers])];
      lines.push({
        ...base,
        status: 'conflict',
        payRefs: involved,
        charges: [],
        payments: involved.filter((ref) => waiting.has(ref)).map(view),
        note: payRefs.length > 0 ? NOTES.namedOther : NOTES.competing,
      });
      conflicts.push(item);
      continue;
    }
    const candidates = payRefs.length > 0 ? namedWaiting : [...claimers];
    const fitting = candidates.filter((ref) => view(ref).total === credit);
    const only = fitting.length === 1 ? fitting[0] : undefined;
    if (only) {
      const payment = view(only);
      const utr = utrs.find((found) => claimersOf.get(found)?.has(only)) ?? payment.utr;
      lines.push({
        ...base,
        status: 'matched',
        payRefs: [only],
        ...(utr ? { utr } : {}),
        charges: payment.charges,
        payments: [payment],
        note: '',
      });
      continue;
    }
    if (fitting.length > 1) {
      lines.push({ ...base, status: 'ambiguous', payRefs: fitting, charges: [], payments: fitting.map(view), note: NOTES.ambiguous });
      continue;
    }
    const line: StatementLine = {
      ...base,
      status: 'unmatched',
      payRefs: [],
      charges: [],
      payments: candidates.map(view),
      note: candidates.length > 0 ? NOTES.amount : NOTES.none,
    };
    lines.push(line);
    if (candidates.length === 0 && (payRefs.length > 0 || utrs.length > 0)) notWaiting.push(item);
  }

  // Lines naming nothing waiting may name a payment confirmed already (an overlapping statement);
  // a conflict names a payment the family has not claimed (yet), shown beside the claim.
  const { byRef, byUtr } = await lookUp(
    [...new Set([...notWaiting, ...conflicts].flatMap((item) => item.payRefs.filter((ref) => !waiting.has(ref))))],
    [...new Set(notWaiting.flatMap((item) => (item.payRefs.length > 0 ? [] : item.utrs)))],
  );
  const byLine = new Map(lines.map((line) => [line.line, line]));
  const paid = (found: readonly ChargeLine[] | undefined) => (found ?? []).some((charge) => charge.state === 'paid');
  for (const item of notWaiting) {
    const line = byLine.get(item.index + 2);
    // A club's payment is owed under its reference from the moment its batch is confirmed: the
    // line naming it matches it without a claim (the coach may give the UTR, or may not).
    const clubFits = item.payRefs.filter((ref) => {
      const owed = (byRef.get(ref) ?? []).filter((charge) => OPEN_STATES.includes(charge.state));
      return owed.length > 0 && owed.every((charge) => isClubPayer(charge.family)) && sum(owed) === item.credit;
    });
    if (line && clubFits.length === 1 && clubFits[0]) {
      const ref = clubFits[0];
      const payment = paymentView(
        ref,
        (byRef.get(ref) ?? []).filter((charge) => OPEN_STATES.includes(charge.state)),
      );
      Object.assign(line, { status: 'matched', payRefs: [ref], charges: payment.charges, payments: [payment], note: '' });
      continue;
    }
    const settled =
      item.payRefs.length > 0 ? item.payRefs.some((ref) => paid(byRef.get(ref))) : item.utrs.some((utr) => paid(byUtr.get(utr)));
    if (settled && line) Object.assign(line, { status: 'confirmed', note: NOTES.confirmed });
  }
  for (const item of conflicts) {
    const line = byLine.get(item.index + 2);
    for (const ref of item.payRefs) {
      const found = byRef.get(ref);
      if (line && found && found.length > 0) line.payments.unshift(paymentView(ref, found));
    }
  }

  // A payment two lines would pay is left for the treasurer to decide.
  const seen = new Map<string, number>();
  for (const line of lines) if (line.status === 'matched') seen.set(line.payRefs[0] ?? '', (seen.get(line.payRefs[0] ?? '') ?? 0) + 1);
  for (const line of lines) {
    if (line.status === 'matched' && (seen.get(line.payRefs[0] ?? '') ?? 0) > 1) {
      line.status = 'ambiguous';
      line.note = NOTES.twoLines;
    }
  }
  return { needsMapping: false, mapping, lines };
};
