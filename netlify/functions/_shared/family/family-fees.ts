/**
 * The family page's fees: each child's charges with their state, the receipts (each downloadable
 * as its PDF), and how to pay. A family reaches only its own charges and receipts: both are found
 * by the family's partition, and anything else answers 404.
 */
import { NotFound } from '#domain/common/errors.ts';
import { site } from '#config/site.ts';
import { feeMessages } from '#domain/fees/fees.ts';
import type { Charge, Receipt } from '#domain/fees/fees.schema.ts';
import { receipts } from '#shared/collections/fees.ts';
import { familyPartition } from '#shared/collections/registry.ts';
import { familyCharges } from '#shared/fees/charges.ts';
import { feeNameIn } from '#domain/i18n/fee-words.ts';
import type { Lang } from '#domain/i18n/languages.ts';

/**
 * A charge as the family page shows it, its name in the page's language (the site writes fee
 * names in English; the other language's words are said here, as receipts say them).
 */
export const familyChargeView =
  (lang: Lang) =>
  ({ _id, kind, state, amount, description, skaterId, skaterName, payRef, utr, reason, createdAt, receiptId, eventId, dueBy }: Charge) => ({
    _id,
    kind,
    state,
    amount,
    description: feeNameIn(lang, description),
    skaterId,
    skaterName,
    createdAt,
    ...(payRef ? { payRef } : {}),
    ...(utr ? { utr } : {}),
    ...(reason ? { reason } : {}),
    ...(receiptId ? { receiptId } : {}),
    ...(eventId ? { eventId } : {}),
    ...(dueBy ? { dueBy } : {}),
  });

export const familyFees = async (email: string, lang: Lang) => {
  const [charges, receiptPage] = await Promise.all([
    familyCharges(email),
    receipts().page('byFamily', { partition: familyPartition(email), limit: 100, reverse: true }),
  ]);
  return {
    charges: charges.map(familyChargeView(lang)),
    receipts: receiptPage.items,
    upi: (site.payments.upiId as string) !== '',
    officeInstructions: site.payments.officeInstructions,
  };
};

/** One of the family's receipts (404 for another family's). */
export const familyReceipt = async (email: string, id: string): Promise<Receipt> => {
  const receipt = await receipts().get(id);
  if (!receipt || receipt.family !== familyPartition(email)) throw new NotFound('Receipt', feeMessages.receiptNotFound);
  return receipt;
};
