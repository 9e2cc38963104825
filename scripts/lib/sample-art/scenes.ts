/**
 * The sample pictures as whole SVG documents, one function per kind of scene. Every scene is
 * drawn from a seed, so each record gets its own picture and the same seed draws the same one.
 */
import { confetti, medal, metalGradients, podium, spotlights, trophy } from './awards.ts';
import { shadowUnder, skaterFigure, type PoseName } from './figure.ts';
import { KIT_COLOURS, SKIN_TONES, WALLS, shade, type Metal } from './palette.ts';
import { portrait, type PortraitOptions } from './portrait.ts';
import { r1, seeded, type Random } from './random.ts';
import { depthScale, indoorRink, outdoorRoad, type Setting } from './settings.ts';

export const SCENES = ['race', 'freestyle', 'hockey', 'camp', 'road', 'medals', 'trophy', 'podium', 'gear', 'rink'] as const;
export type Scene = (typeof SCENES)[number];

const document = (width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;

interface Person {
  pose: PoseName;
  x: number;
  y: number;
  scale: number;
  facing: 'left' | 'right';
  kit?: string;
}

/** People on the ground of a setting, farthest first so nearer ones overlap them. */
const people = (random: Random, crowd: Person[]): string =>
  [...crowd]
    .sort((a, b) => a.y - b.y)
    .map(
      (person) =>
        shadowUnder(person.x, person.y, person.scale) +
        skaterFigure({
          ...person,
          kit: person.kit ?? random.pick(KIT_COLOURS),
          skin: random.pick(SKIN_TONES),
          helmet: random.pick(KIT_COLOURS),
        }),
    )
    .join('');

/** Spreads `count` people over the ground, with depth. */
const spread = (
  random: Random,
  setting: Setting,
  width: number,
  count: number,
  nearest: number,
  make: (index: number) => Omit<Person, 'x' | 'y' | 'scale'>,
) =>
  Array.from({ length: count }, (_, index) => {
    const y = random.between(setting.groundTop, setting.groundBottom);
    // Kept off the edges: a skater is about as wide as tall.
    const x = width * (0.12 + (0.76 * (index + random.between(0.25, 0.75))) / count);
    return { ...make(index), x, y, scale: depthScale(setting, y, nearest) };
  });

const race = (random: Random, width: number, height: number): string => {
  const setting = indoorRink(random, width, height);
  const facing = random.pick(['left', 'right'] as const);
  const count = random.int(3, 5);
  return (
    setting.svg +
    people(
      random,
      spread(random, setting, width, count, height / 340, () => ({ pose: 'race', facing })),
    )
  );
};

const rink = (random: Random, width: number, height: number): string => {
  const setting = indoorRink(random, width, height);
  return (
    setting.svg +
    people(
      random,
      spread(random, setting, width, random.int(1, 2), height / 380, () => ({
        pose: 'glide',
        facing: random.pick(['left', 'right'] as const),
      })),
    )
  );
};

const freestyle = (random: Random, width: number, height: number): string => {
  const setting = indoorRink(random, width, height);
  const count = random.int(1, 2);
  const crowd = spread(random, setting, width, count, height / 260, () => ({
    pose: random.pick(['jump', 'arabesque'] as const),
    facing: random.pick(['left', 'right'] as const),
  }));
  return setting.svg + spotlights(width, height, '#fff') + people(random, crowd);
};

const hockey = (random: Random, width: number, height: number): string => {
  const setting = indoorRink(random, width, height);
  const goalLeft = random.chance(0.5);
  const goalWidth = width * 0.2;
  const goalHeight = height * 0.16;
  const gx = goalLeft ? width * 0.04 : width * 0.96 - goalWidth;
  const gy = setting.groundTop + height * 0.02;
  const net = [
    ...Array.from({ length: 9 }, (_, index) => `M${r1(gx + (index / 8) * goalWidth)} ${r1(gy - goalHeight)}v${r1(goalHeight)}`),
    ...Array.from({ length: 5 }, (_, index) => `M${r1(gx)} ${r1(gy - goalHeight + (index / 4) * goalHeight)}h${r1(goalWidth)}`),
  ].join('');
  const goal =
    `<path d="${net}" stroke="#fff" stroke-width="1.5" stroke-opacity="0.7"/>` +
    `<path d="M${r1(gx)} ${r1(gy)}V${r1(gy - goalHeight)}H${r1(gx + goalWidth)}V${r1(gy)}" fill="none" stroke="#ef4444" stroke-width="6" stroke-linejoin="round"/>`;
  const teams = [random.pick(KIT_COLOURS), random.pick(KIT_COLOURS)];
  const crowd = spread(random, setting, width, random.int(2, 4), height / 330, (index) => ({
    pose: 'hockey',
    facing: goalLeft ? 'left' : 'right',
    kit: teams[index % 2]!,
  }));
  const ball = `<circle cx="${r1(width * random.between(0.3, 0.7))}" cy="${r1(setting.groundBottom - height * 0.05)}" r="${r1(height * 0.015)}" fill="#f97316"/>`;
  return setting.svg + goal + ball + people(random, crowd);
};

const cone = (x: number, y: number, size: number) =>
  `<path d="M${r1(x - size * 0.5)} ${r1(y)}L${r1(x)} ${r1(y - size * 1.2)}L${r1(x + size * 0.5)} ${r1(y)}Z" fill="#f97316"/>` +
  `<path d="M${r1(x - size * 0.3)} ${r1(y - size * 0.5)}h${r1(size * 0.6)}" stroke="#fff" stroke-width="${r1(size * 0.15)}"/>` +
  `<rect x="${r1(x - size * 0.65)}" y="${r1(y - size * 0.08)}" width="${r1(size * 1.3)}" height="${r1(size * 0.16)}" fill="#ea580c"/>`;

const camp = (random: Random, width: number, height: number): string => {
  const setting = random.chance(0.5) ? outdoorRoad(random, width, height) : indoorRink(random, width, height);
  const cones = Array.from({ length: 7 }, (_, index) => {
    const y = setting.groundTop + (setting.groundBottom - setting.groundTop) * (index % 2 === 0 ? 0.35 : 0.6);
    return cone(((index + 0.5) / 7) * width, y, height * 0.035);
  });
  const kids = spread(random, setting, width * 0.8, random.int(3, 5), height / 430, () => ({
    pose: random.pick(['glide', 'glide', 'stand'] as const),
    facing: random.pick(['left', 'right'] as const),
  }));
  const coach: Person = {
    pose: 'stand',
    facing: 'left',
    x: width * 0.88,
    y: setting.groundBottom - height * 0.03,
    scale: height / 340,
    kit: '#0f172a',
  };
  return setting.svg + cones.join('') + people(random, [...kids, coach]);
};

const road = (random: Random, width: number, height: number): string => {
  const setting = outdoorRoad(random, width, height);
  const facing = random.pick(['left', 'right'] as const);
  const crowd = spread(random, setting, width * 0.7, random.int(3, 6), height / 320, () => ({
    pose: random.pick(['race', 'race', 'glide'] as const),
    facing,
  })).map((person) => ({ ...person, x: person.x + width * 0.15 }));
  return setting.svg + people(random, crowd);
};

const celebration = (random: Random, width: number, height: number): string => {
  const wall = random.pick(WALLS);
  return (
    `<defs><radialGradient id="stage" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${shade(wall, 0.35)}"/><stop offset="1" stop-color="${shade(wall, -0.3)}"/></radialGradient>${metalGradients()}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#stage)"/>` +
    spotlights(width, height, '#fef3c7')
  );
};

const medals = (random: Random, width: number, height: number): string => {
  const order: Metal[] = random.pick([
    ['silver', 'gold', 'bronze'],
    ['bronze', 'gold', 'silver'],
  ] as Metal[][]);
  const count = random.int(1, 3);
  const shown = count === 1 ? [random.pick(order)] : order.slice(0, count === 2 ? 2 : 3);
  const ribbon: [string, string] = [random.pick(KIT_COLOURS), random.pick(KIT_COLOURS)];
  const size = height * (count === 1 ? 0.3 : 0.22);
  const row = shown
    .map((metal, index) =>
      medal(((index + 0.5) / shown.length) * width, height * 0.08 + (index === 1 ? 0 : height * 0.06), size, metal, ribbon),
    )
    .join('');
  return document(width, height, celebration(random, width, height) + confetti(random, width, height, 40) + row);
};

const trophyScene = (random: Random, width: number, height: number): string => {
  const bottom = height * 0.88;
  const table = `<rect x="0" y="${r1(bottom)}" width="${width}" height="${r1(height - bottom)}" fill="#292524"/><rect x="0" y="${r1(bottom)}" width="${width}" height="4" fill="#57534e"/>`;
  const cups = [trophy(width / 2, bottom, height * 0.7, 'gold')];
  if (random.chance(0.7))
    cups.unshift(trophy(width * 0.22, bottom, height * 0.45, 'silver'), trophy(width * 0.78, bottom, height * 0.38, 'bronze'));
  return document(width, height, celebration(random, width, height) + confetti(random, width, height, 30) + table + cups.join(''));
};

const podiumScene = (random: Random, width: number, height: number): string => {
  const bottom = height * 0.94;
  const step = Math.min(width * 0.24, height * 0.34);
  const stand = podium(width / 2, bottom, step, random.pick(['#1d4ed8', '#b91c1c', '#15803d', '#7e22ce']));
  const floor = `<rect y="${r1(bottom)}" width="${width}" height="${r1(height - bottom)}" fill="#1c1917"/>`;
  const winners = stand.tops.map(([x, y], index) =>
    skaterFigure({
      pose: index === 1 ? 'cheer' : random.pick(['stand', 'cheer'] as const),
      x,
      y,
      // Arms raised on the top step still clear the top of the picture.
      scale: height / 420,
      facing: index === 0 ? 'right' : 'left',
      kit: random.pick(KIT_COLOURS),
      skin: random.pick(SKIN_TONES),
      helmet: random.pick(KIT_COLOURS),
    }),
  );
  return document(
    width,
    height,
    celebration(random, width, height) + confetti(random, width, height, 45) + floor + stand.svg + winners.join(''),
  );
};

/** A high-cut inline skate standing on (x, bottom), `length` long. */
const bootSkate = (x: number, bottom: number, length: number, colour: string): string => {
  const k = length / 36;
  const wheels = [4, 13, 22, 31].map(
    (dx) => `<circle cx="${dx}" cy="41.5" r="4" fill="#111827"/><circle cx="${dx}" cy="41.5" r="1.5" fill="#d1d5db"/>`,
  );
  return (
    `<g transform="translate(${r1(x)} ${r1(bottom - 45.5 * k)}) scale(${r1(k * 100) / 100})">` +
    `<path d="M2 0H13V13L25 16.5C30 17.8 33 20.5 33 24.5V34H2Z" fill="${colour}"/>` +
    `<rect x="2" y="4" width="11" height="3.5" fill="#fff" fill-opacity="0.8"/>` +
    `<path d="M16 14.5l2.5-5M20.5 15.8l2.5-5" stroke="#fff" stroke-width="1.4" stroke-linecap="round"/>` +
    `<rect x="0" y="34" width="35" height="4" rx="2" fill="#9ca3af"/>${wheels.join('')}</g>`
  );
};

const gear = (random: Random, width: number, height: number): string => {
  const wall = random.pick(['#e2e8f0', '#fde68a', '#bfdbfe', '#fecdd3', '#bbf7d0']);
  const floorY = height * 0.6;
  const boot = random.pick(KIT_COLOURS);
  const helmet = random.pick(KIT_COLOURS);
  const k = height / 200;
  const helmetSvg =
    `<g transform="translate(${r1(width * 0.74)} ${r1(height * 0.84)}) scale(${r1(k * 1.5)})">` +
    `<path d="M-30 0C-30 -34 30 -34 30 0Z" fill="${helmet}"/><path d="M-30 0h60" stroke="${shade(helmet, -0.4)}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M-14 -22l3 10M0 -26v11M14 -22l-3 10" stroke="${shade(helmet, -0.4)}" stroke-width="3.5" stroke-linecap="round"/>` +
    `<path d="M-20 -16a24 24 0 0 1 14 -10" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-opacity="0.5" fill="none"/></g>`;
  const pads = [0.08, 0.17]
    .map(
      (share) =>
        `<rect x="${r1(width * share)}" y="${r1(height * 0.66)}" width="${r1(width * 0.07)}" height="${r1(height * 0.2)}" rx="${r1(width * 0.03)}" fill="#1f2937"/>` +
        `<ellipse cx="${r1(width * (share + 0.035))}" cy="${r1(height * 0.73)}" rx="${r1(width * 0.025)}" ry="${r1(height * 0.05)}" fill="#9ca3af"/>`,
    )
    .join('');
  const skates =
    bootSkate(width * 0.3, height * 0.86, width * 0.2, shade(boot, -0.25)) + bootSkate(width * 0.4, height * 0.93, width * 0.22, boot);
  const poster = `<rect x="${r1(width * 0.12)}" y="${r1(height * 0.1)}" width="${r1(width * 0.2)}" height="${r1(height * 0.34)}" rx="6" fill="#fff" fill-opacity="0.7"/>`;
  return document(
    width,
    height,
    `<rect width="${width}" height="${r1(floorY)}" fill="${wall}"/>` +
      poster +
      `<rect y="${r1(floorY)}" width="${width}" height="${r1(height - floorY)}" fill="#b07d4f"/>` +
      Array.from(
        { length: 6 },
        (_, index) =>
          `<path d="M0 ${r1(floorY + index * height * 0.07)}H${width}" stroke="#8a5a35" stroke-width="2" stroke-opacity="0.5"/>`,
      ).join('') +
      pads +
      skates +
      helmetSvg +
      cone(width * 0.92, height * 0.9, height * 0.09),
  );
};

const WITH_SETTING = { race, freestyle, hockey, camp, road, rink } as const;
const STANDALONE = { medals, trophy: trophyScene, podium: podiumScene, gear } as const;

/** One picture of `scene`, `width` × `height`, drawn from `seed`. */
export const sceneSvg = (scene: Scene, seed: number, width: number, height: number): string => {
  const random = seeded(seed);
  if (scene in WITH_SETTING) return document(width, height, WITH_SETTING[scene as keyof typeof WITH_SETTING](random, width, height));
  return STANDALONE[scene as keyof typeof STANDALONE](random, width, height);
};

/**
 * A person's picture, square, drawn from `seed`, framed close around the face: the pages show
 * these in small circles.
 */
export const portraitSvg = (seed: number, size: number, options: PortraitOptions): string =>
  document(size, size, portrait(seeded(seed), size, options), `${size * 0.14} ${size * 0.1} ${size * 0.72} ${size * 0.72}`);

/**
 * An identity document for the private proof field: a card with a photo, lines where text would
 * be and a stamp, and no writing at all (a sample must never look like a real person's papers).
 */
export const proofSvg = (seed: number, width: number, height: number): string => {
  const random = seeded(seed);
  const band = random.pick(['#1d4ed8', '#b45309', '#047857', '#7c3aed']);
  const lines = Array.from(
    { length: 5 },
    (_, index) =>
      `<rect x="${r1(width * 0.4)}" y="${r1(height * (0.36 + index * 0.1))}" width="${r1(width * random.between(0.25, 0.5))}" height="${r1(height * 0.035)}" rx="3" fill="#94a3b8"/>`,
  );
  return document(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="#e2e8f0"/>` +
      `<rect x="${r1(width * 0.04)}" y="${r1(height * 0.06)}" width="${r1(width * 0.92)}" height="${r1(height * 0.88)}" rx="14" fill="#fff" stroke="#cbd5e1" stroke-width="2"/>` +
      `<rect x="${r1(width * 0.04)}" y="${r1(height * 0.06)}" width="${r1(width * 0.92)}" height="${r1(height * 0.16)}" rx="14" fill="${band}"/>` +
      `<g transform="translate(${r1(width * 0.09)} ${r1(height * 0.32)})"><svg width="${r1(width * 0.24)}" height="${r1(width * 0.24)}" viewBox="0 0 100 100">${portrait(random, 100, { helmet: false, clothes: 'shirt', longHair: random.chance(0.5) })}</svg></g>` +
      lines.join('') +
      `<circle cx="${r1(width * 0.84)}" cy="${r1(height * 0.76)}" r="${r1(height * 0.1)}" fill="none" stroke="${band}" stroke-width="3" stroke-opacity="0.6"/>`,
  );
};
