/** Fees, charges, receipts and what the money routes accept (zod, server and types). */
import { z } from 'zod';
import { dateField, idSchema, requiredText, textField, withoutControls } from '#domain/common/fields.schema.ts';
import {
  CHARGE_KINDS,
  CHARGE_STATES,
  FEE_MAX,
  feeMessages,
  OFFICE_METHODS,
  PAY_REF_PATTERN,
  PAYMENT_METHODS,
  PAYMENT_REFERENCE_MAX,
  REASON_MAX,
  STATEMENT_MAX_BYTES,
  UTR_PATTERN,
} from './fees.ts';

const rupeesField = z
  .number({ error: feeMessages.feeRange })
  .int({ error: feeMessages.feeRange })
  .min(0, { error: feeMessages.feeRange })
  .max(FEE_MAX, { error: feeMessages.feeRange });

export const seasonFeesSchema = z.object({
  season: z.number().int().min(2000).max(2100),
  newFee: rupeesField,
  renewalFee: rupeesField,
});

export const championshipFeesSchema = z
  .object({
    eventId: idSchema,
    perSkater: rupeesField,
    perRace: rupeesField,
    lateFee: rupeesField,
    lateAfter: dateField('Late fee date').optional(),
  })
  .refine((fees) => fees.lateFee === 0 || fees.lateAfter !== undefined, { error: feeMessages.lateFeeNeedsDate, path: ['lateAfter'] });

export const feePolicySchema = z.object({ unpaidOnStartList: z.boolean(), approvalWaitsForFee: z.boolean() });

