/** What matching a bank statement answers: the columns to map first, or each credit line with how it matched. */
import { z } from 'zod';
import { statementMappingSchema } from './fees.schema.ts';

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
