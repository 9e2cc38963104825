/**
 * A drawn scene made into a photograph, the way a camera at a rink would take it: the background
 * (stands, walls, a road's far side) rendered on its own and thrown out of focus or, in a panning
 * shot of a race, smeared sideways; the arena's lights as bokeh discs; the subject rendered sharp
 * over it with a little motion blur behind moving skaters; then the lens and the film: a slight
 * softness, vignette, colour grading and grain. Offline and deterministic, like the drawing.
 */
import sharp from 'sharp';
import { r1, seeded } from './random.ts';

/** Layers between steps are stored uncompressed: compressing them costs more than it saves. */
const FAST_PNG = { compressionLevel: 0 } as const;

export interface Light {
  x: number;
  y: number;
  /** Radius of the disc the light makes out of focus. */
  r: number;
  colour?: string;
}

export interface Lens {
  /** Gaussian blur of the background, in pixels (depth of field). */
  depth: number;
  /** Horizontal smear of the background, in pixels (the camera follows a moving skater); 0 for none. */
  pan: number;
  /** Horizontal blur trailing the subject, in pixels; 0 for a still subject. */
  motion: number;
  /** From this height down the background is in focus (the ground the subject stands on); above it, blurred by `depth`. */
  focus: number;
  /** Brightness of the exposure, 1 for a normal one; a portrait's face is exposed brighter. */
  exposure?: number;
  /** Bright points of the background, drawn as out-of-focus discs. */
  lights: readonly Light[];
}

/**
 * A part of the subject rendered on its own small canvas and laid at (left, top): the renderer's
 * filters cost in proportion to the whole canvas, so a figure lit part by part is drawn in its box.
 */
export interface Sprite {
  left: number;
  top: number;
  /** A whole SVG document the size of the box. */
  svg: string;
}

export interface Layers {
  width: number;
  height: number;
  /** A whole SVG document: everything behind the plane of focus. */
  back: string;
  /** A whole SVG document on a transparent ground: the subject, in focus. */
  front: string;
  /** Drawn over `front`, in order. */
  sprites?: readonly Sprite[];
  lens: Lens;
}

/**
 * Blurs along the x axis only, by `length` pixels: the picture shrunk in width (each new pixel
 * averages `length` old ones) and stretched back, then a small blur hides the steps.
 */
export const horizontalBlur = async (image: Buffer, width: number, height: number, length: number): Promise<Buffer> => {
  if (length < 2) return image;
  const narrow = await sharp(image)
    .resize(Math.max(1, Math.round(width / length)), height, { fit: 'fill', kernel: 'linear' })
    .toBuffer();
  return sharp(narrow).resize(width, height, { fit: 'fill', kernel: 'cubic' }).blur(1.2).png(FAST_PNG).toBuffer();
};

/** Out-of-focus discs with a brighter rim, as a lens renders point lights. */
export const bokehSvg = (width: number, height: number, lights: readonly Light[]): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
  `<radialGradient id="disc"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="0.82" stop-color="#fff" stop-opacity="0.4"/>` +
  `<stop offset="0.94" stop-color="#fff" stop-opacity="0.65"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
  lights
    .map(
      (light) =>
        `<circle cx="${r1(light.x)}" cy="${r1(light.y)}" r="${r1(light.r)}" fill="${light.colour ?? '#ffe7b8'}" fill-opacity="0.35"/>` +
        `<circle cx="${r1(light.x)}" cy="${r1(light.y)}" r="${r1(light.r)}" fill="url(#disc)" fill-opacity="0.35"/>`,
    )
    .join('') +
  `</svg>`;

/** Opaque above the plane of focus, fading out to it: where the blurred background shows. */
const focusMask = (width: number, height: number, focus: number) => {
  const at = (y: number) => Math.round(Math.max(0, Math.min(1, y / height)) * 100) / 100;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="f" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="${at(focus - height * 0.22)}" stop-color="#fff"/><stop offset="${at(focus)}" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#f)"/></svg>`,
  );
};

const vignette = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="v" cx="0.5" cy="0.5" r="0.72">` +
      `<stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#0b0703" stop-opacity="0.5"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#v)"/></svg>`,
  );

/**
 * Film grain: grey noise (near-Gaussian, the sum of three uniform draws) from a seeded source, so
 * the same layers always give the same photograph; drawn at half size and scaled up, so the grains
 * are two pixels wide and compress well.
 */
export const grain = async (width: number, height: number, seed: number): Promise<Buffer> => {
  const [w, h] = [Math.ceil(width / 2), Math.ceil(height / 2)];
  const random = seeded(seed);
  const pixels = Buffer.alloc(w * h);
  for (let index = 0; index < pixels.length; index += 1) {
    // The sum less 1.5 has a standard deviation of 0.5: the grain's is 7 grey levels.
    pixels[index] = Math.round(128 + (random.next() + random.next() + random.next() - 1.5) * 14);
  }
  return sharp(pixels, { raw: { width: w, height: h, channels: 1 } })
    .resize(width, height, { kernel: 'cubic' })
    .png(FAST_PNG)
    .toBuffer();
};

/** The layers as one photograph, PNG bytes at the layers' size. */
export const photograph = async ({ width, height, back, front, sprites = [], lens }: Layers): Promise<Buffer> => {
  const drawnBack = await sharp(Buffer.from(back)).png(FAST_PNG).toBuffer();
  const panned = await horizontalBlur(drawnBack, width, height, lens.pan);
  const blurred = lens.depth >= 0.4 ? await sharp(panned).blur(lens.depth).png(FAST_PNG).toBuffer() : panned;
  const background =
    blurred === panned || lens.focus >= height
      ? blurred
      : await sharp(panned)
          .composite([
            {
              input: await sharp(blurred)
                .composite([{ input: focusMask(width, height, lens.focus), blend: 'dest-in' }])
                .png(FAST_PNG)
                .toBuffer(),
              blend: 'over',
            },
          ])
          .png(FAST_PNG)
          .toBuffer();
  const subject = await sharp(Buffer.from(front))
    .composite(sprites.map((sprite) => ({ input: Buffer.from(sprite.svg), left: sprite.left, top: sprite.top })))
    .png(FAST_PNG)
    .toBuffer();
  const trail = lens.motion >= 2 ? await horizontalBlur(subject, width, height, lens.motion) : undefined;
  // The lens is never perfectly sharp: a touch of blur takes off the drawing's crisp edges.
  const softSubject = await sharp(subject).blur(0.7).png(FAST_PNG).toBuffer();
  const layered = await sharp(background)
    .composite([
      ...(lens.lights.length > 0 ? [{ input: Buffer.from(bokehSvg(width, height, lens.lights)), blend: 'screen' as const }] : []),
      ...(trail ? [{ input: trail, blend: 'over' as const }] : []),
      { input: softSubject, blend: 'over' },
      { input: vignette(width, height), blend: 'over' },
    ])
    .png(FAST_PNG)
    .toBuffer();
  return (
    sharp(layered)
      .composite([{ input: await grain(width, height, back.length * 31 + front.length), blend: 'soft-light' }])
      .modulate({ saturation: 0.74, brightness: 1.04 * (lens.exposure ?? 1) })
      // Colour grading: a little contrast, warm highlights and lifted, slightly cool shadows.
      .linear([1.06, 1.02, 0.95], [-2, 0, 6])
      .png(FAST_PNG)
      .toBuffer()
  );
};
