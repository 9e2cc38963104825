/**
 * Certificates as landscape A4 PDF pages (pdf-lib), made to be framed: the association's badge and
 * name, the championship, the skater, the place with its medal, the date, one or two signatories
 * (from src/config/certificates.ts, with their signature images when given) and a QR code
 * (qrcode) of the address where anyone can check it, with the code printed for typing. One page
 * for a single certificate; many pages in one document for printing a championship's.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { site } from '#config/site.ts';
import { certificateSignatories } from '#config/certificates.ts';
import { formatDate } from '#domain/common/dates.ts';
import { certificateTitle, formatCertificateCode, verifyPath, type CertificateFacts } from '#domain/championships/certificate.ts';
import { medalOf, ordinal, type Medal } from '#domain/championships/championship.ts';
import { SECOND_LANG } from '#domain/i18n/languages.ts';
import { messagesFor } from '#domain/i18n/translate.ts';
import { shellWords } from '#domain/i18n/words-shell.ts';
import { raceNameIn } from '#domain/i18n/race-words.ts';
import { drawBadge } from './certificate-badge.ts';
import { drawRuns, embedScriptFont, runsWidth, scriptRuns, type ScriptFont } from '#shared/pdf/script-font.ts';

/** What the drawing depends on besides the facts: stored copies drawn with another design are drawn again. */
export const CERTIFICATE_DESIGN = { version: 3, signatories: certificateSignatories } as const;

/** A4 landscape in PDF points (1/72 inch). */
const PAGE: [number, number] = [841.89, 595.28];
const [WIDTH, HEIGHT] = PAGE;
const MARGIN = 64;
const BRAND = rgb(0x1e / 255, 0x3a / 255, 0x8a / 255);
const ACCENT = rgb(0xf9 / 255, 0x73 / 255, 0x16 / 255);
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.33, 0.33, 0.38);
const MEDAL_COLOURS: Record<Medal, { fill: ReturnType<typeof rgb>; ring: ReturnType<typeof rgb> }> = {
  gold: { fill: rgb(0.98, 0.78, 0.2), ring: rgb(0.72, 0.53, 0.04) },
  silver: { fill: rgb(0.82, 0.84, 0.87), ring: rgb(0.5, 0.53, 0.58) },
  bronze: { fill: rgb(0.85, 0.55, 0.3), ring: rgb(0.6, 0.34, 0.14) },
};

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  serif: PDFFont;
  serifBold: PDFFont;
  /** The characters the standard fonts can draw (Windows-1252). */
  drawable: Set<number>;
  /** The second language's script (the association's and the race's names are printed in it too). */
  script: ScriptFont | undefined;
}

const loadFonts = async (doc: PDFDocument): Promise<Fonts> => {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  return {
    regular,
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifBold: await doc.embedFont(StandardFonts.TimesRomanBold),
    drawable: new Set(regular.getCharacterSet()),
    script: await embedScriptFont(doc, SECOND_LANG),
  };
};

/** A line in the second language, centred and shrunk to fit: its script's letters in its font, the rest in `latin`. */
const centredScript = (
  page: PDFPage,
  fonts: Fonts,
  text: string,
  y: number,
  latin: PDFFont,
  size: number,
  color: ReturnType<typeof rgb>,
) => {
  if (!fonts.script) return;
  const runs = scriptRuns(text, fonts.script, latin, (part) => drawable(part, fonts));
  let fit = size;
  while (fit > 7 && runsWidth(runs, fit) > WIDTH - 2 * MARGIN) fit -= 0.5;
  drawRuns(page, runs, WIDTH / 2 - runsWidth(runs, fit) / 2, y, fit, color);
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

/** The size at which a line fits `width`, from `size` down. */
const fitted = (font: PDFFont, line: string, size: number, width: number) => {
  let fit = size;
  while (fit > 7 && font.widthOfTextAtSize(line, fit) > width) fit -= 0.5;
  return fit;
};

/** Draws one line centred on `centre`, shrinking it until it fits `width`; answers its size. */
const centred = (
  page: PDFPage,
  fonts: Fonts,
  text: string,
  y: number,
  font: PDFFont,
  size: number,
  color = INK,
  centre = WIDTH / 2,
  width = WIDTH - 2 * MARGIN - 40,
) => {
  const line = drawable(text, fonts);
  const fit = fitted(font, line, size, width);
  page.drawText(line, { x: centre - font.widthOfTextAtSize(line, fit) / 2, y, size: fit, font, color });
  return { width: font.widthOfTextAtSize(line, fit), size: fit };
};

/** The race's name, with its discipline and age category only when the name does not already say them. */
export const raceLine = (facts: Pick<CertificateFacts, 'race' | 'discipline' | 'ageCategory'>): string => {
  const missing = [facts.discipline, facts.ageCategory].filter((part) => part !== '' && !facts.race.includes(part));
  return missing.length === 0 ? facts.race : `${facts.race} (${missing.join(', ')})`;
};

/** The verify page's full address for a code, on `origin` (the site's public address). */
export const verifyUrl = (origin: string, code: string): string => new URL(verifyPath(code), origin).href;

const qrPng = (url: string): Promise<Buffer> => QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 3 });

