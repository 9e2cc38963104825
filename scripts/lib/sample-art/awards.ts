/** Medals on ribbons, trophy cups and a podium, for the achievements and the gallery. */
import { METALS, shade, type Metal } from './palette.ts';
import { r1, type Random } from './random.ts';
import { METAL_VOLUME, VOLUME } from './volume.ts';

const star = (cx: number, cy: number, outer: number, inner: number): string => {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${r1(cx + Math.cos(angle) * radius)} ${r1(cy + Math.sin(angle) * radius)}`;
  });
  return `M${points.join('L')}Z`;
};

/** Gradient definitions for the metals, once per picture. */
export const metalGradients = (): string =>
  (Object.entries(METALS) as [Metal, readonly string[]][])
    .map(
      ([metal, [dark, light, mid]]) =>
        `<linearGradient id="${metal}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="0.45" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    )
    .join('');

/** A medal hanging from a V of ribbon whose top is at (x, top). */
export const medal = (x: number, top: number, size: number, metal: Metal, ribbon: [string, string]): string => {
  const [dark] = METALS[metal];
  const cy = top + size * 1.55;
  const strap = (side: -1 | 1, colour: string) =>
    `<path d="M${r1(x + side * size * 0.75)} ${r1(top)}L${r1(x + side * size * 0.35)} ${r1(top)}L${r1(x - side * size * 0.12)} ${r1(cy - size * 0.6)}L${r1(x + side * size * 0.28)} ${r1(cy - size * 0.6)}Z" fill="${colour}"/>`;
  return (
    strap(-1, ribbon[0]) +
    strap(1, ribbon[1]) +
    `<path d="M${r1(x - size * 0.12)} ${r1(top)}h${r1(size * 0.24)}L${r1(x + size * 0.06)} ${r1(cy - size * 0.62)}h${r1(-size * 0.12)}z" fill="#fff" fill-opacity="0.8"/>` +
    `<circle cx="${r1(x)}" cy="${r1(cy)}" r="${r1(size * 0.7)}" fill="url(#${metal})" filter="url(#${size > 80 ? METAL_VOLUME.xl : METAL_VOLUME.l})"/>` +
    `<circle cx="${r1(x)}" cy="${r1(cy)}" r="${r1(size * 0.52)}" fill="none" stroke="${dark}" stroke-opacity="0.5" stroke-width="${r1(size * 0.03)}"/>` +
    `<path d="${star(x, cy, size * 0.34, size * 0.14)}" fill="${dark}" fill-opacity="0.75"/>`
  );
};

/** A cup on a stem and a two-step base, standing on (x, bottom). */
export const trophy = (x: number, bottom: number, height: number, metal: Metal = 'gold'): string => {
  const [dark] = METALS[metal];
  const s = height / 100;
  const p = (dx: number, dy: number) => `${r1(x + dx * s)} ${r1(bottom - dy * s)}`;
  return (
    `<rect x="${r1(x - 30 * s)}" y="${r1(bottom - 14 * s)}" width="${r1(60 * s)}" height="${r1(14 * s)}" rx="${r1(2 * s)}" fill="#3f2a1d" filter="url(#${VOLUME.m})"/>` +
    `<rect x="${r1(x - 22 * s)}" y="${r1(bottom - 26 * s)}" width="${r1(44 * s)}" height="${r1(12 * s)}" rx="${r1(2 * s)}" fill="#57392a" filter="url(#${VOLUME.m})"/>` +
    `<rect x="${r1(x - 12 * s)}" y="${r1(bottom - 22 * s)}" width="${r1(24 * s)}" height="${r1(5 * s)}" fill="url(#${metal})"/>` +
    `<path d="M${p(-6, 26)}L${p(-4, 44)}L${p(4, 44)}L${p(6, 26)}Z" fill="url(#${metal})" filter="url(#${METAL_VOLUME.m})"/>` +
    `<path d="M${p(-28, 96)}L${p(28, 96)}L${p(26, 70)}C${p(22, 52)} ${p(10, 46)} ${p(0, 45)}C${p(-10, 46)} ${p(-22, 52)} ${p(-26, 70)}Z" fill="url(#${metal})" filter="url(#${height > 300 ? METAL_VOLUME.xl : METAL_VOLUME.l})"/>` +
    `<path d="M${p(-27, 88)}C${p(-44, 88)} ${p(-44, 64)} ${p(-20, 58)}M${p(27, 88)}C${p(44, 88)} ${p(44, 64)} ${p(20, 58)}" fill="none" stroke="url(#${metal})" stroke-width="${r1(5 * s)}"/>` +
    `<path d="M${p(-16, 90)}L${p(-10, 90)}L${p(-12, 62)}Z" fill="#fff" fill-opacity="0.45"/>` +
    `<ellipse cx="${r1(x)}" cy="${r1(bottom - 96 * s)}" rx="${r1(28 * s)}" ry="${r1(4 * s)}" fill="${shade(dark, -0.2)}"/>`
  );
};

/** The three steps of a podium (second, first, third from left), centred on x, standing on `bottom`. */
export const podium = (x: number, bottom: number, stepWidth: number, colour: string): { svg: string; tops: [number, number][] } => {
  const heights = [0.62, 1, 0.44].map((share) => share * stepWidth * 0.9);
  const lefts = [-1.5, -0.5, 0.5].map((offset) => x + offset * stepWidth);
  const svg = heights
    .map(
      (height, index) =>
        `<rect x="${r1(lefts[index]!)}" y="${r1(bottom - height)}" width="${r1(stepWidth)}" height="${r1(height)}" fill="${index === 1 ? colour : shade(colour, index === 0 ? 0.2 : -0.15)}" filter="url(#${VOLUME.l})"/>` +
        `<rect x="${r1(lefts[index]!)}" y="${r1(bottom - height)}" width="${r1(stepWidth)}" height="${r1(stepWidth * 0.06)}" fill="#fff" fill-opacity="0.35"/>`,
    )
    .join('');
  return { svg, tops: heights.map((height, index): [number, number] => [lefts[index]! + stepWidth / 2, bottom - height]) };
};

/** Paper confetti over a celebration. */
export const confetti = (random: Random, width: number, height: number, count: number): string =>
  Array.from({ length: count }, () => {
    const x = random.between(0, width);
    const y = random.between(0, height * 0.7);
    const colour = random.pick(['#f43f5e', '#facc15', '#22c55e', '#3b82f6', '#a855f7', '#f97316', '#fff']);
    return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(random.between(5, 11))}" height="${r1(random.between(3, 6))}" fill="${colour}" transform="rotate(${random.int(0, 180)} ${r1(x)} ${r1(y)})" fill-opacity="0.9"/>`;
  }).join('');

/** Light beams from above, behind a trophy or a podium. */
export const spotlights = (width: number, height: number, colour: string): string =>
  [0.25, 0.5, 0.75]
    .map(
      (share) =>
        `<path d="M${r1(width * share - width * 0.03)} 0L${r1(width * share + width * 0.03)} 0L${r1(width * share + width * 0.16)} ${height}L${r1(width * share - width * 0.16)} ${height}Z" fill="${colour}" fill-opacity="0.08"/>`,
    )
    .join('');
