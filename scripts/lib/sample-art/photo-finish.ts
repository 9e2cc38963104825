/**
 * Gives a drawn scene a photograph's finish: with `depth`, the far part of the picture (the stands
 * of an indoor rink) out of focus, as a camera focused on the skaters in front sees it; softer edges everywhere, muted colours with a
 * warm cast, film grain and a slight vignette. Offline and deterministic, like the drawing.
 */
import sharp from 'sharp';

/** The drawing's distance falls off from the bottom (near) to the top (far): the far part is blurred. */
const depthMask = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="d" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="0.42" stop-color="#fff" stop-opacity="0.85"/>` +
      `<stop offset="0.62" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#d)"/></svg>`,
  );

const vignette = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="v" cx="0.5" cy="0.55" r="0.75">` +
      `<stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#120a00" stop-opacity="0.42"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#v)"/></svg>`,
  );

/** The drawing as PNG bytes with the photographic finish, at its own size. */
export const photoFinish = async (svg: string, { depth }: { depth: boolean }): Promise<Buffer> => {
  const drawn = sharp(Buffer.from(svg));
  const { width = 0, height = 0 } = await drawn.metadata();
  const sharpBase = await drawn.png().toBuffer();
  const base = await sharp(sharpBase).blur(0.9).toBuffer();
  const far = depth
    ? await sharp(sharpBase)
        .blur(Math.max(3, width / 180))
        .composite([{ input: depthMask(width, height), blend: 'dest-in' }])
        .png()
        .toBuffer()
    : undefined;
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 6 } },
  })
    .png()
    .toBuffer();
  return sharp(base)
    .composite([
      ...(far ? [{ input: far, blend: 'over' as const }] : []),
      { input: vignette(width, height), blend: 'over' },
      { input: grain, blend: 'soft-light' },
    ])
    .modulate({ saturation: 0.8, brightness: 1.02 })
    .linear([1.04, 1.0, 0.94], [4, 2, -2])
    .png()
    .toBuffer();
};
