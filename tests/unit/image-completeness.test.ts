/** A photo cut short (or a signature glued onto something else) is not a whole image. */
import { describe, expect, it } from 'vitest';
import { isCompleteImage, sniffImageType } from '../../src/domain/common/images.ts';
import { makePng } from '../../scripts/lib/png.ts';

const jpeg = Buffer.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  ...Buffer.from('JFIF\u0000'),
  ...Array.from({ length: 40 }, (_, i) => i),
  0xff,
  0xd9,
]);
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.alloc(20, 1), Buffer.from([0x3b])]);
const webp = (declared: number, actual: number) => {
  const bytes = Buffer.alloc(actual);
  bytes.write('RIFF', 0, 'ascii');
  bytes.writeUInt32LE(declared - 8, 4);
  bytes.write('WEBPVP8 ', 8, 'ascii');
  return bytes;
};
const box = (type: string, size: number) => {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(size, 0);
  bytes.write(type, 4, 'ascii');
  return bytes;
};
const avif = Buffer.concat([box('ftyp', 28), box('meta', 40), box('mdat', 64)]);
avif.write('avif', 8, 'ascii');

const whole = (bytes: Uint8Array) => {
  const type = sniffImageType(bytes);
  return type !== null && isCompleteImage(bytes, type);
};

describe('isCompleteImage', () => {
  it('accepts whole files of every type', () => {
    for (const bytes of [makePng(8, 8), jpeg, gif, webp(60, 60), avif]) expect(whole(bytes)).toBe(true);
  });

  it('accepts trailing bytes after a whole file (phones append data after a JPEG or PNG)', () => {
    expect(whole(Buffer.concat([makePng(), Buffer.alloc(100)]))).toBe(true);
    expect(whole(Buffer.concat([jpeg, Buffer.from('motion photo trailer')]))).toBe(true);
  });

  it('refuses the same files cut short', () => {
    const png = makePng(16, 16);
    for (const bytes of [
      png.subarray(0, png.length - 1),
      png.subarray(0, 40),
      jpeg.subarray(0, jpeg.length - 2),
      gif.subarray(0, gif.length - 1),
      webp(80, 60),
      avif.subarray(0, avif.length - 1),
    ]) {
      expect(whole(bytes)).toBe(false);
    }
  });

  it('refuses a PNG signature glued onto something else', () => {
    expect(whole(Buffer.concat([makePng().subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]))).toBe(false);
  });
});
