/**
 * A skater seen from the side, drawn from a pose (joint angles) as thick rounded strokes, each lit
 * as a rounded volume (volume.ts) so the body shades like a body: readable from a thumbnail up to
 * a lightbox. Angles are in degrees from straight down: 90 points forward, -90 backward, 180 up.
 * Pictures that draw figures put volumeDefs() in their <defs>.
 */
import { r1 } from './random.ts';
import { shade, type Metal } from './palette.ts';
import { METAL_VOLUME, VOLUME } from './volume.ts';

export interface Pose {
  torso: number;
  front: { thigh: number; shin: number };
  back: { thigh: number; shin: number };
  frontArm: { upper: number; fore: number };
  backArm: { upper: number; fore: number };
  /** Holds a hockey stick in both hands. */
  stick?: boolean;
}

export const POSES = {
  race: {
    torso: 112,
    front: { thigh: 62, shin: -12 },
    back: { thigh: -38, shin: -72 },
    frontArm: { upper: 70, fore: 35 },
    backArm: { upper: -35, fore: -95 },
  },
  glide: {
    torso: 165,
    front: { thigh: 18, shin: -4 },
    back: { thigh: -18, shin: -48 },
    frontArm: { upper: 40, fore: 80 },
    backArm: { upper: -40, fore: -20 },
  },
  jump: {
    torso: 178,
    front: { thigh: 95, shin: 5 },
    back: { thigh: -8, shin: -30 },
    frontArm: { upper: 150, fore: 165 },
    backArm: { upper: -150, fore: -170 },
  },
  arabesque: {
    torso: 105,
    front: { thigh: 4, shin: 0 },
    back: { thigh: -98, shin: -104 },
    frontArm: { upper: 105, fore: 100 },
    backArm: { upper: -75, fore: -85 },
  },
  hockey: {
    torso: 128,
    front: { thigh: 40, shin: -6 },
    back: { thigh: -22, shin: -38 },
    frontArm: { upper: 45, fore: 75 },
    backArm: { upper: 20, fore: 60 },
    stick: true,
  },
  stand: {
    torso: 180,
    front: { thigh: 6, shin: 0 },
    back: { thigh: -6, shin: 0 },
    frontArm: { upper: 12, fore: 5 },
    backArm: { upper: -12, fore: -5 },
  },
  cheer: {
    torso: 180,
    front: { thigh: 6, shin: 0 },
    back: { thigh: -6, shin: 0 },
    frontArm: { upper: 160, fore: 170 },
    backArm: { upper: -155, fore: -165 },
  },
} satisfies Record<string, Pose>;
export type PoseName = keyof typeof POSES;

export interface Skater {
  pose: PoseName;
  /** Where the wheels touch the ground. */
  x: number;
  y: number;
  /** 1 draws a skater about 175 px tall. */
  scale: number;
  facing: 'left' | 'right';
  kit: string;
  skin: string;
  helmet: string;
  /** Tights or shorts; the kit colour, darker, when absent. */
  legs?: string;
  /** A medal on a ribbon round the neck, on the chest (metalGradients() in the picture's <defs>). */
  medal?: Metal;
}

const TORSO = 56;
const NECK = 5;
const HEAD = 13;
const UPPER_ARM = 27;
const FOREARM = 25;
const THIGH = 40;
const SHIN = 39;
/** From the ankle down to where the wheels touch the ground. */
const SKATE_DROP = 17;

