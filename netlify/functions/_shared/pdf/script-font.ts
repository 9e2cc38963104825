/**
 * Text in the second language's script in a PDF (pdf-lib): its Noto font embedded as a subset
 * (only the glyphs drawn), shaped by fontkit. Fontkit's Indic shaper is written with generators
 * compiled for `regeneratorRuntime`, so that runtime is loaded first; and only a subset places
 * Tamil's vowel signs right (the whole font leaves gaps after them). The font files are
 * fontsource's script subsets, listed in netlify.toml's included_files so the functions carry
 * them; they are WOFF, unpacked to TrueType once per instance (woff-to-ttf.ts).
 */
import 'regenerator-runtime/runtime.js';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { Lang } from '#domain/i18n/languages.ts';
import { woffToTtf } from './woff-to-ttf.ts';

/** Each language's script font, by code (the same Noto fonts the pages use). */
const SCRIPT_FONTS: Readonly<Record<string, { regular: string; bold: string; first: number; last: number }>> = {
  ta: {
    regular: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
    bold: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff',
    first: 0x0b80,
    last: 0x0bff,
  },
};

const require = createRequire(import.meta.url);

/** Each font file as TrueType, read and unpacked once per instance. */
const unpacked = new Map<string, Promise<Uint8Array>>();
const fontFile = (name: string): Promise<Uint8Array> => {
  let file = unpacked.get(name);
  if (!file) {
    file = readFile(require.resolve(name)).then((woff) => new Uint8Array(woffToTtf(woff)));
    // A failed read is not kept: the next PDF reads the file again.
    file.catch(() => unpacked.delete(name));
    unpacked.set(name, file);
  }
  return file;
};

export interface ScriptFont {
  font: PDFFont;
  /** Whether a character is drawn with this font (the script's letters and the joiners that shape them). */
  draws: (char: string) => boolean;
}

/** The script font of `lang` embedded in `doc` (undefined for a language the standard fonts draw). */
export const embedScriptFont = async (
  doc: PDFDocument,
  lang: Lang,
  weight: 'regular' | 'bold' = 'bold',
): Promise<ScriptFont | undefined> => {
  const entry = SCRIPT_FONTS[lang];
  if (!entry) return undefined;
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await fontFile(entry[weight]), { subset: true });
  const draws = (char: string) => {
    const code = char.codePointAt(0) ?? 0;
    return (code >= entry.first && code <= entry.last) || code === 0x200c || code === 0x200d;
  };
  return { font, draws };
};

interface Run {
  text: string;
  font: PDFFont;
}

/**
 * A line split into runs for two fonts: the script's letters with the script font, everything else
 * (digits, Latin, punctuation) with `latin`, spaces staying with the run they follow.
 */
export const scriptRuns = (line: string, script: ScriptFont, latin: PDFFont, latinText: (text: string) => string): Run[] => {
  const runs: Run[] = [];
  for (const char of Array.from(line.normalize('NFC'))) {
    const last = runs.at(-1);
    const font = char === ' ' && last ? last.font : script.draws(char) ? script.font : latin;
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs.map((run) => (run.font === latin ? { ...run, text: latinText(run.text) } : run));
};

export const runsWidth = (runs: readonly Run[], size: number): number =>
  runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);

/** Draws the runs one after another from `x`. */
export const drawRuns = (page: PDFPage, runs: readonly Run[], x: number, y: number, size: number, color: RGB): void => {
  let at = x;
  for (const run of runs) {
    page.drawText(run.text, { x: at, y, size, font: run.font, color });
    at += run.font.widthOfTextAtSize(run.text, size);
  }
};
