/**
 * The sample content's pictures as data URLs, in the sizes the pages show them: wide pictures for
 * events and news (16:10), achievements at 4:3, gallery pictures both ways, square portraits.
 */
import { photoFinish } from './photo-finish.ts';
import { imageToDataUrl, svgToDataUrl } from './render.ts';
import { portraitSvg, proofSvg, sceneSvg, type Scene } from './scenes.ts';

export type { Scene } from './scenes.ts';

export const PICTURE_SIZES = {
  wide: [960, 600],
  achievement: [800, 600],
  landscape: [960, 720],
  square: [800, 800],
} as const satisfies Record<string, readonly [number, number]>;

/** Scenes in an indoor rink, whose stands are far behind the skaters (out of focus in a photo). */
const WITH_STANDS: ReadonlySet<Scene> = new Set(['race', 'hockey', 'rink', 'freestyle']);

/** A scene where a photograph belongs (news, events, achievements, the gallery): drawn, then given a photo's finish. */
export const scenePicture = async (scene: Scene, seed: number, size: keyof typeof PICTURE_SIZES): Promise<string> => {
  const [width, height] = PICTURE_SIZES[size];
  return imageToDataUrl(await photoFinish(sceneSvg(scene, seed, width, height), { depth: WITH_STANDS.has(scene) }));
};

/** A skater's photo: a helmet on some, the club jersey on all. */
export const skaterPhoto = (seed: number, longHair: boolean): Promise<string> =>
  svgToDataUrl(portraitSvg(seed, 320, { helmet: seed % 3 !== 0, clothes: 'jersey', longHair }));

/** A club official's or coach's picture. */
export const memberPhoto = (seed: number, longHair: boolean): Promise<string> =>
  svgToDataUrl(portraitSvg(seed, 240, { helmet: false, clothes: 'shirt', longHair }));

/** An identity proof: a card without any writing, as a phone photo of a document would be (JPEG). */
export const identityProof = (seed: number): Promise<string> => svgToDataUrl(proofSvg(seed, 480, 300), 'jpeg');