type Point = [number, number];
const towards = ([x, y]: Point, angle: number, length: number): Point => {
  const radians = (angle * Math.PI) / 180;
  return [x + Math.sin(radians) * length, y + Math.cos(radians) * length];
};
const line = (a: Point, b: Point, colour: string, width: number) =>
  `<path d="M${r1(a[0])} ${r1(a[1])}L${r1(b[0])} ${r1(b[1])}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;

/**
 * A segment of limb as a filled capsule (a stroke's outline): a filter's region is measured on the
 * shape's box, which for a stroke leaves out the stroke's width (and is empty for a level line).
 */
export const capsule = (a: Point, b: Point, width: number, colour: string, volume: string): string => {
  const r = width / 2;
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 0.01;
  const [dx, dy] = [(b[0] - a[0]) / length, (b[1] - a[1]) / length];
  const [nx, ny] = [-dy * r, dx * r];
  const p = (x: number, y: number) => `${r1(x)} ${r1(y)}`;
  return (
    `<path d="M${p(a[0] + nx, a[1] + ny)}L${p(b[0] + nx, b[1] + ny)}A${r1(r)} ${r1(r)} 0 0 0 ${p(b[0] + dx * r, b[1] + dy * r)}` +
    `A${r1(r)} ${r1(r)} 0 0 0 ${p(b[0] - nx, b[1] - ny)}L${p(a[0] - nx, a[1] - ny)}A${r1(r)} ${r1(r)} 0 0 0 ${p(a[0] - dx * r, a[1] - dy * r)}` +
    `A${r1(r)} ${r1(r)} 0 0 0 ${p(a[0] + nx, a[1] + ny)}Z" fill="${colour}" filter="url(#${volume})"/>`
  );
};

/** A limb in two segments, thicker at the root (thigh, upper arm) than at the end, each one lit. */
const limb = (a: Point, b: Point, c: Point, colour: string, width: number) =>
  capsule(b, c, r1(width * 0.85), colour, VOLUME.s) + capsule(a, b, width, colour, VOLUME.s);

/** An inline skate under the ankle, tilted a little with the shin. */
const skate = ([x, y]: Point, shin: number, boot: string): string => {
  const tilt = Math.max(-35, Math.min(20, -shin * 0.35));
  const wheels = [-5, 2.5, 10, 17.5].map(
    (dx) => `<circle cx="${dx}" cy="13" r="3.6" fill="#111827"/><circle cx="${dx}" cy="13" r="1.3" fill="#e5e7eb"/>`,
  );
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(tilt)})">` +
    `<path d="M-7 -8h9l4 6h8a4 4 0 0 1 4 4v4h-25z" fill="${boot}" filter="url(#${VOLUME.s})"/>` +
    `<rect x="-9" y="7" width="30" height="3" rx="1.5" fill="#9ca3af"/>${wheels.join('')}</g>`
  );
};

const trunk = (hip: Point, shoulder: Point, kit: string): string => {
  const dx = shoulder[0] - hip[0];
  const dy = shoulder[1] - hip[1];
  const length = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [-dy / length, dx / length];
  const at = (point: Point, across: number, along: number): string =>
    `${r1(point[0] + nx * across + (dx / length) * along)} ${r1(point[1] + ny * across + (dy / length) * along)}`;
  return (
    `<path d="M${at(hip, -11, -6)}L${at(hip, 11, -6)}C${at(hip, 14, length * 0.5)} ${at(shoulder, 15, -6)} ${at(shoulder, 12, 4)}` +
    `L${at(shoulder, -12, 4)}C${at(shoulder, -15, -6)} ${at(hip, -14, length * 0.5)} ${at(hip, -11, -6)}Z" fill="${kit}" filter="url(#${VOLUME.m})"/>`
  );
};

/** A medal hanging on the chest, its ribbon from the neck: seen from the side, a little forward of the trunk. */
const medalOnChest = (hip: Point, shoulder: Point, metal: Metal): string => {
  const neck = towards(shoulder, 0, -2);
  const chest: Point = [hip[0] + (shoulder[0] - hip[0]) * 0.62 + 9, hip[1] + (shoulder[1] - hip[1]) * 0.62];
  return (
    `<path d="M${r1(neck[0] + 4)} ${r1(neck[1])}L${r1(chest[0])} ${r1(chest[1] - 4)}" stroke="#1d4ed8" stroke-width="3"/>` +
    `<circle cx="${r1(chest[0])}" cy="${r1(chest[1])}" r="5.5" fill="url(#${metal})" filter="url(#${METAL_VOLUME.m})"/>`
  );
};

