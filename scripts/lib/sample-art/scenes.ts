/**
 * The sample pictures as layers a camera would see (photo-finish.ts makes them a photograph): the
 * background, the subject in focus, and the lens (depth of field, a panning smear for races, the
 * lights as bokeh). One function per kind of scene. Every scene is drawn from a seed, so each
 * record gets its own picture and the same seed draws the same one.
 */
import { confetti, medal, metalGradients, podium, spotlights, trophy } from './awards.ts';
import { shadowUnder, skaterFigure, type PoseName } from './figure.ts';
import { KIT_COLOURS, SKIN_TONES, WALLS, shade, type Metal } from './palette.ts';
import { portrait, type PortraitOptions } from './portrait.ts';
import type { Layers, Lens, Light, Sprite } from './photo-finish.ts';
import { r1, seeded, type Random } from './random.ts';
import { depthScale, indoorRink, outdoorRoad, type Setting } from './settings.ts';
import { VOLUME, glossDefs, metalDefs, softDefs, volumeDefs } from './volume.ts';

export const SCENES = ['race', 'freestyle', 'hockey', 'camp', 'road', 'medals', 'trophy', 'podium', 'gear', 'rink'] as const;
export type Scene = (typeof SCENES)[number];

const document = (width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;

/** A scene before the camera: what is behind the plane of focus, the subject, and how the lens sees them. */
interface Shot {
  back: string;
  front: string;
  /** People, drawn over `front`, each rendered in its own box (see Sprite). */
  figures?: Figure[];
  lens: Lens;
}

/** A drawn person and the box (in the picture's coordinates) that holds it, shadow and raised arms included. */
interface Figure {
  svg: string;
  box: [number, number, number, number];
}

/** The box of a skater standing at (x, y) drawn at `scale`: a pose reaches about 140 units either side and 270 up. */
const figureBox = (x: number, y: number, scale: number): Figure['box'] => [
  x - 140 * scale,
  y - 270 * scale,
  x + 140 * scale,
  y + 14 * scale,
];

const still = (setting: Setting, depth: number): Lens => ({ depth, pan: 0, motion: 0, focus: setting.groundTop, lights: setting.lights });

interface Person {
  pose: PoseName;
  x: number;
  y: number;
  scale: number;
  facing: 'left' | 'right';
  kit?: string;
}

/** People on the ground of a setting, farthest first so nearer ones overlap them. */
const people = (random: Random, crowd: Person[]): Figure[] =>
  [...crowd]
    .sort((a, b) => a.y - b.y)
    .map((person) => ({
      svg:
        shadowUnder(person.x, person.y, person.scale) +
        skaterFigure({
          ...person,
          kit: person.kit ?? random.pick(KIT_COLOURS),
          skin: random.pick(SKIN_TONES),
          helmet: random.pick(KIT_COLOURS),
        }),
      box: figureBox(person.x, person.y, person.scale),
    }));

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

const race = (random: Random, width: number, height: number): Shot => {
  const setting = indoorRink(random, width, height);
  const facing = random.pick(['left', 'right'] as const);
  const count = random.int(3, 5);
  return {
    back: setting.svg,
    front: '',
    figures: people(
      random,
      spread(random, setting, width, count, height / 300, () => ({ pose: 'race', facing })),
    ),
    // The camera follows the pack: the stands smear sideways, the skaters stay nearly sharp.
    lens: { depth: 2, pan: width * 0.05, motion: width * 0.018, focus: height, lights: [] },
  };
};

const rink = (random: Random, width: number, height: number): Shot => {
  const setting = indoorRink(random, width, height);
  return {
    back: setting.svg,
    front: '',
    figures: people(
      random,
      spread(random, setting, width, random.int(1, 2), height / 250, () => ({
        pose: 'glide',
        facing: random.pick(['left', 'right'] as const),
      })),
    ),
    lens: { ...still(setting, width / 80), motion: width * 0.01 },
  };
};

const freestyle = (random: Random, width: number, height: number): Shot => {
  const setting = indoorRink(random, width, height);
  const count = random.int(1, 2);
  const crowd = spread(random, setting, width, count, height / 240, () => ({
    pose: random.pick(['jump', 'arabesque'] as const),
    facing: random.pick(['left', 'right'] as const),
  }));
  return {
    back: setting.svg + spotlights(width, height, '#fff'),
    front: '',
    figures: people(random, crowd),
    lens: still(setting, width / 80),
  };
};

const hockey = (random: Random, width: number, height: number): Shot => {
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
  const crowd = spread(random, setting, width, random.int(2, 4), height / 300, (index) => ({
    pose: 'hockey',
    facing: goalLeft ? 'left' : 'right',
    kit: teams[index % 2]!,
  }));
  const ball = `<circle cx="${r1(width * random.between(0.3, 0.7))}" cy="${r1(setting.groundBottom - height * 0.05)}" r="${r1(height * 0.015)}" fill="#f97316" filter="url(#${VOLUME.s})"/>`;
  return {
    back: setting.svg + goal,
    front: ball,
    figures: people(random, crowd),
    lens: { ...still(setting, width / 90), motion: width * 0.012 },
  };
};

const cone = (x: number, y: number, size: number) =>
  `<path d="M${r1(x - size * 0.5)} ${r1(y)}L${r1(x)} ${r1(y - size * 1.2)}L${r1(x + size * 0.5)} ${r1(y)}Z" fill="#f97316" filter="url(#${VOLUME.s})"/>` +
  `<path d="M${r1(x - size * 0.3)} ${r1(y - size * 0.5)}h${r1(size * 0.6)}" stroke="#fff" stroke-width="${r1(size * 0.15)}"/>` +
  `<rect x="${r1(x - size * 0.65)}" y="${r1(y - size * 0.08)}" width="${r1(size * 1.3)}" height="${r1(size * 0.16)}" fill="#ea580c"/>`;

/** A coaching session: children gliding between cones, the coach watching from the front. */
const camp = (random: Random, width: number, height: number): Shot => {
  const setting = random.chance(0.5) ? outdoorRoad(random, width, height) : indoorRink(random, width, height);
  const cones = Array.from({ length: 7 }, (_, index) => {
    const y = setting.groundTop + (setting.groundBottom - setting.groundTop) * (index % 2 === 0 ? 0.35 : 0.6);
    return cone(((index + 0.5) / 7) * width, y, height * 0.035);
  });
  const kids = spread(random, setting, width * 0.8, random.int(3, 5), height / 400, () => ({
    pose: random.pick(['glide', 'glide', 'stand'] as const),
    facing: random.pick(['left', 'right'] as const),
  }));
  const coach: Person = {
    pose: 'stand',
    facing: 'left',
    x: width * 0.88,
    y: setting.groundBottom - height * 0.03,
    scale: height / 300,
    kit: '#0f172a',
  };
  return { back: setting.svg, front: cones.join(''), figures: people(random, [...kids, coach]), lens: still(setting, width / 110) };
};

const road = (random: Random, width: number, height: number): Shot => {
  const setting = outdoorRoad(random, width, height);
  const facing = random.pick(['left', 'right'] as const);
  const crowd = spread(random, setting, width * 0.7, random.int(3, 6), height / 290, () => ({
    pose: random.pick(['race', 'race', 'glide'] as const),
    facing,
  })).map((person) => ({ ...person, x: person.x + width * 0.15 }));
  return {
    back: setting.svg,
    front: '',
    figures: people(random, crowd),
    lens: { depth: 1.5, pan: width * 0.04, motion: width * 0.015, focus: height, lights: [] },
  };
};

/** A hall's stage behind a prize-giving: a lit backdrop, beams, and the hall's lamps out of focus. */
const celebration = (random: Random, width: number, height: number): { svg: string; lights: Light[] } => {
  const wall = random.pick(WALLS);
  const lights = Array.from({ length: random.int(6, 11) }, () => ({
    x: random.between(0, width),
    y: random.between(0, height * 0.55),
    r: width * random.between(0.015, 0.04),
    colour: random.pick(['#ffd089', '#fde68a', '#ffe7b8', '#fca5a5', '#93c5fd']),
  }));
  return {
    svg:
      `<defs><radialGradient id="stage" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${shade(wall, 0.35)}"/><stop offset="1" stop-color="${shade(wall, -0.3)}"/></radialGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#stage)"/>` +
      spotlights(width, height, '#fef3c7') +
      confetti(random, width, height, 30),
    lights,
  };
};

const closeUp = (stage: { lights: Light[] }, width: number, focus: number): Lens => ({
  depth: width / 90,
  pan: 0,
  motion: 0,
  focus,
  lights: stage.lights,
});

/** Medals on their ribbons, close up. */
const medals = (random: Random, width: number, height: number): Shot => {
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
  const stage = celebration(random, width, height);
  return { back: stage.svg, front: row, lens: closeUp(stage, width, height * 2) };
};

const trophyScene = (random: Random, width: number, height: number): Shot => {
  const bottom = height * 0.88;
  const table =
    `<defs><linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3f3a36"/><stop offset="1" stop-color="#161412"/></linearGradient></defs>` +
    `<rect x="0" y="${r1(bottom)}" width="${width}" height="${r1(height - bottom)}" fill="url(#cloth)"/><rect x="0" y="${r1(bottom)}" width="${width}" height="3" fill="#78716c"/>`;
  const cups = [trophy(width / 2, bottom, height * 0.7, 'gold')];
  if (random.chance(0.7))
    cups.unshift(trophy(width * 0.22, bottom, height * 0.45, 'silver'), trophy(width * 0.78, bottom, height * 0.38, 'bronze'));
  const stage = celebration(random, width, height);
  return { back: stage.svg + table, front: cups.join(''), lens: closeUp(stage, width, bottom) };
};

const podiumScene = (random: Random, width: number, height: number): Shot => {
  const bottom = height * 0.97;
  const step = Math.min(width * 0.3, height * 0.36);
  const stand = podium(width / 2, bottom, step, random.pick(['#1d4ed8', '#b91c1c', '#15803d', '#7e22ce']));
  const floor = `<rect y="${r1(bottom)}" width="${width}" height="${r1(height - bottom)}" fill="#1c1917"/>`;
  const winners = stand.tops.map(([x, y], index) => ({
    box: figureBox(x, y, height / 330),
    svg: skaterFigure({
      pose: index === 1 ? 'cheer' : random.pick(['stand', 'cheer'] as const),
      x,
      y,
      // Arms raised on the top step still clear the top of the picture.
      scale: height / 330,
      medal: (['silver', 'gold', 'bronze'] as const)[index],
      facing: index === 0 ? 'right' : 'left',
      kit: random.pick(KIT_COLOURS),
      skin: random.pick(SKIN_TONES),
      helmet: random.pick(KIT_COLOURS),
    }),
  }));
  const stage = celebration(random, width, height);
  return {
    back: stage.svg,
    front: floor + stand.svg + confetti(random, width, height, 14),
    figures: winners,
    lens: closeUp(stage, width * 0.7, height * 2),
  };
};

/** A high-cut inline skate standing on (x, bottom), `length` long. */
const bootSkate = (x: number, bottom: number, length: number, colour: string): string => {
  const k = length / 36;
  const wheels = [4, 13, 22, 31].map(
    (dx) => `<circle cx="${dx}" cy="41.5" r="4" fill="#111827"/><circle cx="${dx}" cy="41.5" r="1.5" fill="#d1d5db"/>`,
  );
  return (
    `<g transform="translate(${r1(x)} ${r1(bottom - 45.5 * k)}) scale(${r1(k * 100) / 100})">` +
    `<path d="M2 0H13V13L25 16.5C30 17.8 33 20.5 33 24.5V34H2Z" fill="${colour}" filter="url(#${VOLUME.m})"/>` +
    `<rect x="2" y="4" width="11" height="3.5" fill="#fff" fill-opacity="0.8"/>` +
    `<path d="M16 14.5l2.5-5M20.5 15.8l2.5-5" stroke="#fff" stroke-width="1.4" stroke-linecap="round"/>` +
    `<rect x="0" y="34" width="35" height="4" rx="2" fill="#9ca3af"/>${wheels.join('')}</g>`
  );
};

/** Skates, pads and a helmet on a changing-room floor. */
const gear = (random: Random, width: number, height: number): Shot => {
  const wall = random.pick(['#e2e8f0', '#fde68a', '#bfdbfe', '#fecdd3', '#bbf7d0']);
  const floorY = height * 0.6;
  const boot = random.pick(KIT_COLOURS);
  const helmet = random.pick(KIT_COLOURS);
  const k = height / 200;
  const helmetSvg =
    `<g transform="translate(${r1(width * 0.74)} ${r1(height * 0.84)}) scale(${r1(k * 1.5)})">` +
    `<path d="M-30 0C-30 -34 30 -34 30 0Z" fill="${helmet}" filter="url(#${VOLUME.m})"/><path d="M-30 0h60" stroke="${shade(helmet, -0.4)}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M-14 -22l3 10M0 -26v11M14 -22l-3 10" stroke="${shade(helmet, -0.4)}" stroke-width="3.5" stroke-linecap="round"/></g>`;
  const pads = [0.08, 0.17]
    .map(
      (share) =>
        `<rect x="${r1(width * share)}" y="${r1(height * 0.66)}" width="${r1(width * 0.07)}" height="${r1(height * 0.2)}" rx="${r1(width * 0.03)}" fill="#1f2937" filter="url(#${VOLUME.m})"/>` +
        `<ellipse cx="${r1(width * (share + 0.035))}" cy="${r1(height * 0.73)}" rx="${r1(width * 0.025)}" ry="${r1(height * 0.05)}" fill="#9ca3af" filter="url(#${VOLUME.s})"/>`,
    )
    .join('');
  const skates =
    bootSkate(width * 0.3, height * 0.86, width * 0.2, shade(boot, -0.25)) + bootSkate(width * 0.4, height * 0.93, width * 0.22, boot);
  const poster = `<rect x="${r1(width * 0.12)}" y="${r1(height * 0.1)}" width="${r1(width * 0.2)}" height="${r1(height * 0.34)}" rx="6" fill="#fff" fill-opacity="0.7"/>`;
  const window = `<rect x="${r1(width * 0.55)}" y="${r1(height * 0.06)}" width="${r1(width * 0.3)}" height="${r1(height * 0.36)}" fill="#fffbeb"/>`;
  // Shadows where things touch the floor: a photograph's cue that they stand on it.
  const shadows = [
    [0.16, 0.86, 0.14],
    [0.4, 0.93, 0.2],
    [0.74, 0.845, 0.14],
  ]
    .map(
      ([x, y, rx]) =>
        `<ellipse cx="${r1(width * x!)}" cy="${r1(height * y!)}" rx="${r1(width * rx!)}" ry="${r1(height * 0.025)}" fill="#000" fill-opacity="0.45" filter="url(#soft)"/>`,
    )
    .join('');
  const back =
    `<defs><linearGradient id="wallLight" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(wall, -0.35)}"/><stop offset="0.6" stop-color="${wall}"/><stop offset="1" stop-color="${shade(wall, -0.2)}"/></linearGradient>` +
    `<linearGradient id="boards" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a5a35"/><stop offset="1" stop-color="#c08a58"/></linearGradient></defs>` +
    `<rect width="${width}" height="${r1(floorY)}" fill="url(#wallLight)"/>` +
    poster +
    window +
    `<rect y="${r1(floorY)}" width="${width}" height="${r1(height - floorY)}" fill="url(#boards)"/>` +
    Array.from(
      { length: 6 },
      (_, index) => `<path d="M0 ${r1(floorY + index * height * 0.07)}H${width}" stroke="#8a5a35" stroke-width="2" stroke-opacity="0.5"/>`,
    ).join('');
  return {
    back,
    front: shadows + pads + skates + helmetSvg + cone(width * 0.92, height * 0.9, height * 0.09),
    lens: { depth: width / 100, pan: 0, motion: 0, focus: floorY + height * 0.1, lights: [] },
  };
};

const SHOTS = { race, freestyle, hockey, camp, road, rink, medals, trophy: trophyScene, podium: podiumScene, gear } as const;

/** The definitions every subject layer may use: lit volumes, metals, soft shadows. */
const FRONT_DEFS = `<defs>${volumeDefs()}${metalDefs()}${glossDefs()}${softDefs()}${metalGradients()}</defs>`;

/** One picture of `scene`, `width` × `height`, drawn from `seed`, as layers for the camera. */
export const sceneLayers = (scene: Scene, seed: number, width: number, height: number): Layers => {
  const shot = SHOTS[scene](seeded(seed), width, height);
  const sprites = (shot.figures ?? []).flatMap(({ svg, box }): Sprite[] => {
    const [left, top] = [Math.max(0, Math.floor(box[0])), Math.max(0, Math.floor(box[1]))];
    const [right, bottom] = [Math.min(width, Math.ceil(box[2])), Math.min(height, Math.ceil(box[3]))];
    if (right <= left || bottom <= top) return [];
    const [w, h] = [right - left, bottom - top];
    return [{ left, top, svg: document(w, h, FRONT_DEFS + svg, `${left} ${top} ${w} ${h}`) }];
  });
  return {
    width,
    height,
    back: document(width, height, shot.back),
    front: document(width, height, FRONT_DEFS + shot.front),
    sprites,
    lens: shot.lens,
  };
};

/**
 * A person's picture, square, drawn from `seed`, framed close around the face (the pages show
 * these in small circles), as layers for the camera: the surroundings well out of focus.
 */
export const portraitLayers = (seed: number, size: number, options: PortraitOptions): Layers => {
  const drawn = portrait(seeded(seed), size, options);
  // Framed close: the pages show portraits in small circles, where the face must fill the frame.
  const crop = `${size * 0.19} ${size * 0.13} ${size * 0.62} ${size * 0.62}`;
  return {
    width: size,
    height: size,
    back: document(size, size, drawn.back, crop),
    front: document(size, size, FRONT_DEFS + drawn.front, crop),
    lens: { depth: size / 45, pan: 0, motion: 0, focus: size * 2, lights: drawn.lights, exposure: 1.2 },
  };
};

const portraitParts = (random: Random, size: number, options: PortraitOptions): string => {
  const drawn = portrait(random, size, options);
  return drawn.back + drawn.front;
};

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
    FRONT_DEFS +
      `<rect width="${width}" height="${height}" fill="#e2e8f0"/>` +
      `<rect x="${r1(width * 0.04)}" y="${r1(height * 0.06)}" width="${r1(width * 0.92)}" height="${r1(height * 0.88)}" rx="14" fill="#fff" stroke="#cbd5e1" stroke-width="2"/>` +
      `<rect x="${r1(width * 0.04)}" y="${r1(height * 0.06)}" width="${r1(width * 0.92)}" height="${r1(height * 0.16)}" rx="14" fill="${band}"/>` +
      `<g transform="translate(${r1(width * 0.09)} ${r1(height * 0.32)})"><svg width="${r1(width * 0.24)}" height="${r1(width * 0.24)}" viewBox="0 0 100 100">${portraitParts(random, 100, { helmet: false, clothes: 'shirt', longHair: random.chance(0.5) })}</svg></g>` +
      lines.join('') +
      `<circle cx="${r1(width * 0.84)}" cy="${r1(height * 0.76)}" r="${r1(height * 0.1)}" fill="none" stroke="${band}" stroke-width="3" stroke-opacity="0.6"/>`,
  );
};
