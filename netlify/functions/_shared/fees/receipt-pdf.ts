/**
 * A receipt as an A4 PDF (pdf-lib), the same document e-mailed to its payer (receipt-mail.ts) and
 * served by the downloads, under the same file name: the association's name, address and
 * registration from the site configuration, the receipt's number and date, the payer, what was paid
 * for, the amount in figures and in words, the method and its reference, and the tax line (the
 * GSTIN, or the configured statement). A cancelled receipt says so across the page, with the reason.
 * The association's name, the title, each fee's name and the amount in words are printed in the
 * second language too, under the English, in its script's font (script-font.ts, as on certificates).
 */
import { PDFDocument, rgb, StandardFonts, degrees, type PDFFont, type PDFPage } from 'pdf-lib';
import { ToWords } from 'to-words';
import { site } from '#config/site.ts';
import { formatDate } from '#domain/common/dates.ts';
import { METHOD_LABELS } from '#domain/fees/fees.ts';
import type { Receipt } from '#domain/fees/fees.schema.ts';
import { feeNameIn } from '#domain/i18n/fee-words.ts';
import { tamilAmountInWords } from '#domain/i18n/amount-words-tamil.ts';
import { DEFAULT_LANG, SECOND_LANG, type Lang } from '#domain/i18n/languages.ts';
import { messagesFor } from '#domain/i18n/translate.ts';
import { lettersWords } from '#domain/i18n/words-letters.ts';
import { shellWords } from '#domain/i18n/words-shell.ts';
import { drawableWith } from '#shared/pdf/drawable-text.ts';
import { drawRuns, embedScriptFont, runsWidth, scriptRuns } from '#shared/pdf/script-font.ts';

const [WIDTH, HEIGHT] = [595.28, 841.89];
const MARGIN = 56;
const BRAND = rgb(0x1e / 255, 0x3a / 255, 0x8a / 255);
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.33, 0.33, 0.38);

const words = new ToWords({ localeCode: 'en-IN', converterOptions: { currency: false, ignoreDecimal: true } });

/** An amount in words as Indian receipts write it, in lakhs and crores: "Rupees One Thousand Five Hundred only" (to-words, Indian English). */
export const amountInWords = (rupees: number): string => `Rupees ${words.convert(Math.trunc(rupees))} only`;

/** Each other language's amount in words, by code. */
const OTHER_LANGUAGES: Readonly<Record<string, (rupees: number) => string>> = { ta: tamilAmountInWords };

/** The amount in `lang`'s words; undefined for a language that has none yet. */
const amountInWordsIn = (lang: Lang, rupees: number): string | undefined =>
  lang === DEFAULT_LANG ? amountInWords(rupees) : OTHER_LANGUAGES[lang]?.(rupees);

/** Figures as receipts print them, with Indian grouping ("Rs. 12,34,567"): the standard fonts have no rupee sign. */
const figures = (amount: number): string => `Rs. ${amount.toLocaleString('en-IN')}`;

/** Splits text into lines that fit `width`. */
const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
};

