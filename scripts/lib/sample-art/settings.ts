/**
 * Where the sample pictures happen: an indoor rink (lights, stands with a crowd, barrier boards,
 * a polished floor with a banked oval's lanes) and an outdoor road (sky, hills, trees). Each
 * answers its SVG and the band of y in which people stand.
 */
import { shade, FLOORS, KIT_COLOURS, SKIES, WALLS } from './palette.ts';
import type { Light } from './photo-finish.ts';
import { r1, type Random } from './random.ts';

export interface Setting {
  svg: string;
  /** People stand between these heights; lower on the picture is nearer and larger. */
  groundTop: number;
  groundBottom: number;
  /** Lamps and flashes, which a lens shows as bokeh when the setting is out of focus. */
  lights: Light[];
}

/** How big a person standing at `y` is drawn, for depth. */
export const depthScale = (setting: Setting, y: number, nearest: number): number =>
  nearest * (0.55 + (0.45 * (y - setting.groundTop)) / Math.max(1, setting.groundBottom - setting.groundTop));

const crowd = (random: Random, width: number, top: number, rows: number, rowHeight: number): string => {
  const people: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    const y = top + row * rowHeight;
    // Higher rows are farther away: smaller people, closer together.
    const size = rowHeight * (0.26 + (0.14 * row) / Math.max(1, rows - 1));
    for (let x = random.between(0, size * 2); x < width; x += size * random.between(2.2, 3.2)) {
      const kit = random.chance(0.35) ? random.pick(KIT_COLOURS) : random.pick(['#e5e7eb', '#cbd5e1', '#fde68a', '#fecaca', '#bfdbfe']);
      people.push(
        `<rect x="${r1(x - size)}" y="${r1(y + size * 0.6)}" width="${r1(size * 2)}" height="${r1(size * 1.6)}" rx="${r1(size * 0.7)}" fill="${kit}" fill-opacity="0.85"/>` +
          `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(size * 0.62)}" fill="${random.pick(['#7a4a2a', '#a0673c', '#c68642', '#8d5524'])}" fill-opacity="0.9"/>`,
      );
    }
  }
  return people.join('');
};

export const indoorRink = (random: Random, width: number, height: number): Setting => {
  const wall = random.pick(WALLS);
  const floor = random.pick(FLOORS);
  const horizon = Math.round(height * random.between(0.4, 0.48));
  const boards = Math.round(height * 0.05);
  const lightCount = random.int(4, 7);
  const lamps: Light[] = [];
  const lights = Array.from({ length: lightCount }, (_, index) => {
    const x = ((index + 0.5) / lightCount) * width;
    lamps.push({ x, y: height * 0.05, r: width * random.between(0.03, 0.045) });
    return `<circle cx="${r1(x)}" cy="${r1(height * 0.05)}" r="${r1(width * 0.05)}" fill="url(#glow)"/><circle cx="${r1(x)}" cy="${r1(height * 0.05)}" r="${r1(width * 0.008)}" fill="#fffbeb"/>`;
  });
  const panels = Array.from({ length: 8 }, (_, index) => {
    const panelWidth = width / 8;
    return `<rect x="${r1(index * panelWidth + 2)}" y="${horizon - boards}" width="${r1(panelWidth - 4)}" height="${boards}" fill="${random.pick(KIT_COLOURS)}"/>`;
  });
  // A banked oval seen from the stands: its lanes are arcs of ellipses centred far below.
  const lanes = Array.from({ length: 5 }, (_, lane) => {
    const rx = width * (0.55 + lane * 0.12);
    const ry = (height - horizon) * (0.55 + lane * 0.22);
    return `<ellipse cx="${r1(width / 2)}" cy="${r1(height + ry * 0.35)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="none" stroke="#fff" stroke-opacity="${lane === 0 ? 0.75 : 0.45}" stroke-width="${lane === 0 ? 4 : 2.5}"/>`;
  });
  const svg =
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(wall, -0.4)}"/><stop offset="1" stop-color="${wall}"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(floor, -0.15)}"/><stop offset="1" stop-color="${shade(floor, 0.18)}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#fef3c7" stop-opacity="0.85"/><stop offset="1" stop-color="#fef3c7" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${horizon}" fill="url(#wall)"/>${lights.join('')}` +
    `<g>${crowd(random, width, height * 0.13, 5, (horizon - boards - height * 0.13) / 5)}</g>` +
    panels.join('') +
    `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#floor)"/>` +
    `<rect y="${horizon}" width="${width}" height="4" fill="#fff" fill-opacity="0.5"/>${lanes.join('')}` +
    // The lamps mirrored in the polished floor.
    lamps
      .map(
        (lamp) =>
          `<ellipse cx="${r1(lamp.x)}" cy="${r1(horizon + (height - horizon) * 0.3)}" rx="${r1(width * 0.035)}" ry="${r1((height - horizon) * 0.3)}" fill="url(#glow)" fill-opacity="0.35"/>`,
      )
      .join('');
  // Phones and cameras in the stands catch the light here and there.
  const flashes = Array.from({ length: random.int(3, 7) }, () => ({
    x: random.between(0, width),
    y: random.between(height * 0.15, horizon - boards),
    r: width * random.between(0.012, 0.022),
    colour: random.pick(['#fff7e6', '#dbeafe', '#fde68a']),
  }));
  return { svg, groundTop: horizon + (height - horizon) * 0.28, groundBottom: height * 0.96, lights: [...lamps, ...flashes] };
};

