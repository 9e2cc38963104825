/**
 * Certificates as A4 PDF pages (pdf-lib), each with the association's name, the facts, a signature
 * line and a QR code (qrcode) of the address where anyone can check it. One page for a single
 * certificate; many pages in one document for printing a championship's.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { site } from '#config/site.ts';
import { formatDate } from '#domain/common/dates.ts';
import { awardText, verifyPath, type CertificateFacts } from '#domain/championships/certificate.ts';

/** A4 in PDF points (1/72 inch). */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BRAND = rgb(0x1e / 255, 0x3a / 255, 0x8a / 255);
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /** The characters the standard fonts can draw (Windows-1252). */
  drawable: Set<number>;
}

const loadFonts = async (doc: PDFDocument): Promise<Fonts> => {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { regular, bold, drawable: new Set(regular.getCharacterSet()) };
};

/**
 * The text as the standard fonts can draw it: accents the font lacks are dropped from their
 * letters (Ś becomes S) and anything else becomes "?", rather than the whole PDF failing. The
 * verify page shows the name exactly as stored.
 */
const drawable = (text: string, fonts: Fonts): string =>
  Array.from(text.normalize('NFC'), (char) => {
    if (fonts.drawable.has(char.codePointAt(0) ?? 0)) return char;
    // The letter without its accents: the decomposition's parts the font has (combining marks it has not).
    const parts = Array.from(char.normalize('NFD')).filter((part) => fonts.drawable.has(part.codePointAt(0) ?? 0));
    return parts.length > 0 ? parts.join('') : '?';
  }).join('');

/** Draws one line centred, shrinking the size until it fits the page's width. */
const centred = (page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK, fonts?: Fonts) => {
  const line = fonts ? drawable(text, fonts) : text;
  const width = A4[0] - 2 * MARGIN - 20;
  let fitted = size;
  while (fitted > 7 && font.widthOfTextAtSize(line, fitted) > width) fitted -= 0.5;
  const x = (A4[0] - font.widthOfTextAtSize(line, fitted)) / 2;
  page.drawText(line, { x, y, size: fitted, font, color });
};

const longDate = formatDate;

/** The verify page's full address for a code, on `origin` (the site's public address). */
export const verifyUrl = (origin: string, code: string): string => new URL(verifyPath(code), origin).href;

const qrPng = (url: string): Promise<Buffer> => QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 2 });

const drawCertificate = async (doc: PDFDocument, fonts: Fonts, facts: CertificateFacts, origin: string) => {
  const page = doc.addPage(A4);
  const [width, height] = A4;
  const text = (line: string, y: number, font: PDFFont, size: number, color = INK) => centred(page, line, y, font, size, color, fonts);

  page.drawRectangle({ x: 28, y: 28, width: width - 56, height: height - 56, borderColor: BRAND, borderWidth: 3 });
  page.drawRectangle({ x: 36, y: 36, width: width - 72, height: height - 72, borderColor: BRAND, borderWidth: 0.75 });

  text(site.name, height - 110, fonts.bold, 20, BRAND);
  text(`Affiliated to the ${site.stateAssociation}`, height - 132, fonts.regular, 11, MUTED);
  text(facts.position === undefined ? 'Certificate of Participation' : 'Certificate of Merit', height - 200, fonts.bold, 30, INK);
  text('This is to certify that', height - 260, fonts.regular, 13, MUTED);
  text(facts.name, height - 300, fonts.bold, 26, INK);
  text(`Registration number ${facts.registrationNo}`, height - 326, fonts.regular, 12, MUTED);
  text(`of ${facts.club}`, height - 346, fonts.regular, 13, INK);
  text('took part in', height - 386, fonts.regular, 13, MUTED);
  text(facts.race, height - 412, fonts.bold, 16, INK);
  text(`${facts.discipline}, ${facts.ageCategory}`, height - 432, fonts.regular, 12, MUTED);
  text(`at ${facts.eventTitle} on ${longDate(facts.eventDate)}`, height - 458, fonts.regular, 13, INK);
  text(
    facts.position === undefined ? 'for participation' : `and was awarded ${awardText(facts.position)}`,
    height - 494,
    fonts.bold,
    18,
    BRAND,
  );

  // The signature line: signed by hand on the printed copy.
  page.drawLine({ start: { x: MARGIN + 10, y: 170 }, end: { x: MARGIN + 210, y: 170 }, thickness: 0.75, color: INK });
  page.drawText('Secretary', { x: MARGIN + 10, y: 154, size: 11, font: fonts.bold, color: INK });
  page.drawText(drawable(site.name, fonts), { x: MARGIN + 10, y: 140, size: 8, font: fonts.regular, color: MUTED });
  page.drawText(`Issued on ${longDate(facts.issuedAt)}`, { x: MARGIN + 10, y: 110, size: 10, font: fonts.regular, color: MUTED });

  const url = verifyUrl(origin, facts.code);
  const qr = await doc.embedPng(await qrPng(url));
  const qrSize = 118;
  const right = width - MARGIN - 10;
  page.drawImage(qr, { x: right - qrSize, y: 120, width: qrSize, height: qrSize });
  const rightAligned = (line: string, y: number, size: number, color = MUTED) =>
    page.drawText(line, { x: right - fonts.regular.widthOfTextAtSize(line, size), y, size, font: fonts.regular, color });
  rightAligned('Scan to verify, or open', 106, 8);
  // The address in one line, as large as fits beside the signature (at most 8 points).
  rightAligned(url, 94, Math.min(8, 250 / Math.max(1, fonts.regular.widthOfTextAtSize(url, 1))), INK);
  page.drawText(`Code ${facts.code}`, { x: MARGIN + 10, y: 94, size: 9, font: fonts.regular, color: MUTED });
};

const newDocument = async (title: string) => {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(site.name);
  doc.setCreator(site.name);
  doc.setProducer(site.name);
  return { doc, fonts: await loadFonts(doc) };
};

/** One certificate's PDF. */
export const certificatePdf = async (facts: CertificateFacts, origin: string): Promise<Uint8Array> => {
  const { doc, fonts } = await newDocument(`Certificate ${facts.code}`);
  await drawCertificate(doc, fonts, facts, origin);
  return doc.save();
};

/**
 * Every certificate given, a page each, in one PDF to print. `progress` hears how many pages are
 * done after each batch, so a long run can be watched.
 */
export const certificatesPdf = async (
  all: readonly CertificateFacts[],
  origin: string,
  title: string,
  progress: (done: number) => Promise<void> = async () => {},
  batch = 100,
): Promise<Uint8Array> => {
  const { doc, fonts } = await newDocument(title);
  for (const [index, facts] of all.entries()) {
    await drawCertificate(doc, fonts, facts, origin);
    if ((index + 1) % batch === 0) await progress(index + 1);
  }
  return doc.save();
};
