/**
 * A receipt as its payer gets it: its PDF (receipt-pdf.ts) e-mailed to the address on file of the
 * family's first skater in the language remembered for that address (the treasurer's page is not
 * the parent's), or to a club's coaches.
 */
import { site } from '#config/site.ts';
import { clubFeeMessages, isClubPayer } from '#domain/fees/club-fees.ts';
import { receiptLetterIn } from '#domain/fees/fee-letters-in.ts';
import { feeMessages } from '#domain/fees/fees.ts';
import type { Receipt } from '#domain/fees/fees.schema.ts';
import { coachesOf } from '#shared/clubs/coaches.ts';
import { charges } from '#shared/collections/fees.ts';
import { skaters } from '#shared/collections/registry.ts';
import { letterLanguage } from '#shared/mail/letter-language.ts';
import { failureReason } from '#shared/mail/mail-failure.ts';
import { deliver } from '#shared/mail/send-mail.ts';
import { receiptFileName, receiptPdf } from './receipt-pdf.ts';

/** A club's receipt goes to the club's coaches, never to a parent. */
const mailClubReceipt = async (receipt: Receipt) => {
  const first = await charges().get(receipt.items[0]?.chargeId ?? '');
  const coaches = first?.clubId ? await coachesOf(first.clubId) : [];
  if (coaches.length === 0) return;
  const pdf = await receiptPdf(receipt);
  await deliver(
    coaches.map((coach) => ({
      to: coach.email,
      subject: feeMessages.receiptSubject(receipt.number, site.name),
      text: clubFeeMessages.receiptLetter(receipt.payerName, receipt.number, receipt.amount),
      attachments: [{ filename: receiptFileName(receipt), content: pdf, contentType: 'application/pdf' }],
    })),
  );
};

/** E-mails the receipt's PDF; a failure is logged, the receipt stands. */
export const mailReceipt = async (receipt: Receipt): Promise<void> => {
  try {
    if (isClubPayer(receipt.family)) {
      await mailClubReceipt(receipt);
      return;
    }
    const first = await charges().get(receipt.items[0]?.chargeId ?? '');
    const skater = first ? await skaters().get(first.skaterId) : undefined;
    if (!skater) return;
    const [pdf, lang] = await Promise.all([receiptPdf(receipt), letterLanguage(skater.email)]);
    await deliver([
      {
        to: skater.email,
        ...receiptLetterIn(lang, receipt),
        attachments: [{ filename: receiptFileName(receipt), content: pdf, contentType: 'application/pdf' }],
      },
    ]);
  } catch (error) {
    console.warn(`[mail] receipt ${receipt.number} was not e-mailed: ${failureReason(error)}`);
  }
};
