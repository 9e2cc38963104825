/** Image payloads for tests: real PNGs, photos carrying metadata, and files that only pretend to be images. */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { makePng, pngDataUrl } from '../../../scripts/lib/png.ts';

export { makePng, pngDataUrl };

export const dataUrl = (bytes: Uint8Array, type = 'image/png') => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

export const SVG_DATA_URL = dataUrl(
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  'image/svg+xml',
);
/** A text file renamed to look like a PNG. */
export const FAKE_PNG_DATA_URL = dataUrl(Buffer.from('just some text pretending to be an image, nothing more'), 'image/png');

/** Where the family lives, as a phone camera would record it. */
export const HOME = { latitude: '12/1 58/1 1776/100', longitude: '77/1 35/1 4056/100', text: 'GPS 12.9716 N, 77.5946 E' };
const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="12,58.296N" exif:GPSLongitude="77,35.676E"/></rdf:RDF></x:xmpmeta>`;

/**
 * A 40×20 JPEG as a phone writes it: EXIF with the GPS position and an orientation that says
 * "turn me upright" (6: rotate 90° clockwise, so it shows 20 wide and 40 high), and XMP.
 */
export const jpegWithLocation = (): Promise<Buffer> =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', ImageDescription: HOME.text },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: HOME.latitude, GPSLongitudeRef: 'E', GPSLongitude: HOME.longitude },
    })
    .withXmp(XMP)
    .toBuffer();

const pngChunk = (type: string, data: Buffer): Buffer => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
};

/** A PNG carrying the position three ways: a tEXt comment, an iTXt XMP packet and an eXIf chunk. */
export const pngWithLocation = async (): Promise<Buffer> => {
  const exif = (await sharp(await jpegWithLocation()).metadata()).exif ?? Buffer.alloc(0);
  // PNG's eXIf holds the TIFF structure alone, without JPEG's "Exif\0\0" prefix.
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\u0000\u0000' ? exif.subarray(6) : exif;
  const png = makePng(6, 4, [20, 120, 60]);
  // After the signature and IHDR, before the pixels, where cameras and editors put them.
  const afterHeader = 8 + 25;
  return Buffer.concat([
    png.subarray(0, afterHeader),
    pngChunk('tEXt', Buffer.from(`Comment\u0000${HOME.text}`, 'latin1')),
    pngChunk('iTXt', Buffer.concat([Buffer.from('XML:com.adobe.xmp\u0000\u0000\u0000\u0000\u0000', 'latin1'), Buffer.from(XMP)])),
    pngChunk('eXIf', tiff),
    png.subarray(afterHeader),
  ]);
};

/** The raw traces of metadata a file could still carry, by format. */
const MARKERS = ['Exif\u0000\u0000', 'http://ns.adobe.com/xap/1.0/', 'tEXt', 'iTXt', 'zTXt', 'eXIf', 'PhoneMaker', HOME.text, '77,35'];

/** Everything in `bytes` that would give the photo's metadata away; empty for a clean file. */
export const metadataLeft = async (bytes: Uint8Array): Promise<string[]> => {
  const metadata = await sharp(bytes).metadata();
  const text = Buffer.from(bytes).toString('latin1');
  return [
    ...(metadata.exif ? ['EXIF'] : []),
    ...(metadata.xmp ? ['XMP'] : []),
    ...(metadata.iptc ? ['IPTC'] : []),
    ...(metadata.comments?.length ? ['comments'] : []),
    ...(metadata.orientation !== undefined && metadata.orientation !== 1 ? [`orientation ${metadata.orientation}`] : []),
    ...MARKERS.filter((marker) => text.includes(marker)).map((marker) => `bytes "${marker}"`),
  ];
};
