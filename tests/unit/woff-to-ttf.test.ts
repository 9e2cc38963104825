/** The Tamil face unpacked from WOFF for the packed test browser is a TrueType font with the same glyphs. */
import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, test } from 'vitest';
import { woffToTtf } from '#shared/pdf/woff-to-ttf.ts';

const FILE = 'node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff';

describe('woffToTtf', () => {
  test('gives a TrueType file whose glyphs are the WOFF file’s, the rupee sign and Tamil letters among them', async () => {
    const woff = await readFile(FILE);
    const ttf = woffToTtf(woff);
    expect(ttf.readUInt32BE(0)).toBe(0x00010000);
    const unpacked = fontkit.create(new Uint8Array(ttf));
    const original = fontkit.create(new Uint8Array(woff));
    expect(unpacked.numGlyphs).toBe(original.numGlyphs);
    expect(unpacked.familyName).toBe(original.familyName);
    for (const codePoint of [0x20b9, 0x0ba4, 0x0bae]) expect(unpacked.hasGlyphForCodePoint(codePoint)).toBe(true);
    // The same outlines: the glyph tables came through whole.
    const outline = (font: typeof unpacked, codePoint: number) => font.glyphForCodePoint(codePoint).path.toSVG();
    for (const codePoint of [0x20b9, 0x0ba4, 0x0bae]) expect(outline(unpacked, codePoint)).toBe(outline(original, codePoint));
    expect(outline(unpacked, 0x20b9).length).toBeGreaterThan(20);
  });

  test('refuses a file that is not WOFF', () => {
    expect(() => woffToTtf(Buffer.from('not a font at all, just some words'))).toThrow('not a WOFF file');
  });
});