/** A medal disc with the place's number, for 1st to 3rd. */
const drawMedal = (page: PDFPage, fonts: Fonts, medal: Medal, position: number, x: number, y: number, radius: number) => {
  const { fill, ring } = MEDAL_COLOURS[medal];
  page.drawCircle({ x, y, size: radius, color: fill, borderColor: ring, borderWidth: 2 });
  page.drawCircle({ x, y, size: radius - 4, borderColor: ring, borderWidth: 0.75 });
  const label = String(position);
  const size = radius * 0.95;
  page.drawText(label, {
    x: x - fonts.serifBold.widthOfTextAtSize(label, size) / 2,
    y: y - size * 0.35,
    size,
    font: fonts.serifBold,
    color: INK,
  });
};

/** The award line: "was placed 2nd" with the medal beside it, or "for taking part in". */
const drawAward = (page: PDFPage, fonts: Fonts, facts: CertificateFacts, y: number) => {
  if (facts.position === undefined) {
    centred(page, fonts, 'for taking part in', y, fonts.regular, 14, MUTED);
    return;
  }
  const medal = medalOf(facts.position);
  const text = `was placed ${ordinal(facts.position)} in`;
  const { width, size } = centred(page, fonts, text, y, fonts.serifBold, 22, BRAND);
  if (medal) drawMedal(page, fonts, medal, facts.position, WIDTH / 2 - width / 2 - 26, y + size * 0.32, 15);
};

type Signature = { name: string; title: string; image: PDFImage | undefined };

const SIGNATURE_DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/;

/** The configured signatories with their images embedded once per document (a broken image is left out: the line stays to sign by hand). */
const embedSignatures = async (doc: PDFDocument): Promise<Signature[]> =>
  Promise.all(
    certificateSignatories.slice(0, 2).map(async ({ name, title, signature }) => {
      const match = SIGNATURE_DATA_URL.exec(signature);
      if (!match) return { name, title, image: undefined };
      const bytes = Buffer.from(match[2] ?? '', 'base64');
      const image = await (match[1] === 'png' ? doc.embedPng(bytes) : doc.embedJpg(bytes)).catch(() => undefined);
      return { name, title, image };
    }),
  );

const drawSignatures = (page: PDFPage, fonts: Fonts, signatures: readonly Signature[]) => {
  const lineWidth = 170;
  const baseline = 112;
  signatures.forEach((signature, index) => {
    const centre = MARGIN + 40 + lineWidth / 2 + index * (lineWidth + 40);
    if (signature.image) {
      const height = 40;
      const width = Math.min(lineWidth, (signature.image.width / signature.image.height) * height);
      page.drawImage(signature.image, { x: centre - width / 2, y: baseline + 3, width, height });
    }
    page.drawLine({
      start: { x: centre - lineWidth / 2, y: baseline },
      end: { x: centre + lineWidth / 2, y: baseline },
      thickness: 0.75,
      color: INK,
    });
    centred(page, fonts, signature.name, baseline - 15, fonts.bold, 11, INK, centre, lineWidth);
    centred(page, fonts, signature.title, baseline - 28, fonts.regular, 9.5, MUTED, centre, lineWidth);
  });
};

const drawFrame = (page: PDFPage) => {
  page.drawRectangle({ x: 18, y: 18, width: WIDTH - 36, height: HEIGHT - 36, borderColor: BRAND, borderWidth: 5 });
  page.drawRectangle({ x: 28, y: 28, width: WIDTH - 56, height: HEIGHT - 56, borderColor: ACCENT, borderWidth: 1.25 });
  // Corner marks inside the frame.
  for (const [x, y] of [
    [36, 36],
    [WIDTH - 36, 36],
    [36, HEIGHT - 36],
    [WIDTH - 36, HEIGHT - 36],
  ] as const) {
    page.drawCircle({ x, y, size: 3, color: ACCENT });
  }
};

