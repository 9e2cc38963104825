/**
 * A head-and-shoulders portrait facing the viewer: the skater photos (with a helmet, or hair and a
 * club jersey) and the club members' pictures (hair and a collared shirt). Drawn in two layers, as
 * a photograph is taken: the person lit as rounded volumes, and behind them a rink or a hall that
 * the lens throws out of focus.
 */
import { HAIR_COLOURS, KIT_COLOURS, SKIN_TONES, shade } from './palette.ts';
import type { Light } from './photo-finish.ts';
import { r1, type Random } from './random.ts';
import { VOLUME } from './volume.ts';

export interface PortraitOptions {
  helmet: boolean;
  /** 'jersey' for skaters, 'shirt' for officials and coaches. */
  clothes: 'jersey' | 'shirt';
  /** Longer hair (drawn behind the shoulders) and small earrings. */
  longHair: boolean;
}

const HAIR_STYLES = ['short', 'side', 'curly'] as const;

export interface PortraitLayers {
  back: string;
  front: string;
  lights: Light[];
}

/** Behind the person: a hall or a rink's far side, colour fields and lamps the lens blurs. */
const surroundings = (random: Random, size: number): { svg: string; lights: Light[] } => {
  const tone = random.pick(['#334155', '#1e3a5f', '#3f3f46', '#4a3b2a', '#14532d', '#3b2f5c', '#7c6f64']);
  const blocks = Array.from({ length: 9 }, () => {
    const colour = random.chance(0.4) ? random.pick(KIT_COLOURS) : shade(tone, random.between(-0.3, 0.5));
    return `<rect x="${r1(random.between(-0.1, 0.9) * size)}" y="${r1(random.between(0, 0.7) * size)}" width="${r1(random.between(0.1, 0.35) * size)}" height="${r1(random.between(0.1, 0.4) * size)}" fill="${colour}" fill-opacity="0.7"/>`;
  });
  const lights = Array.from({ length: random.int(3, 6) }, () => ({
    x: random.between(0, size),
    y: random.between(0, size * 0.5),
    r: size * random.between(0.03, 0.07),
    colour: random.pick(['#ffd089', '#fde68a', '#ffe7b8']),
  }));
  return {
    svg:
      `<defs><linearGradient id="back" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(tone, 0.25)}"/><stop offset="1" stop-color="${shade(tone, -0.35)}"/></linearGradient></defs>` +
      `<rect width="${size}" height="${size}" fill="url(#back)"/>` +
      blocks.join(''),
    lights,
  };
};

