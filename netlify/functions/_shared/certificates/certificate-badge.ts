/**
 * The association's badge drawn in a certificate as vectors (the same drawing as the site's logo,
 * src/lib/brand/badge.ts, in the configured colours): sharp as any size it is printed at.
 */
import { rgb, type PDFPage } from 'pdf-lib';
import { site } from '#config/site.ts';

const colour = (hex: string) =>
  rgb(parseInt(hex.slice(1, 3), 16) / 255, parseInt(hex.slice(3, 5), 16) / 255, parseInt(hex.slice(5, 7), 16) / 255);

/** The skate of the badge, in the badge's 64 × 64 box (SVG coordinates, y down). */
const SKATE_BODY = 'M19 14H29V25L40 28.5C44.5 29.7 47 32 47 35.5V38H19Z';
const SPEED_LINES = ['M6 22h9', 'M4 28h11', 'M7 34h8'];
const LACES = ['M31.5 26.5l2-4', 'M35.5 27.7l2-4'];
const WHEELS = [21, 28.3, 35.7, 43];

/** Draws the badge with its top-left corner at (x, top), `size` points wide. */
export const drawBadge = (page: PDFPage, x: number, top: number, size: number): void => {
  const scale = size / 64;
  const at = (cx: number, cy: number) => ({ x: x + cx * scale, y: top - cy * scale });
  const brand = colour(site.colors.brand[800]);
  const accent = colour(site.colors.accent[500]);
  const white = rgb(1, 1, 1);
  page.drawCircle({ ...at(32, 32), size: 31 * scale, color: brand });
  page.drawCircle({ ...at(32, 32), size: 28.3 * scale, borderColor: accent, borderWidth: 1.4 * scale });
  for (const line of SPEED_LINES) page.drawSvgPath(line, { x, y: top, scale, borderColor: accent, borderWidth: 2.2 * scale });
  page.drawSvgPath(SKATE_BODY, { x, y: top, scale, color: white });
  page.drawRectangle({ ...at(19, 20), width: 10 * scale, height: 3 * scale, color: accent });
  for (const lace of LACES) page.drawSvgPath(lace, { x, y: top, scale, borderColor: brand, borderWidth: 1.4 * scale });
  page.drawRectangle({ ...at(17, 42), width: 32 * scale, height: 3 * scale, color: white });
  for (const wheel of WHEELS) {
    page.drawCircle({ ...at(wheel, 46.3), size: 3.7 * scale, color: accent });
    page.drawCircle({ ...at(wheel, 46.3), size: 1.2 * scale, color: white });
  }
};
