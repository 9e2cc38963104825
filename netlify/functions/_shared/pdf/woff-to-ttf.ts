/**
 * A WOFF font file unpacked into the TrueType/OpenType file it wraps: the same tables, each
 * inflated if it was compressed (by Node's zlib), behind a plain table directory. The PDFs' script
 * font is read this way (script-font.ts): handed the WOFF file, fontkit inflated its tables in
 * JavaScript again for every PDF. The packed test browser, which reads fonts from disk only as
 * TrueType, gets the same face this way (scripts/lib/chromium.ts).
 */
import { inflateSync } from 'node:zlib';

const HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_ENTRY = 16;

export const woffToTtf = (woff: Buffer): Buffer => {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data: compressed < length ? inflateSync(stored) : stored };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + count * SFNT_ENTRY);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, index) => {
    const at = 12 + index * SFNT_ENTRY;
    head.writeUInt32BE(table.tag, at);
    head.writeUInt32BE(table.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
};