export const skaterFigure = (skater: Skater): string => {
  const pose: Pose = POSES[skater.pose];
  const hip: Point = [0, 0];
  const shoulder = towards(hip, pose.torso, TORSO);
  const head = towards(shoulder, pose.torso, NECK + HEAD);
  const legs = (leg: Pose['front']) => {
    const knee = towards(hip, leg.thigh, THIGH);
    return { knee, ankle: towards(knee, leg.shin, SHIN) };
  };
  const arms = (arm: Pose['frontArm']) => {
    const elbow = towards(shoulder, arm.upper, UPPER_ARM);
    return { elbow, hand: towards(elbow, arm.fore, FOREARM) };
  };
  const front = legs(pose.front);
  const back = legs(pose.back);
  const frontArm = arms(pose.frontArm);
  const backArm = arms(pose.backArm);
  // Stand the skater on the ground: the lowest wheel at y = 0.
  const lowest = Math.max(front.ankle[1], back.ankle[1]) + SKATE_DROP;
  const legColour = skater.legs ?? shade(skater.kit, -0.55);
  const farLeg = shade(legColour, -0.25);
  const farKit = shade(skater.kit, -0.25);
  const skin = skater.skin;
  const helmetAngle = pose.torso - 180;
  const parts = [
    limb(shoulder, backArm.elbow, backArm.hand, farKit, 11),
    `<circle cx="${r1(backArm.hand[0])}" cy="${r1(backArm.hand[1])}" r="4" fill="${shade(skin, -0.2)}" filter="url(#${VOLUME.s})"/>`,
    limb(hip, back.knee, back.ankle, farLeg, 16),
    skate(back.ankle, pose.back.shin, shade(skater.helmet, -0.3)),
    // The torso: a tapered trunk, broad at the chest, lit as one volume.
    trunk(hip, shoulder, skater.kit),
    `<circle cx="${r1(head[0])}" cy="${r1(head[1])}" r="${HEAD}" fill="${skin}" filter="url(#${VOLUME.m})"/>`,
    // The helmet: a shell over the top and back of the head, turned with the body.
    `<g transform="translate(${r1(head[0])} ${r1(head[1])}) rotate(${r1(-helmetAngle)})">` +
      `<path d="M-14 2a14 14 0 0 1 27-5l3 3h-8z" fill="${skater.helmet}" filter="url(#${VOLUME.s})"/>` +
      `<path d="M-6 -11l4 -2M1 -13l4 0" stroke="${shade(skater.helmet, -0.35)}" stroke-width="2" stroke-linecap="round"/>` +
      `<circle cx="6" cy="2" r="1.7" fill="#111827"/></g>`,
    limb(hip, front.knee, front.ankle, legColour, 17),
    skate(front.ankle, pose.front.shin, shade(skater.helmet, -0.15)),
    ...(skater.medal ? [medalOnChest(hip, shoulder, skater.medal)] : []),
    limb(shoulder, frontArm.elbow, frontArm.hand, skater.kit, 12),
    `<circle cx="${r1(frontArm.hand[0])}" cy="${r1(frontArm.hand[1])}" r="4.3" fill="${skin}" filter="url(#${VOLUME.s})"/>`,
  ];
  if (pose.stick) {
    const blade = towards(frontArm.hand, 28, 58);
    parts.push(
      line(backArm.hand, blade, '#78350f', 4),
      `<path d="M${r1(blade[0])} ${r1(blade[1])}h18" stroke="#78350f" stroke-width="6" stroke-linecap="round"/>`,
    );
  }
  const flip = skater.facing === 'left' ? -1 : 1;
  return (
    `<g transform="translate(${r1(skater.x)} ${r1(skater.y)}) scale(${r1(skater.scale * flip * 100) / 100} ${r1(skater.scale * 100) / 100}) translate(0 ${r1(-lowest)})">` +
    parts.join('') +
    `</g>`
  );
};

/** A soft shadow under a skater (softDefs() blurs it). */
export const shadowUnder = (x: number, y: number, scale: number): string =>
  `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(38 * scale)}" ry="${r1(6 * scale)}" fill="#000" fill-opacity="0.4" filter="url(#soft)"/>`;
