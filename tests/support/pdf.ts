/**
 * Reads a PDF back as a reader would: each page's size and text (pdf.js, through unpdf), and the
 * QR code in the page's image decoded with jsQR. Shared by the API and browser tests.
 */
import jsQR from 'jsqr';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';

export interface ReadPdf {
  pages: number;
  /** Each page's text. */
  text: string[];
  /** What the QR code among each page's images says (undefined: no image holds one). */
  qrs: (string | undefined)[];
  /** Each page's box in points, rounded: [0, 0, 842, 595] for landscape A4. */
  sizes: number[][];
}

export const readPdf = async (bytes: Uint8Array): Promise<ReadPdf> => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  const qrs: (string | undefined)[] = [];
  const sizes: number[][] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    sizes.push(page.view.map(Math.round));
    // The QR code is one of the page's images (a signature may come before it).
    let found: string | undefined;
    for (const image of await extractImages(pdf, number)) {
      // jsQR reads RGBA; the image comes as grey, RGB or RGBA.
      const rgba = new Uint8ClampedArray(image.width * image.height * 4);
      for (let pixel = 0; pixel < image.width * image.height; pixel += 1) {
        for (let channel = 0; channel < 3; channel += 1)
          rgba[pixel * 4 + channel] = image.data[pixel * image.channels + (image.channels < 3 ? 0 : channel)] ?? 0;
        rgba[pixel * 4 + 3] = 255;
      }
      found = jsQR(rgba, image.width, image.height)?.data;
      if (found !== undefined) break;
    }
    qrs.push(found);
  }
  return { pages: pdf.numPages, text, qrs, sizes };
};

/**
 * Every name a PDF file holds, decoded ("/J#61vaScript" is JavaScript), as keys and as values, in
 * every object whether reachable or not: what a stored proof is searched for.
 */
export const pdfNames = async (bytes: Uint8Array): Promise<{ keys: Set<string>; values: Set<string>; catalog: string[] }> => {
  const { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream } = await import('pdf-lib');
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const keys = new Set<string>();
  const values = new Set<string>();
  const walk = (object: unknown, depth = 0): void => {
    if (depth > 64) return;
    if (object instanceof PDFName) values.add(object.decodeText());
    else if (object instanceof PDFStream) walk(object.dict, depth + 1);
    else if (object instanceof PDFArray) object.asArray().forEach((item) => walk(item, depth + 1));
    else if (object instanceof PDFDict)
      for (const [key, value] of object.entries()) {
        keys.add(key.decodeText());
        walk(value, depth + 1);
      }
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) walk(object);
  walk(doc.catalog);
  return { keys, values, catalog: doc.catalog.keys().map((key) => key.decodeText()) };
};
