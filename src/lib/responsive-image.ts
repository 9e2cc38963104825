/**
 * Responsive images for stored pictures: Netlify Image CDN (`/.netlify/images`, emulated by the
 * local server) makes each size on demand and caches it, so a card downloads a card-sized
 * picture and a detail page a larger one. Anything else (data URLs, generated avatars, other
 * sites) is used as it is.
 */
const STORED_IMAGE = /^\/api\/images\/[A-Za-z0-9._-]+$/;
const WIDTHS = [96, 160, 240, 320, 480, 640, 960, 1280, 1600, 1920] as const;

export const isStoredImage = (src: string): boolean => STORED_IMAGE.test(src);

export const cdnUrl = (src: string, width: number): string => `/.netlify/images?url=${encodeURIComponent(src)}&w=${width}`;

export interface ResponsiveSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** `width` is the largest width (CSS pixels) the image is shown at; screens with denser pixels get up to twice that. */
export const responsiveSource = (src: string, width: number, sizes?: string): ResponsiveSource => {
  if (!isStoredImage(src)) return { src, ...(sizes ? { sizes } : {}) };
  const widths = WIDTHS.filter((candidate) => candidate <= width * 2);
  const set = (widths.length > 0 ? widths : [WIDTHS[0]]).map((candidate) => `${cdnUrl(src, candidate)} ${candidate}w`);
  return { src: cdnUrl(src, width), srcSet: set.join(', '), sizes: sizes ?? `min(${width}px, 100vw)` };
};
