/** A family's fees: its charges and receipts, a UPI payment started and claimed, and a receipt's PDF. */
import { feeMessages } from '#domain/fees/fees.ts';
import { claimPayment, startPayment } from '#shared/fees/charges.ts';
import { receiptFileName, receiptPdf } from '#shared/fees/receipt-pdf.ts';
import { paymentWay } from '#shared/fees/upi-payment.ts';
import { binary, json } from '#shared/platform/http.ts';
import { requireFamily } from '#shared/security/sessions.ts';
import { familyChargeView, familyFees, familyReceipt } from './family-fees.ts';
import { DEFAULT_LANG, type Lang } from '#domain/i18n/languages.ts';
import { requestLanguage } from '#shared/mail/letter-language.ts';

/** The language of the page that asked: the fees' names are said in it. */
const pageLanguage = (req: Request): Lang => requestLanguage(req) ?? DEFAULT_LANG;

export const fees = async (req: Request): Promise<Response> => {
  const { email } = await requireFamily(req);
  return json(await familyFees(email, pageLanguage(req)));
};

export const pay = async (req: Request, chargeIds: string[]): Promise<Response> => {
  const { email } = await requireFamily(req);
  const { payRef, amount, charges } = await startPayment(email, chargeIds);
  return json({ way: await paymentWay(amount, payRef), charges: charges.map(familyChargeView(pageLanguage(req))) });
};

export const claim = async (req: Request, { reference, utr }: { reference: string; utr: string }): Promise<Response> => {
  const { email } = await requireFamily(req);
  const charges = await claimPayment(email, reference, utr);
  return json({ message: feeMessages.claimed, charges: charges.map(familyChargeView(pageLanguage(req))) });
};

export const receipt = async (req: Request, id: string): Promise<Response> => {
  const { email } = await requireFamily(req);
  const found = await familyReceipt(email, id);
  return binary(await receiptPdf(found), 'application/pdf', 'private, no-store', {
    headers: { 'Content-Disposition': `attachment; filename="${receiptFileName(found)}"` },
  });
};