const drawVerification = async (doc: PDFDocument, page: PDFPage, fonts: Fonts, facts: CertificateFacts, origin: string) => {
  const url = verifyUrl(origin, facts.code);
  const qr = await doc.embedPng(await qrPng(url));
  const qrSize = 92;
  const right = WIDTH - MARGIN - 6;
  page.drawImage(qr, { x: right - qrSize, y: 62, width: qrSize, height: qrSize });
  const textRight = right - qrSize - 12;
  const rightAligned = (line: string, y: number, size: number, font = fonts.regular, color = MUTED) =>
    page.drawText(line, { x: textRight - font.widthOfTextAtSize(line, size), y, size, font, color });
  const verifyAt = new URL('/verify', origin).href;
  rightAligned('Scan to verify, or type the code at', 130, 8.5);
  rightAligned(verifyAt, 118, Math.min(9, 200 / Math.max(1, fonts.regular.widthOfTextAtSize(verifyAt, 1))), fonts.regular, INK);
  rightAligned('Certificate code', 96, 8.5);
  const code = formatCertificateCode(facts.code);
  rightAligned(code, 82, Math.min(10, 210 / Math.max(1, fonts.bold.widthOfTextAtSize(code, 1))), fonts.bold, INK);
};

const drawCertificate = async (
  doc: PDFDocument,
  fonts: Fonts,
  signatures: readonly Signature[],
  facts: CertificateFacts,
  origin: string,
) => {
  const page = doc.addPage(PAGE);
  const text = (line: string, y: number, font: PDFFont, size: number, color = INK) => centred(page, fonts, line, y, font, size, color);
  drawFrame(page);
  drawBadge(page, WIDTH / 2 - 30, HEIGHT - 44, 60);
  text(site.name, HEIGHT - 130, fonts.bold, 20, BRAND);
  // The association's name in the second language, under the first.
  centredScript(page, fonts, messagesFor(SECOND_LANG, shellWords).t('site.name'), HEIGHT - 147, fonts.bold, 13.5, BRAND);
  text(`Affiliated to the ${site.stateAssociation}`, HEIGHT - 161, fonts.regular, 9.5, MUTED);
  text(certificateTitle(facts.position), HEIGHT - 196, fonts.serifBold, 36, INK);
  text('This is to certify that', HEIGHT - 228, fonts.regular, 13, MUTED);
  const name = text(facts.name, HEIGHT - 266, fonts.serifBold, 32, INK);
  page.drawLine({
    start: { x: WIDTH / 2 - name.width / 2 - 20, y: HEIGHT - 274 },
    end: { x: WIDTH / 2 + name.width / 2 + 20, y: HEIGHT - 274 },
    thickness: 0.5,
    color: ACCENT,
  });
  text(`of ${facts.club} · Registration number ${facts.registrationNo}`, HEIGHT - 292, fonts.regular, 11.5, MUTED);
  drawAward(page, fonts, facts, HEIGHT - 330);
  text(raceLine(facts), HEIGHT - 358, fonts.bold, 16, INK);
  text(`at ${facts.eventTitle}, ${formatDate(facts.eventDate)}`, HEIGHT - 382, fonts.regular, 13, INK);
  // The race's name in the second language.
  centredScript(page, fonts, raceNameIn(SECOND_LANG, raceLine(facts)), HEIGHT - 404, fonts.bold, 13, INK);
  drawSignatures(page, fonts, signatures);
  page.drawText(drawable(`Given on ${formatDate(facts.issuedAt)}`, fonts), {
    x: MARGIN + 20,
    y: 58,
    size: 9.5,
    font: fonts.regular,
    color: MUTED,
  });
  await drawVerification(doc, page, fonts, facts, origin);
};

const newDocument = async (title: string) => {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(site.name);
  doc.setCreator(site.name);
  doc.setProducer(site.name);
  return { doc, fonts: await loadFonts(doc), signatures: await embedSignatures(doc) };
};

/** One certificate's PDF. */
export const certificatePdf = async (facts: CertificateFacts, origin: string): Promise<Uint8Array> => {
  const { doc, fonts, signatures } = await newDocument(`Certificate ${facts.code}`);
  await drawCertificate(doc, fonts, signatures, facts, origin);
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
  const { doc, fonts, signatures } = await newDocument(title);
  for (const [index, facts] of all.entries()) {
    await drawCertificate(doc, fonts, signatures, facts, origin);
    if ((index + 1) % batch === 0) await progress(index + 1);
  }
  return doc.save();
};
