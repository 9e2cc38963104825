/**
 * Heat sheets as an A4 PDF (pdf-lib), one page per heat: the championship, the race, the round and
 * the heat, the day, and a line per starter in start-position order (position, bib, name, club) with
 * an empty box for the official's time and place.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import { site } from '#config/site.ts';
import { formatDate } from '#domain/common/dates.ts';
import { drawableWith } from '#shared/pdf/drawable-text.ts';

const [WIDTH, HEIGHT] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.33, 0.33, 0.38);
const RULE = rgb(0.6, 0.6, 0.65);

export interface SheetHeat {
  race: string;
  round: string;
  heat: number;
  heats: number;
  starts: { position: number; bib?: number | undefined; name: string; club: string }[];
}

/** Cuts text to `width`, with an ellipsis when it had to. */
const fitted = (text: string, font: PDFFont, size: number, width: number): string => {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
};

const COLUMNS = [
  { label: 'Pos', x: 0, width: 34 },
  { label: 'Bib', x: 36, width: 40 },
  { label: 'Name', x: 80, width: 170 },
  { label: 'Club', x: 254, width: 120 },
  { label: 'Time', x: 378, width: 80 },
  { label: 'Place', x: 462, width: 37 },
] as const;

export const heatSheetPdf = async (title: string, day: string, heats: readonly SheetHeat[]): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setTitle(`Heat sheets: ${title}`);
  doc.setAuthor(site.name);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = drawableWith(regular);
  for (const heat of heats) {
    const page = doc.addPage([WIDTH, HEIGHT]);
    let y = HEIGHT - MARGIN;
    const line = (text: string, size: number, font = regular, color = INK) => {
      page.drawText(fitted(clean(text), font, size, WIDTH - 2 * MARGIN), { x: MARGIN, y, size, font, color });
      y -= size * 1.5;
    };
    line(site.name, 10, regular, MUTED);
    line(title, 12, bold);
    line(heat.race, 16, bold);
    line(`${heat.round}, heat ${heat.heat} of ${heat.heats}`, 13, bold);
    line(`${day ? formatDate(day) : ''}    Start time: ____________    Official: ______________________`, 10, regular, MUTED);
    y -= 10;
    for (const column of COLUMNS) page.drawText(column.label, { x: MARGIN + column.x, y, size: 10, font: bold, color: INK });
    y -= 8;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: WIDTH - MARGIN, y }, thickness: 1, color: INK });
    for (const start of heat.starts) {
      y -= 22;
      const cells = [String(start.position), start.bib === undefined ? '' : String(start.bib), start.name, start.club];
      cells.forEach((cell, index) => {
        const column = COLUMNS[index] ?? COLUMNS[0];
        page.drawText(fitted(clean(cell), regular, 11, column.width), { x: MARGIN + column.x, y, size: 11, font: regular, color: INK });
      });
      // The official writes the time and place by hand.
      for (const column of COLUMNS.slice(4))
        page.drawRectangle({ x: MARGIN + column.x, y: y - 5, width: column.width, height: 18, borderColor: RULE, borderWidth: 0.75 });
      page.drawLine({ start: { x: MARGIN, y: y - 7 }, end: { x: WIDTH - MARGIN, y: y - 7 }, thickness: 0.25, color: RULE });
    }
  }
  return doc.save();
};
