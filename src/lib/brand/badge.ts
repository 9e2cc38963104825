/**
 * The association's badge: a roller skate in a ring, in the association's colours, optionally
 * with its short name. The header logo, the favicons, the app icons and the social-media card are
 * all this one drawing (a 64 × 64 box), so changing the colours in the configuration changes
 * every one of them.
 */
import { checkedPalette, escapeXml, type BrandIdentity, type Palette } from './identity.ts';

export const BADGE_BOX = 64;

/** The font of every generated picture; renderers without these fall back to any sans-serif. */
export const FONT_FAMILY = "system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif";

/** An inline skate seen from the side, toe to the right, with speed lines behind it. */
const skate = ({ brand, accent }: Palette): string =>
  `<path d="M6 22h9M4 28h11M7 34h8" stroke="${accent[500]}" stroke-width="2.2" stroke-linecap="round"/>` +
  `<path d="M19 14H29V25L40 28.5C44.5 29.7 47 32 47 35.5V38H19Z" fill="#fff"/>` +
  `<rect x="19" y="17" width="10" height="3" fill="${accent[500]}"/>` +
  `<path d="M31.5 26.5l2-4M35.5 27.7l2-4" stroke="${brand[800]}" stroke-width="1.4" stroke-linecap="round"/>` +
  `<rect x="17" y="39" width="32" height="3" rx="1.5" fill="#fff"/>` +
  [21, 28.3, 35.7, 43]
    .map((x) => `<circle cx="${x}" cy="46.3" r="3.7" fill="${accent[500]}"/><circle cx="${x}" cy="46.3" r="1.2" fill="#fff"/>`)
    .join('');

/** The badge's contents for a 64 × 64 box, to be placed inside a larger drawing. */
export const badgeArt = (identity: BrandIdentity, { label = false, square = false } = {}): string => {
  const colors = checkedPalette(identity.colors);
  const ground = square
    ? `<rect width="64" height="64" fill="${colors.brand[800]}"/>`
    : `<circle cx="32" cy="32" r="31" fill="${colors.brand[800]}"/>`;
  const ring = `<circle cx="32" cy="32" r="28.3" fill="none" stroke="${colors.accent[500]}" stroke-width="1.4"/>`;
  if (!label) return ground + ring + skate(colors);
  // The short name sits where the ring is about 45 units wide: smaller letters for longer names.
  const text = identity.shortName.trim();
  const size = Math.min(10, 40 / (Math.max(text.length, 1) * 0.64)).toFixed(2);
  return (
    ground +
    ring +
    `<g transform="translate(6.4 0.5) scale(0.8)">${skate(colors)}</g>` +
    `<text x="32" y="53.5" fill="#fff" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="700" text-anchor="middle">${escapeXml(text)}</text>`
  );
};

/** The badge as an SVG file. `label` adds the short name (for icons big enough to read it). */
export const badgeSvg = (identity: BrandIdentity, options: { label?: boolean; square?: boolean } = {}): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BADGE_BOX} ${BADGE_BOX}" width="${BADGE_BOX}" height="${BADGE_BOX}" role="img" aria-label="${escapeXml(identity.shortName)}">` +
  badgeArt(identity, options) +
  `</svg>`;