const tree = (random: Random, x: number, y: number, size: number): string => {
  const green = random.pick(['#15803d', '#166534', '#4d7c0f', '#047857']);
  return (
    `<rect x="${r1(x - size * 0.07)}" y="${r1(y - size * 0.5)}" width="${r1(size * 0.14)}" height="${r1(size * 0.5)}" fill="#78350f"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y - size * 0.7)}" r="${r1(size * 0.38)}" fill="${green}"/>` +
    `<circle cx="${r1(x - size * 0.25)}" cy="${r1(y - size * 0.55)}" r="${r1(size * 0.28)}" fill="${shade(green, 0.12)}"/>` +
    `<circle cx="${r1(x + size * 0.25)}" cy="${r1(y - size * 0.55)}" r="${r1(size * 0.3)}" fill="${shade(green, -0.15)}"/>`
  );
};

export const outdoorRoad = (random: Random, width: number, height: number): Setting => {
  const [skyTop, skyBottom] = random.pick(SKIES);
  const horizon = Math.round(height * random.between(0.38, 0.46));
  const hills = [0.82, 0.9].map((depth, index) => {
    const points = Array.from(
      { length: 7 },
      (_, step) => `${r1((step / 6) * width)} ${r1(horizon - height * random.between(0.04, 0.14) * depth)}`,
    );
    return `<path d="M0 ${horizon}L${points.join('L')}L${width} ${horizon}Z" fill="${index === 0 ? '#86efac' : '#4ade80'}" fill-opacity="${index === 0 ? 0.6 : 0.85}"/>`;
  });
  const clouds = Array.from({ length: random.int(2, 4) }, () => {
    const x = random.between(0.05, 0.95) * width;
    const y = random.between(0.06, 0.24) * height;
    const size = random.between(0.04, 0.07) * width;
    return `<g fill="#fff"><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(size * 1.4)}" ry="${r1(size * 0.45)}"/><circle cx="${r1(x - size * 0.3)}" cy="${r1(y - size * 0.2)}" r="${r1(size * 0.5)}"/><circle cx="${r1(x + size * 0.35)}" cy="${r1(y - size * 0.25)}" r="${r1(size * 0.42)}"/></g>`;
  });
  const vanish = width * random.between(0.4, 0.6);
  const road = `<path d="M${r1(vanish - width * 0.03)} ${horizon}L${r1(vanish + width * 0.03)} ${horizon}L${r1(width * 1.15)} ${height}L${r1(-width * 0.15)} ${height}Z" fill="#6b7280"/>`;
  const dashes = Array.from({ length: 7 }, (_, index) => {
    const t0 = (index / 7) ** 1.8;
    const t1 = ((index + 0.45) / 7) ** 1.8;
    const y0 = horizon + (height - horizon) * t0;
    const y1 = horizon + (height - horizon) * t1;
    const x0 = vanish + (width / 2 - vanish) * t0;
    const x1 = vanish + (width / 2 - vanish) * t1;
    return `<path d="M${r1(x0)} ${r1(y0)}L${r1(x1)} ${r1(y1)}" stroke="#fef08a" stroke-width="${r1(1 + 7 * t1)}"/>`;
  });
  const trees = Array.from({ length: random.int(5, 8) }, (_, index) => {
    const left = index % 2 === 0;
    const t = random.between(0.05, 0.5);
    const y = horizon + (height - horizon) * t;
    const x = left
      ? random.between(0, vanish - width * 0.1 - t * width * 0.5)
      : random.between(vanish + width * 0.1 + t * width * 0.5, width);
    return { y, svg: tree(random, x, y, height * (0.12 + t * 0.35)) };
  })
    .sort((a, b) => a.y - b.y)
    .map((item) => item.svg);
  const svg =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<circle cx="${r1(width * random.between(0.1, 0.9))}" cy="${r1(height * 0.12)}" r="${r1(height * 0.06)}" fill="#fde047" fill-opacity="0.9"/>` +
    clouds.join('') +
    hills.join('') +
    `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="#a3e635" fill-opacity="0.75"/>` +
    road +
    dashes.join('') +
    trees.join('');
  return { svg, groundTop: horizon + (height - horizon) * 0.3, groundBottom: height * 0.97, lights: [] };
};
