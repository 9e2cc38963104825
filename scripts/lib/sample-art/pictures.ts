/**
 * The sample content's pictures as data URLs, in the sizes the pages show them: wide pictures for
 * events and news (16:10), achievements at 4:3, gallery pictures both ways, square portraits.
 */
import { photograph } from './photo-finish.ts';
import { imageToDataUrl, svgToDataUrl } from './render.ts';
import { portraitLayers, proofSvg, sceneLayers, type Scene } from './scenes.ts';

export type { Scene } from './scenes.ts';

export const PICTURE_SIZES = {
  wide: [960, 600],
  achievement: [800, 600],
  landscape: [960, 720],
  square: [800, 800],
} as const satisfies Record<string, readonly [number, number]>;

/** A scene where a photograph belongs (news, events, achievements, the gallery): drawn in layers, then photographed. */
export const scenePicture = async (scene: Scene, seed: number, size: keyof typeof PICTURE_SIZES): Promise<string> => {
  const [width, height] = PICTURE_SIZES[size];
  return imageToDataUrl(await photograph(sceneLayers(scene, seed, width, height)));
};

/** A skater's photo: a helmet on some, the club jersey on all. */
export const skaterPhoto = async (seed: number, longHair: boolean): Promise<string> =>
  imageToDataUrl(await photograph(portraitLayers(seed, 320, { helmet: seed % 3 !== 0, clothes: 'jersey', longHair })));

/** A club official's or coach's picture. */
export const memberPhoto = async (seed: number, longHair: boolean): Promise<string> =>
  imageToDataUrl(await photograph(portraitLayers(seed, 240, { helmet: false, clothes: 'shirt', longHair })));

/** An identity proof: a card without any writing, as a phone photo of a document would be (JPEG). */
export const identityProof = (seed: number): Promise<string> => svgToDataUrl(proofSvg(seed, 480, 300), 'jpeg');