export const receiptPdf = async (receipt: Receipt): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setTitle(`Receipt ${receipt.number}`);
  doc.setAuthor(site.name);
  const page: PDFPage = doc.addPage([WIDTH, HEIGHT]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = drawableWith(regular);
  const script = await embedScriptFont(doc, SECOND_LANG, 'regular');
  const second = messagesFor(SECOND_LANG, lettersWords, shellWords);
  let y = HEIGHT - MARGIN;
  const text = (value: string, { font = regular, size = 11, color = INK, x = MARGIN, width = WIDTH - 2 * MARGIN } = {}) => {
    for (const line of wrap(clean(value), font, size, width)) {
      page.drawText(line, { x, y, size, font, color });
      y -= size * 1.4;
    }
  };
  /** A line in the second language (its script in its font, the rest in Helvetica), wrapped to `width`. */
  const secondText = (value: string, { size = 10, color = MUTED, width = WIDTH - 2 * MARGIN } = {}) => {
    if (!script) return;
    const lines: string[] = [];
    for (const word of value.split(' ')) {
      const last = lines.at(-1);
      const next = last === undefined ? word : `${last} ${word}`;
      if (last !== undefined && runsWidth(scriptRuns(next, script, regular, clean), size) > width) lines.push(word);
      else if (last === undefined) lines.push(word);
      else lines[lines.length - 1] = next;
    }
    for (const line of lines) {
      drawRuns(page, scriptRuns(line, script, regular, clean), MARGIN, y, size, color);
      y -= size * 1.5;
    }
  };
  const right = (value: string, atY: number, font = regular, size = 11) => {
    const line = clean(value);
    page.drawText(line, { x: WIDTH - MARGIN - font.widthOfTextAtSize(line, size), y: atY, size, font, color: INK });
  };

  text(site.name, { font: bold, size: 16, color: BRAND });
  secondText(second.t('site.name'), { size: 12, color: BRAND });
  text(site.address, { size: 10, color: MUTED });
  text(site.payments.registrationDetails, { size: 10, color: MUTED });
  text(`${site.phone} | ${site.email}`, { size: 10, color: MUTED });
  y -= 10;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: WIDTH - MARGIN, y }, thickness: 1, color: BRAND });
  y -= 28;
  text('RECEIPT', { font: bold, size: 18 });
  secondText(second.t('receipt.title'), { size: 12, color: INK });
  text(`Receipt No.: ${receipt.number}`, { font: bold });
  text(`Date: ${formatDate(receipt.issuedAt)}`);
  if (receipt.replaces) text('Issued in place of a cancelled receipt.', { size: 9, color: MUTED });
  y -= 8;
  text(`Received from: ${receipt.payerName}`);
  y -= 12;

  text('For', { font: bold });
  page.drawText('Amount', { x: WIDTH - MARGIN - bold.widthOfTextAtSize('Amount', 11), y: y + 15.4, size: 11, font: bold, color: INK });
  for (const item of receipt.items) {
    const rowY = y;
    text(`${item.description} - ${item.skaterName}`, { width: WIDTH - 2 * MARGIN - 110 });
    const named = feeNameIn(SECOND_LANG, item.description);
    if (named !== item.description) secondText(named, { size: 9.5, width: WIDTH - 2 * MARGIN - 110 });
    right(figures(item.amount), rowY);
  }
  y -= 4;
  page.drawLine({ start: { x: MARGIN, y: y + 10 }, end: { x: WIDTH - MARGIN, y: y + 10 }, thickness: 0.5, color: MUTED });
  // Clear of the rule above it, and the total's figures on the same line as its word.
  y -= 6;
  const totalY = y;
  text('Total', { font: bold });
  right(figures(receipt.amount), totalY, bold);
  y -= 6;
  text(`Amount in words: ${amountInWords(receipt.amount)}`);
  const inWords = amountInWordsIn(SECOND_LANG, receipt.amount);
  if (inWords) secondText(second.t('receipt.inWords', { words: inWords }), { size: 10.5, color: INK });
  y -= 6;
  text(`Paid by: ${METHOD_LABELS[receipt.method]}${receipt.reference ? `, reference ${receipt.reference}` : ''}`);
  text(`Paid on: ${formatDate(receipt.paidAt)}`);
  y -= 6;
  text(site.payments.gstin ? `GSTIN: ${site.payments.gstin}` : site.payments.taxStatement, { size: 10, color: MUTED });
  y -= 30;
  text(`For ${site.name}`, { size: 10 });
  text(`Issued by ${receipt.issuedBy} (treasurer)`, { size: 10, color: MUTED });
  text('This receipt is generated by the association and valid without a signature.', { size: 9, color: MUTED });

  if (receipt.state === 'cancelled') {
    page.drawText('CANCELLED', { x: 150, y: 380, size: 72, font: bold, color: rgb(0.75, 0.1, 0.1), opacity: 0.35, rotate: degrees(30) });
    y = 110;
    text(`Cancelled on ${formatDate(receipt.cancelledAt ?? receipt.issuedAt)}: ${receipt.cancelReason ?? ''}`, {
      size: 10,
      color: rgb(0.6, 0.1, 0.1),
    });
  }
  return doc.save();
};

/** The PDF's file name, attached and downloaded alike. */
export const receiptFileName = (receipt: Receipt): string => `receipt-${receipt.number.replace(/\//g, '-')}.pdf`;
