/**
 * Sample pictures as the data URLs the API takes, rendered from SVG with sharp: WebP for the
 * illustrations (flat colours compress to a few kilobytes), JPEG where the picture stands for a
 * photo of a document.
 */
import sharp from 'sharp';

/** Picture bytes (any format sharp reads) as a WebP data URL. */
export const imageToDataUrl = async (bytes: Buffer): Promise<string> =>
  `data:image/webp;base64,${(await sharp(bytes).webp({ quality: 74, effort: 4 }).toBuffer()).toString('base64')}`;

export const svgToDataUrl = async (svg: string, format: 'webp' | 'jpeg' = 'webp'): Promise<string> => {
  const image = sharp(Buffer.from(svg));
  const bytes =
    format === 'webp'
      ? await image.webp({ quality: 74, effort: 4 }).toBuffer()
      : await image.jpeg({ quality: 72, mozjpeg: true }).toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
};