export const portrait = (random: Random, size: number, options: PortraitOptions): PortraitLayers => {
  const s = size / 100;
  const skin = random.pick(SKIN_TONES);
  const hair = random.pick(HAIR_COLOURS);
  const kit = random.pick(KIT_COLOURS);
  const c = (value: number) => r1(value * s);
  const behind = surroundings(random, size);
  const parts: string[] = [];
  if (options.longHair && !options.helmet) {
    parts.push(
      `<path d="M${c(28)} ${c(40)}Q${c(26)} ${c(80)} ${c(34)} ${c(86)}L${c(66)} ${c(86)}Q${c(74)} ${c(80)} ${c(72)} ${c(40)}Z" fill="${hair}"/>`,
    );
  }
  // Shoulders and clothes.
  parts.push(
    `<path d="M${c(8)} ${c(100)}C${c(10)} ${c(78)} ${c(24)} ${c(72)} ${c(50)} ${c(72)}C${c(76)} ${c(72)} ${c(90)} ${c(78)} ${c(92)} ${c(100)}Z" fill="${options.clothes === 'shirt' ? random.pick(['#f8fafc', '#1e293b', '#e0f2fe', '#fef9c3', '#334155']) : kit}" filter="url(#${VOLUME.xl})"/>`,
  );
  parts.push(
    `<rect x="${c(43)}" y="${c(58)}" width="${c(14)}" height="${c(16)}" rx="${c(4)}" fill="${shade(skin, -0.25)}" filter="url(#${VOLUME.l})"/>`,
  );
  if (options.clothes === 'jersey') {
    parts.push(
      `<path d="M${c(40)} ${c(72)}Q${c(50)} ${c(82)} ${c(60)} ${c(72)}" fill="none" stroke="${shade(kit, -0.35)}" stroke-width="${c(3)}"/>`,
      `<path d="M${c(14)} ${c(90)}L${c(86)} ${c(90)}" stroke="#fff" stroke-width="${c(4)}" stroke-opacity="0.7"/>`,
    );
  } else {
    parts.push(
      `<path d="M${c(41)} ${c(71)}L${c(50)} ${c(84)}L${c(59)} ${c(71)}Z" fill="${shade(skin, -0.1)}"/>`,
      `<path d="M${c(38)} ${c(70)}L${c(50)} ${c(86)}L${c(44)} ${c(90)}ZM${c(62)} ${c(70)}L${c(50)} ${c(86)}L${c(56)} ${c(90)}Z" fill="#fff"/>`,
    );
  }
  // Head, ears and face.
  parts.push(
    `<ellipse cx="${c(31)}" cy="${c(46)}" rx="${c(4)}" ry="${c(6)}" fill="${shade(skin, -0.08)}" filter="url(#${VOLUME.m})"/><ellipse cx="${c(69)}" cy="${c(46)}" rx="${c(4)}" ry="${c(6)}" fill="${shade(skin, -0.08)}" filter="url(#${VOLUME.m})"/>`,
    // A child's face: a rounded jaw, fuller at the cheeks, lit from the upper left.
    `<path d="M${c(31)} ${c(40)}C${c(31)} ${c(20)} ${c(69)} ${c(20)} ${c(69)} ${c(40)}C${c(69)} ${c(56)} ${c(61)} ${c(66)} ${c(50)} ${c(66)}C${c(39)} ${c(66)} ${c(31)} ${c(56)} ${c(31)} ${c(40)}Z" fill="${skin}" filter="url(#${VOLUME.xl})"/>`,
  );
  if (options.longHair && !options.helmet) {
    parts.push(
      `<circle cx="${c(31)}" cy="${c(53)}" r="${c(1.6)}" fill="#facc15"/><circle cx="${c(69)}" cy="${c(53)}" r="${c(1.6)}" fill="#facc15"/>`,
    );
  }
  const eyeY = 45;
  const iris = random.pick(['#2b1a10', '#3b2414', '#1f140c']);
  const eye = (x: number) =>
    `<ellipse cx="${c(x)}" cy="${c(eyeY)}" rx="${c(3)}" ry="${c(1.7)}" fill="#f1ede6" fill-opacity="0.9"/>` +
    `<circle cx="${c(x + 0.3)}" cy="${c(eyeY)}" r="${c(1.55)}" fill="${iris}"/>` +
    `<circle cx="${c(x - 0.2)}" cy="${c(eyeY - 0.5)}" r="${c(0.4)}" fill="#fff" fill-opacity="0.8"/>` +
    `<path d="M${c(x - 3.2)} ${c(eyeY - 0.6)}Q${c(x)} ${c(eyeY - 2.6)} ${c(x + 3.2)} ${c(eyeY - 0.6)}" fill="none" stroke="${shade(skin, -0.55)}" stroke-width="${c(0.7)}"/>`;
  parts.push(
    // Shade of the brow ridge and the eye sockets, before the eyes.
    `<ellipse cx="${c(43)}" cy="${c(eyeY - 0.5)}" rx="${c(5)}" ry="${c(3.4)}" fill="${shade(skin, -0.35)}" fill-opacity="0.35" filter="url(#soft-s)"/>`,
    `<ellipse cx="${c(57)}" cy="${c(eyeY - 0.5)}" rx="${c(5)}" ry="${c(3.4)}" fill="${shade(skin, -0.35)}" fill-opacity="0.35" filter="url(#soft-s)"/>`,
    eye(43),
    eye(57),
    `<path d="M${c(39)} ${c(40)}q${c(4)} ${c(-1.6)} ${c(8)} ${c(-0.2)}M${c(53)} ${c(39.8)}q${c(4)} ${c(-1.4)} ${c(8)} ${c(0.2)}" fill="none" stroke="${shade(hair, 0.15)}" stroke-opacity="0.8" stroke-width="${c(1.3)}" stroke-linecap="round"/>`,
    // The nose as light and shadow, not a line.
    `<ellipse cx="${c(51.2)}" cy="${c(51)}" rx="${c(2.6)}" ry="${c(1.6)}" fill="${shade(skin, -0.4)}" fill-opacity="0.45" filter="url(#soft-s)"/>`,
    `<ellipse cx="${c(49.6)}" cy="${c(48)}" rx="${c(1)}" ry="${c(3)}" fill="#fff" fill-opacity="0.12"/>`,
    // Lips, closed in a small smile.
    `<path d="M${c(44.5)} ${c(56.5)}Q${c(50)} ${c(random.between(59, 60.5))} ${c(55.5)} ${c(56.5)}Q${c(50)} ${c(55.6)} ${c(44.5)} ${c(56.5)}Z" fill="${shade(skin, -0.4)}"/>`,
    `<path d="M${c(46)} ${c(58.2)}Q${c(50)} ${c(60.6)} ${c(54)} ${c(58.2)}" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="${c(0.8)}"/>`,
  );
  if (options.helmet) {
    const helmet = random.pick(KIT_COLOURS);
    parts.push(
      `<path d="M${c(30)} ${c(42)}L${c(34)} ${c(58)}M${c(70)} ${c(42)}L${c(66)} ${c(58)}" stroke="#111827" stroke-width="${c(1.2)}" stroke-opacity="0.8"/>`,
      `<path d="M${c(27)} ${c(41)}C${c(25)} ${c(12)} ${c(75)} ${c(12)} ${c(73)} ${c(41)}C${c(62)} ${c(33)} ${c(38)} ${c(33)} ${c(27)} ${c(41)}Z" fill="${helmet}" filter="url(#gloss)"/>`,
      `<path d="M${c(40)} ${c(22)}l${c(3)} ${c(9)}M${c(50)} ${c(20)}v${c(10)}M${c(60)} ${c(22)}l${c(-3)} ${c(9)}" stroke="${shade(helmet, -0.35)}" stroke-width="${c(2.4)}" stroke-linecap="round"/>`,
    );
  } else {
    const style = random.pick(HAIR_STYLES);
    if (style === 'curly') {
      for (let index = 0; index < 9; index += 1) {
        const angle = Math.PI * (1.05 + (index / 8) * 0.9);
        parts.push(
          `<circle cx="${c(50 + Math.cos(angle) * 19)}" cy="${c(38 + Math.sin(angle) * 17)}" r="${c(7)}" fill="${hair}" filter="url(#${VOLUME.l})"/>`,
        );
      }
    } else {
      const parting = style === 'side' ? 40 : 50;
      parts.push(
        `<path d="M${c(30)} ${c(44)}C${c(26)} ${c(18)} ${c(74)} ${c(14)} ${c(70)} ${c(44)}C${c(68)} ${c(34)} ${c(62)} ${c(29)} ${c(parting)} ${c(30)}C${c(42)} ${c(30)} ${c(34)} ${c(33)} ${c(30)} ${c(44)}Z" fill="${hair}" filter="url(#${VOLUME.l})"/>`,
      );
    }
    if (options.longHair) parts.push(`<circle cx="${c(50)}" cy="${c(18)}" r="${c(7)}" fill="${hair}" filter="url(#${VOLUME.l})"/>`);
  }
  return { back: behind.svg, front: parts.join(''), lights: behind.lights };
};
