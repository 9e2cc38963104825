/**
 * Turns the brand drawings into the files browsers and social networks ask for, at build time,
 * with sharp (which Astro already uses for images): PNGs of exact sizes and a favicon.ico.
 */
import sharp from 'sharp';

/** A PNG of the SVG drawn at `width` × `height` pixels (the vector is rendered at that size, not scaled up). */
export const renderPng = async (svg: string, width: number, height = width): Promise<Buffer> => {
  const drawnWidth = Number(/\swidth="([\d.]+)"/.exec(svg)?.[1] ?? width);
  return sharp(Buffer.from(svg), { density: (72 * width) / drawnWidth })
    .resize(width, height)
    .png({ compressionLevel: 9, palette: true, quality: 95, effort: 10 })
    .toBuffer();
};

/**
 * An ICO file holding PNG images (the form every current browser reads). Layout: a 6-byte header,
 * one 16-byte directory entry per image, then the images.
 */
export const icoFile = (images: { size: number; png: Buffer }[]): Buffer => {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    // Width and height are one byte each; 0 means 256.
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
};

/** A built file's answer: binary bytes with their type. */
export const fileResponse = (bytes: Buffer | string, contentType: string): Response =>
  new Response(typeof bytes === 'string' ? bytes : new Uint8Array(bytes), { headers: { 'Content-Type': contentType } });
