/**
 * The camera that makes the sample drawings photographs: a panning smear blurs along x only, the
 * background goes out of focus while the subject stays sharp, and the same layers always give the
 * same bytes (sample content is reproducible).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bokehSvg, grain, horizontalBlur, photograph, type Layers } from '../../scripts/lib/sample-art/photo-finish.ts';
import { sceneLayers } from '../../scripts/lib/sample-art/scenes.ts';

const W = 120;
const H = 80;

/** Stripes four pixels wide, along x (`vertical` stripes) or along y. */
const stripes = (vertical: boolean): Promise<Buffer> => {
  const pixels = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1)
      pixels.fill(Math.floor((vertical ? x : y) / 4) % 2 === 0 ? 0 : 255, (y * W + x) * 3, (y * W + x) * 3 + 3);
  return sharp(pixels, { raw: { width: W, height: H, channels: 3 } })
    .png()
    .toBuffer();
};

/** How much the picture varies from pixel to pixel: the standard deviation of its grey levels. */
const contrast = async (image: Buffer, region?: { left: number; top: number; width: number; height: number }) => {
  // stats() reads its input, not the pipeline's output: the region is cut out first.
  const grey = await (region ? sharp(image).extract(region) : sharp(image)).greyscale().png().toBuffer();
  const { channels } = await sharp(grey).stats();
  return channels[0]!.stdev;
};

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${body}</svg>`;

describe('horizontalBlur', () => {
  it('smears along x and leaves detail along y', async () => {
    const across = await horizontalBlur(await stripes(true), W, H, 12);
    const along = await horizontalBlur(await stripes(false), W, H, 12);
    expect(await contrast(across)).toBeLessThan(20);
    expect(await contrast(along)).toBeGreaterThan(60);
  });

  it('leaves a picture alone for a smear under two pixels', async () => {
    const image = await stripes(true);
    expect(await horizontalBlur(image, W, H, 1)).toBe(image);
  });
});

describe('bokehSvg', () => {
  it('draws one disc per light, where the light is', () => {
    const drawn = bokehSvg(W, H, [
      { x: 10, y: 20, r: 5 },
      { x: 60, y: 40, r: 9, colour: '#abcdef' },
    ]);
    expect(drawn.match(/<circle cx="10" cy="20" r="5"/g)).toHaveLength(2);
    expect(drawn).toContain('fill="#abcdef"');
  });
});

describe('photograph', () => {
  // A chequered background, and a chequered subject on the right half only.
  const cheques = (x0: number) =>
    Array.from({ length: 12 }, (_, i) =>
      Array.from({ length: 8 }, (_, j) =>
        (i + j) % 2 === 0 && i * 10 >= x0 ? `<rect x="${i * 10}" y="${j * 10}" width="10" height="10" fill="#fff"/>` : '',
      ).join(''),
    ).join('');
  const layers: Layers = {
    width: W,
    height: H,
    back: svg(`<rect width="${W}" height="${H}" fill="#000"/>${cheques(0)}`),
    front: svg(cheques(60).replaceAll('#fff', '#f0f')),
    lens: { depth: 6, pan: 0, motion: 0, focus: H * 3, lights: [] },
  };

  it('throws the background out of focus and keeps the subject sharp', async () => {
    const photo = await photograph({ ...layers, front: svg(`<rect x="60" width="60" height="${H}" fill="#808080"/>${cheques(60)}`) });
    const background = await contrast(photo, { left: 15, top: 20, width: 30, height: 40 });
    const subject = await contrast(photo, { left: 70, top: 20, width: 30, height: 40 });
    expect(background).toBeLessThan(subject / 2);
  });

  it('gives the same bytes for the same layers, and other grain for other layers', async () => {
    expect((await photograph(layers)).equals(await photograph(layers))).toBe(true);
    expect((await grain(W, H, 1)).equals(await grain(W, H, 1))).toBe(true);
    expect((await grain(W, H, 1)).equals(await grain(W, H, 2))).toBe(false);
  });

  it('makes a sample scene the size it was asked for', async () => {
    const photo = await photograph(sceneLayers('podium', 7, 200, 125));
    expect(await sharp(photo).metadata()).toMatchObject({ width: 200, height: 125 });
  });
});
