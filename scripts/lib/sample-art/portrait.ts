/**
 * A head-and-shoulders portrait facing the viewer: the skater photos (with a helmet, or hair and a
 * club jersey) and the club members' pictures (hair and a collared shirt).
 */
import { HAIR_COLOURS, KIT_COLOURS, SKIN_TONES, shade } from './palette.ts';
import { r1, type Random } from './random.ts';

export interface PortraitOptions {
  helmet: boolean;
  /** 'jersey' for skaters, 'shirt' for officials and coaches. */
  clothes: 'jersey' | 'shirt';
  /** Longer hair (drawn behind the shoulders) and small earrings. */
  longHair: boolean;
}

const HAIR_STYLES = ['short', 'side', 'curly'] as const;

export const portrait = (random: Random, size: number, options: PortraitOptions): string => {
  const s = size / 100;
  const skin = random.pick(SKIN_TONES);
  const hair = random.pick(HAIR_COLOURS);
  const kit = random.pick(KIT_COLOURS);
  const background = random.pick(['#dbeafe', '#fce7f3', '#dcfce7', '#fef3c7', '#e0e7ff', '#ccfbf1', '#f1f5f9']);
  const c = (value: number) => r1(value * s);
  const parts: string[] = [];
  parts.push(
    `<defs><radialGradient id="back" cx="0.5" cy="0.35" r="0.75"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${background}"/></radialGradient></defs>`,
    `<rect width="${size}" height="${size}" fill="url(#back)"/>`,
  );
  for (let index = 0; index < 5; index += 1) {
    parts.push(
      `<circle cx="${c(random.between(0, 100))}" cy="${c(random.between(0, 60))}" r="${c(random.between(6, 16))}" fill="${shade(background, -0.08)}" fill-opacity="0.6"/>`,
    );
  }
  if (options.longHair && !options.helmet) {
    parts.push(
      `<path d="M${c(28)} ${c(40)}Q${c(26)} ${c(80)} ${c(34)} ${c(86)}L${c(66)} ${c(86)}Q${c(74)} ${c(80)} ${c(72)} ${c(40)}Z" fill="${hair}"/>`,
    );
  }
  // Shoulders and clothes.
  parts.push(
    `<path d="M${c(8)} ${c(100)}C${c(10)} ${c(78)} ${c(24)} ${c(72)} ${c(50)} ${c(72)}C${c(76)} ${c(72)} ${c(90)} ${c(78)} ${c(92)} ${c(100)}Z" fill="${options.clothes === 'shirt' ? random.pick(['#f8fafc', '#1e293b', '#e0f2fe', '#fef9c3', '#334155']) : kit}"/>`,
  );
  parts.push(`<rect x="${c(43)}" y="${c(58)}" width="${c(14)}" height="${c(16)}" rx="${c(4)}" fill="${shade(skin, -0.12)}"/>`);
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
    `<ellipse cx="${c(31)}" cy="${c(46)}" rx="${c(4)}" ry="${c(6)}" fill="${shade(skin, -0.08)}"/><ellipse cx="${c(69)}" cy="${c(46)}" rx="${c(4)}" ry="${c(6)}" fill="${shade(skin, -0.08)}"/>`,
    `<ellipse cx="${c(50)}" cy="${c(44)}" rx="${c(19)}" ry="${c(22)}" fill="${skin}"/>`,
  );
  if (options.longHair && !options.helmet) {
    parts.push(
      `<circle cx="${c(31)}" cy="${c(53)}" r="${c(1.6)}" fill="#facc15"/><circle cx="${c(69)}" cy="${c(53)}" r="${c(1.6)}" fill="#facc15"/>`,
    );
  }
  const eyeY = 45;
  parts.push(
    `<ellipse cx="${c(43)}" cy="${c(eyeY)}" rx="${c(2.1)}" ry="${c(2.6)}" fill="#1f2937"/><ellipse cx="${c(57)}" cy="${c(eyeY)}" rx="${c(2.1)}" ry="${c(2.6)}" fill="#1f2937"/>`,
    `<circle cx="${c(43.7)}" cy="${c(eyeY - 0.8)}" r="${c(0.7)}" fill="#fff"/><circle cx="${c(57.7)}" cy="${c(eyeY - 0.8)}" r="${c(0.7)}" fill="#fff"/>`,
    `<path d="M${c(39)} ${c(39.5)}q${c(4)} ${c(-2.5)} ${c(8)} 0M${c(53)} ${c(39.5)}q${c(4)} ${c(-2.5)} ${c(8)} 0" fill="none" stroke="${shade(hair, 0.1)}" stroke-width="${c(1.6)}" stroke-linecap="round"/>`,
    `<path d="M${c(50)} ${c(47)}q${c(-2)} ${c(5)} ${c(1)} ${c(6)}" fill="none" stroke="${shade(skin, -0.3)}" stroke-width="${c(1.3)}" stroke-linecap="round"/>`,
    `<path d="M${c(43)} ${c(57)}q${c(7)} ${c(random.between(4, 7))} ${c(14)} 0" fill="none" stroke="#7f1d1d" stroke-width="${c(1.8)}" stroke-linecap="round"/>`,
    `<circle cx="${c(38)}" cy="${c(53)}" r="${c(3.2)}" fill="#f43f5e" fill-opacity="0.12"/><circle cx="${c(62)}" cy="${c(53)}" r="${c(3.2)}" fill="#f43f5e" fill-opacity="0.12"/>`,
  );
  if (options.helmet) {
    const helmet = random.pick(KIT_COLOURS);
    parts.push(
      `<path d="M${c(28)} ${c(40)}C${c(27)} ${c(14)} ${c(73)} ${c(14)} ${c(72)} ${c(40)}C${c(62)} ${c(33)} ${c(38)} ${c(33)} ${c(28)} ${c(40)}Z" fill="${helmet}"/>`,
      `<path d="M${c(40)} ${c(22)}l${c(3)} ${c(9)}M${c(50)} ${c(20)}v${c(10)}M${c(60)} ${c(22)}l${c(-3)} ${c(9)}" stroke="${shade(helmet, -0.35)}" stroke-width="${c(2.4)}" stroke-linecap="round"/>`,
      `<path d="M${c(30)} ${c(42)}Q${c(34)} ${c(64)} ${c(50)} ${c(66)}Q${c(66)} ${c(64)} ${c(70)} ${c(42)}" fill="none" stroke="#111827" stroke-width="${c(1.4)}" stroke-opacity="0.6"/>`,
    );
  } else {
    const style = random.pick(HAIR_STYLES);
    if (style === 'curly') {
      for (let index = 0; index < 9; index += 1) {
        const angle = Math.PI * (1.05 + (index / 8) * 0.9);
        parts.push(`<circle cx="${c(50 + Math.cos(angle) * 19)}" cy="${c(38 + Math.sin(angle) * 17)}" r="${c(7)}" fill="${hair}"/>`);
      }
    } else {
      const parting = style === 'side' ? 40 : 50;
      parts.push(
        `<path d="M${c(30)} ${c(44)}C${c(26)} ${c(18)} ${c(74)} ${c(14)} ${c(70)} ${c(44)}C${c(68)} ${c(34)} ${c(62)} ${c(29)} ${c(parting)} ${c(30)}C${c(42)} ${c(30)} ${c(34)} ${c(33)} ${c(30)} ${c(44)}Z" fill="${hair}"/>`,
      );
    }
    if (options.longHair) parts.push(`<circle cx="${c(50)}" cy="${c(18)}" r="${c(7)}" fill="${hair}"/>`);
  }
  return parts.join('');
};
