/**
 * What a parent needs to pay by UPI: the link UPI apps open (upi://pay with the association's
 * business UPI id, the payee's name, the amount and the payment reference as the note), the same
 * link as a QR code to scan from another phone, the amount and the reference. Without a UPI id in
 * the configuration, the office's payment instructions instead.
 */
import QRCode from 'qrcode';
import { site } from '#config/site.ts';
import { upiLink } from '#domain/fees/fees.ts';

export type PaymentWay =
  | { kind: 'upi'; link: string; qr: string; upiId: string; payee: string; amount: number; reference: string }
  | { kind: 'office'; instructions: string; amount: number; reference: string };

export const paymentWay = async (amount: number, reference: string): Promise<PaymentWay> => {
  const { upiId, upiPayee, officeInstructions } = site.payments as { upiId: string; upiPayee: string; officeInstructions: string };
  if (!upiId) return { kind: 'office', instructions: officeInstructions, amount, reference };
  const link = upiLink({ upiId, payee: upiPayee, amount, reference });
  const qr = await QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, scale: 6 });
  return { kind: 'upi', link, qr, upiId, payee: upiPayee, amount, reference };
};
