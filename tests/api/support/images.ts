/** Image payloads for tests: real PNGs, and files that only pretend to be images. */
import { makePng, pngDataUrl } from '../../../scripts/lib/png.ts';

export { makePng, pngDataUrl };

export const dataUrl = (bytes: Uint8Array, type = 'image/png') => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

export const SVG_DATA_URL = dataUrl(
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  'image/svg+xml',
);
/** A text file renamed to look like a PNG. */
export const FAKE_PNG_DATA_URL = dataUrl(Buffer.from('just some text pretending to be an image, nothing more'), 'image/png');
