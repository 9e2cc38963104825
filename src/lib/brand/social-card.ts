/**
 * The social-media card (Open Graph image, 1200 × 630): the badge, the short name, the full name
 * and the tagline on the association's colours. Names of any length fit: the name is set in the
 * largest size at which it wraps into three lines or fewer.
 */
import { badgeArt, FONT_FAMILY } from './badge.ts';
import { checkedPalette, escapeXml, type BrandIdentity } from './identity.ts';

export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

const TEXT_LEFT = 470;
const TEXT_WIDTH = SOCIAL_CARD.width - TEXT_LEFT - 60;
/** Average advance of a bold sans-serif letter, in ems: enough to keep lines inside the card. */
const BOLD_EM = 0.64;
const REGULAR_EM = 0.55;

/** Splits text into lines of at most `maxChars` characters, between words (a longer word gets a line of its own). */
export const wrapWords = (text: string, maxChars: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= maxChars) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
};

const fitName = (name: string): { size: number; lines: string[] } => {
  for (const size of [68, 62, 56, 50, 44]) {
    const lines = wrapWords(name, Math.floor(TEXT_WIDTH / (size * BOLD_EM)));
    if (lines.length <= 3) return { size, lines };
  }
  const size = 38;
  return { size, lines: wrapWords(name, Math.floor(TEXT_WIDTH / (size * BOLD_EM))).slice(0, 4) };
};

const textLines = (lines: string[], x: number, firstY: number, lineHeight: number): string =>
  lines.map((line, index) => `<tspan x="${x}" y="${firstY + index * lineHeight}">${escapeXml(line)}</tspan>`).join('');

export const socialCardSvg = (identity: BrandIdentity): string => {
  const { brand, accent } = checkedPalette(identity.colors);
  const { width, height } = SOCIAL_CARD;
  const name = fitName(identity.name);
  const nameLineHeight = Math.round(name.size * 1.15);
  const taglineSize = 30;
  const tagline = wrapWords(identity.tagline, Math.floor(TEXT_WIDTH / (taglineSize * REGULAR_EM))).slice(0, 2);
  const shortY = 150;
  const nameY = shortY + 38 + name.size;
  const taglineY = nameY + (name.lines.length - 1) * nameLineHeight + 30 + taglineSize;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${brand[900]}"/><stop offset="1" stop-color="${brand[700]}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#ground)"/>` +
    // The lanes of a rink, faintly, behind everything.
    `<g fill="none" stroke="${brand[100]}" stroke-opacity="0.09" stroke-width="14">` +
    [0, 1, 2, 3].map((lane) => `<ellipse cx="900" cy="720" rx="${520 + lane * 60}" ry="${260 + lane * 45}"/>`).join('') +
    `</g>` +
    `<rect y="${height - 18}" width="${width}" height="18" fill="${accent[500]}"/>` +
    `<g transform="translate(80 135) scale(5.4)">${badgeArt(identity)}</g>` +
    `<g font-family="${FONT_FAMILY}">` +
    `<text x="${TEXT_LEFT}" y="${shortY}" fill="${accent[500]}" font-size="40" font-weight="700" letter-spacing="6">${escapeXml(identity.shortName)}</text>` +
    `<text fill="#fff" font-size="${name.size}" font-weight="700">${textLines(name.lines, TEXT_LEFT, nameY, nameLineHeight)}</text>` +
    `<text fill="${brand[100]}" font-size="${taglineSize}">${textLines(tagline, TEXT_LEFT, taglineY, 40)}</text>` +
    `</g></svg>`
  );
};
