/**
 * The proof cleaner against PDFs built to act when opened: each is refused with the reason, or kept
 * rebuilt from its pages' drawings with nothing else in it. The rebuild on its own, without the
 * refusal in front of it, leaves every hostile part behind too, so a part the refusal does not know
 * by name is dropped all the same.
 */
import { PDFDocument, degrees } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfMessages } from '#domain/common/documents.ts';
import { cleanPdf, rebuildFromPages } from '../../netlify/functions/_shared/media/clean-pdf.ts';
import { UnsupportedFile } from '#domain/common/errors.ts';
import { httpErrorOf } from '#shared/platform/errors.ts';
import { FORBIDDEN_KEYS, FORBIDDEN_VALUES, FORBIDDEN_WORDS, HOSTILE_SHAPES, PAGE_TEXT, hostilePdf } from '../support/hostile-pdfs.ts';
import { pdfNames, readPdf } from '../support/pdf.ts';

/** Parsed back: the page still reads, and nothing hostile is left anywhere in the file. */
const expectOnlyDrawings = async (bytes: Uint8Array) => {
  const read = await readPdf(bytes);
  expect(read.pages).toBe(1);
  expect(read.text[0]).toContain(PAGE_TEXT);
  const { keys, values, catalog } = await pdfNames(bytes);
  expect(catalog.sort()).toEqual(['Pages', 'Type']);
  expect(FORBIDDEN_KEYS.filter((key) => keys.has(key))).toEqual([]);
  expect(FORBIDDEN_VALUES.filter((value) => values.has(value))).toEqual([]);
  const latin = Buffer.from(bytes).toString('latin1');
  expect(FORBIDDEN_WORDS.filter((word) => latin.includes(word))).toEqual([]);
};

/** Refused outright: anything that runs, launches, plays or carries a file. Kept rebuilt: links, notes, forms. */
const REFUSED = new Set([
  'an embedded file without /Type, on a file-attachment annotation',
  'an embedded file without /Type, in the names tree',
  'a Rendition action on a screen annotation',
  'a Launch action on a link',
  'JavaScript spelled with hex escapes on a link',
  'an OpenAction spelled with hex escapes',
]);

describe.each(HOSTILE_SHAPES)('a PDF with $label', (shape) => {
  it('is refused with the reason, or kept with only its pages drawn', async () => {
    const bytes = await hostilePdf(shape);
    if (REFUSED.has(shape.label)) {
      const refused = await cleanPdf(bytes, 'Identity proof').then(
        () => undefined,
        (error: unknown) => error,
      );
      // The service says why in the product's words; the API answers it as a 415.
      expect(refused).toBeInstanceOf(UnsupportedFile);
      expect(httpErrorOf(refused)?.status).toBe(415);
      expect((refused as UnsupportedFile).message).toBe(pdfMessages.active('Identity proof'));
    } else {
      await expectOnlyDrawings(await cleanPdf(bytes, 'Identity proof'));
    }
  });

  it('loses the hostile part when rebuilt from its pages, even without the refusal', async () => {
    const rebuilt = await rebuildFromPages(await PDFDocument.load(await hostilePdf(shape), { updateMetadata: false }));
    await expectOnlyDrawings(await rebuilt.save());
  });
});

it('keeps a page turned, cropped and of its own size', async () => {
  const doc = await PDFDocument.create();
  const page = doc.addPage([842, 595]);
  page.setRotation(degrees(90));
  page.setCropBox(10, 20, 800, 500);
  page.drawText(PAGE_TEXT, { x: 72, y: 300, size: 24 });
  const clean = await PDFDocument.load(await cleanPdf(await doc.save(), 'Identity proof'));
  const kept = clean.getPage(0);
  expect(kept.getMediaBox()).toEqual({ x: 0, y: 0, width: 842, height: 595 });
  expect(kept.getCropBox()).toEqual({ x: 10, y: 20, width: 800, height: 500 });
  expect(kept.getRotation().angle).toBe(90);
});
