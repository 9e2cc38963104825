/**
 * The bank statement: matched against the payments families started, then the matches confirmed.
 * What matching answers is declared here too, beside its route: the columns to map first, or
 * each credit line with how it matched (the screen reads its types from here).
 */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { confirmMatchesSchema, receiptAnswerSchema, statementMappingSchema, statementUploadSchema } from './fees.schema.ts';

const chargeLineSchema = z.object({
  skaterName: z.string(),
  registrationNo: z.string().optional(),
  description: z.string(),
  amount: z.number(),
});

/** A payment a line concerns, with its payer and charges: what the treasurer weighs. */
export const statementPaymentSchema = z.object({
  payRef: z.string(),
  utr: z.string().optional(),
  payerName: z.string(),
  total: z.number(),
  charges: z.array(chargeLineSchema),
});
export type StatementPaymentView = z.infer<typeof statementPaymentSchema>;

export const statementLineSchema = z.object({
  line: z.number(),
  date: z.string(),
  description: z.string(),
  reference: z.string(),
  credit: z.number(),
  /** conflict: the line names one payment and its UTR was given for another, or two families gave its UTR; confirmed: paid already. */
  status: z.enum(['matched', 'ambiguous', 'conflict', 'confirmed', 'unmatched']),
  /** The payment it matches (matched lines), or the candidates (ambiguous and conflicting ones). */
  payRefs: z.array(z.string()),
  utr: z.string().optional(),
  /** The matched payment's charges. */
  charges: z.array(chargeLineSchema),
  payments: z.array(statementPaymentSchema),
  note: z.string(),
});
export type StatementLineView = z.infer<typeof statementLineSchema>;

export const statementAnswerSchema = z.union([
  z.object({ needsMapping: z.literal(true), columns: z.array(z.string()) }),
  z.object({ needsMapping: z.literal(false), mapping: statementMappingSchema, lines: z.array(statementLineSchema) }),
]);
export type StatementView = z.infer<typeof statementAnswerSchema>;

export const statementRoutes = {
  match: apiRoute({
    method: 'POST',
    path: '/api/statements',
    access: 'treasurer',
    summary:
      'Matches a bank statement (CSV): `{needsMapping: true, columns}` for a layout not seen yet, or `{needsMapping: false, mapping, lines: [{line, date, description, reference, credit, status: matched|ambiguous|conflict|confirmed|unmatched, payRefs, utr?, charges, payments, note}]}`; nothing changed, the statement not kept; 400 unreadable CSV, unknown column, or over 2 MB; 413 over 5,000 lines or naming over 2,000 different UTRs and payment references.',
    body: statementUploadSchema,
    answers: { 200: { description: 'The statement’s credit lines, each with how it matched.', schema: statementAnswerSchema } },
  }),
  confirm: apiRoute({
    method: 'POST',
    path: '/api/statements/confirm',
    access: 'treasurer',
    summary:
      'Pays each matched payment’s charges still owed (claimed, or due when the treasurer settles a conflict) with a receipt; 409 none waiting any more.',
    body: confirmMatchesSchema,
    answers: {
      201: {
        description: '`{message, receipts, skipped}`.',
        schema: z.object({ message: z.string(), receipts: z.array(receiptAnswerSchema), skipped: z.array(z.string()) }),
      },
    },
  }),
};
