/**
 * Text the standard PDF fonts can draw. They cover Latin-1 only: a letter they lack loses its
 * accents ("é" → "e"), anything else becomes "?", so a name never stops a PDF from being made.
 * Scripts beyond that are drawn with an embedded font instead (script-font.ts).
 */
import type { PDFFont } from 'pdf-lib';

export const drawableWith = (font: PDFFont) => {
  const known = new Set(font.getCharacterSet());
  return (text: string) =>
    Array.from(text.normalize('NFC'), (char) => {
      if (known.has(char.codePointAt(0) ?? 0)) return char;
      const parts = Array.from(char.normalize('NFD')).filter((part) => known.has(part.codePointAt(0) ?? 0));
      return parts.length > 0 ? parts.join('') : '?';
    }).join('');
};