export const chargeSchema = z.object({
  _id: z.string(),
  kind: z.enum(CHARGE_KINDS),
  state: z.enum(CHARGE_STATES),
  amount: z.number().int().min(0),
  /** What it is for, as the receipt and the family page say it ("Registration fee, 2026 season"). */
  description: z.string(),
  skaterId: z.string(),
  skaterName: z.string(),
  registrationNo: z.string().optional(),
  /** The parent's name on the profile: the receipt's payer. */
  payerName: z.string(),
  /** The family's partition (a digest of the e-mail on file, never the address). */
  family: z.string(),
  season: z.number().int(),
  eventId: z.string().optional(),
  races: z.number().int().optional(),
  /** The races (by id) a club's line is for, so that a race withdrawn comes off the line that charged it. */
  raceIds: z.array(z.string()).optional(),
  late: z.boolean().optional(),
  /** The day (YYYY-MM-DD) or moment (an entry's close) it is to be paid by, as letters and the family page say it. */
  dueBy: z.string().optional(),
  createdAt: z.string(),
  /** The reference of the UPI payment asked for (FEE-K7M2Q9), shared by the charges paid together. */
  payRef: z.string().optional(),
  utr: z.string().optional(),
  claimedAt: z.string().optional(),
  paidAt: z.string().optional(),
  receiptId: z.string().optional(),
  /** How it was paid (set with its receipt). */
  method: z.enum(PAYMENT_METHODS).optional(),
  /** Why it was waived or refunded. */
  reason: z.string().optional(),
  /** The club that pays it (a club's batch of entries): its family is then the club's partition, never a family's. */
  clubId: z.string().optional(),
  /** What is to be paid back of a paid charge: races withdrawn after the payment. */
  refundDue: z.number().int().min(0).optional(),
  /** What was paid back of a charge that otherwise stands paid. */
  refundedAmount: z.number().int().min(0).optional(),
  updatedAt: z.string().optional(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const receiptItemSchema = z.object({
  chargeId: z.string(),
  description: z.string(),
  skaterName: z.string(),
  amount: z.number().int(),
});

export const receiptSchema = z.object({
  _id: z.string(),
  number: z.string(),
  financialYear: z.string(),
  sequence: z.number().int(),
  payerName: z.string(),
  family: z.string(),
  items: z.array(receiptItemSchema),
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  /** The UTR, cheque number or bank reference. */
  reference: z.string(),
  paidAt: z.string(),
  issuedAt: z.string(),
  issuedBy: z.string(),
  state: z.enum(['issued', 'cancelled']),
  cancelledAt: z.string().optional(),
  cancelReason: z.string().optional(),
  /** The receipt issued in its place, and the one it replaces. */
  replacedBy: z.string().optional(),
  replaces: z.string().optional(),
  season: z.number().int(),
  eventIds: z.array(z.string()).default([]),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** A receipt as the money routes answer it (recorded, confirmed from a statement, cancelled): what the treasurer's screen shows of it. */
export const receiptAnswerSchema = receiptSchema.pick({ _id: true, number: true, amount: true, method: true, reference: true });

const utrField = z
  .string({ error: feeMessages.utrInvalid })
  .trim()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().max(12, { error: feeMessages.utrInvalid, abort: true }).regex(UTR_PATTERN, feeMessages.utrInvalid));

const chargeIds = z.array(z.string().min(1).max(80)).min(1, { error: 'Choose at least one charge.' }).max(50);

/** A parent starts a UPI payment of one or more of their charges. */
export const payRequestSchema = z.object({ chargeIds });
/** …and says it is paid. */
export const utrClaimSchema = z.object({
  reference: z.string({ error: feeMessages.payRefNotFound }).trim().regex(PAY_REF_PATTERN, feeMessages.payRefNotFound),
  utr: utrField,
});

/** The treasurer records a payment made at the office. */
export const officePaymentSchema = z.object({
  chargeIds,
  method: z.enum(OFFICE_METHODS, { error: `Method must be one of: ${OFFICE_METHODS.join(', ')}` }),
  reference: textField('Reference must be text')
    .max(PAYMENT_REFERENCE_MAX, `Reference is at most ${PAYMENT_REFERENCE_MAX} characters`)
    .refine(...withoutControls('Reference'))
    .default(''),
});

export const chargeActionSchema = z.object({
  /** unclaim: the money a parent said they paid is not on the statement (or was another family's): due again. */
  action: z.enum(['waive', 'refund', 'unclaim'], { error: 'Action must be waive, refund or unclaim' }),
  reason: requiredText('Reason', REASON_MAX),
});

export const cancelReceiptSchema = z.object({ reason: requiredText('Reason', REASON_MAX), reissue: z.boolean().default(false) });

export const statementMappingSchema = z.object({
  date: z.string().min(1).max(100),
  description: z.string().min(1).max(100),
  reference: z.string().min(1).max(100),
  credit: z.string().min(1).max(100),
});
export type StatementMapping = z.infer<typeof statementMappingSchema>;

export const statementUploadSchema = z.object({
  csv: z
    .string({ error: 'The statement (CSV) is required' })
    .min(1, 'The statement (CSV) is required')
    .max(STATEMENT_MAX_BYTES, feeMessages.statementTooBig),
  mapping: statementMappingSchema.optional(),
});

/** The matched payments to confirm: each by its payment reference. */
export const confirmMatchesSchema = z.object({
  matches: z
    .array(
      z.object({
        payRef: z.string().regex(PAY_REF_PATTERN),
        utr: z.string().regex(UTR_PATTERN).optional(),
        bankReference: z
          .string()
          .max(100)
          .refine(...withoutControls('Bank reference')),
      }),
    )
    .min(1, 'Choose at least one matched payment.')
    .max(500),
});

/** What the forms ask of the public fees: a season (the current one when left out) and a championship. */
export const feesQuerySchema = z.object({
  season: z.coerce.number().int().min(2000).max(2100).optional(),
  eventId: z.string().max(40).optional(),
});

export const ledgerQuerySchema = z.object({
  season: z.coerce.number().int().min(2000).max(2100).optional(),
  eventId: idSchema.optional(),
});

/** The receipts of a span of days (the association's calendar, both days included), for the list and its CSV. */
export const receiptsQuerySchema = z
  .object({ from: dateField('From').optional(), to: dateField('To').optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'From must be on or before To.', path: ['to'] });
export type ReceiptsQuery = z.infer<typeof receiptsQuerySchema>;
