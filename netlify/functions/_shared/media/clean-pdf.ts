/**
 * A PDF identity proof is opened by the registrar, so nothing in it may act: a PDF holding scripts,
 * automatic actions, launch actions, forms that submit or embedded files is refused. An accepted
 * PDF is then written again page by page into a new document, which leaves behind its metadata
 * (author, software, XMP), its outline and anything else that is not a page.
 */
import { EncryptedPDFError, PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import { MAX_PDF_PAGES, pdfMessages } from '#domain/common/documents.ts';
import { HttpError } from '../platform/http.ts';

/** Keys and action types that make a PDF do something when it is opened or clicked. */
const ACTIVE = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
  'Sound',
  'Movie',
]);

const isActive = (name: PDFName) => ACTIVE.has(name.decodeText());

/** Whether this object (walked through its direct dictionaries and arrays) names anything active. */
const holdsActive = (object: PDFObject | undefined, depth = 0): boolean => {
  // Direct objects nest only a few levels in real files; the bound keeps a crafted one cheap.
  if (!object || depth > 32) return false;
  if (object instanceof PDFName) return isActive(object);
  if (object instanceof PDFStream) return holdsActive(object.dict, depth + 1);
  if (object instanceof PDFArray) return object.asArray().some((item) => holdsActive(item, depth + 1));
  if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) if (isActive(key) || holdsActive(value, depth + 1)) return true;
  }
  return false;
};

export const hasActiveContent = (doc: PDFDocument): boolean =>
  doc.context.enumerateIndirectObjects().some(([, object]) => holdsActive(object)) || holdsActive(doc.catalog);

/** Refused with its reason, or undefined when the PDF may be kept; a PDF pdf-lib cannot walk is unreadable. */
const refusal = (source: PDFDocument, label: string): HttpError | undefined => {
  const count = source.getPageCount();
  if (count === 0) return new HttpError(415, pdfMessages.unreadable(label));
  if (count > MAX_PDF_PAGES) return new HttpError(415, pdfMessages.tooManyPages(label));
  if (hasActiveContent(source)) return new HttpError(415, pdfMessages.active(label));
  return undefined;
};

/** The PDF checked and written again without metadata, or a 415 saying why it was refused. */
export const cleanPdf = async (bytes: Uint8Array, label: string): Promise<Uint8Array> => {
  let refused: HttpError | undefined;
  try {
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    refused = refusal(source, label);
    if (!refused) {
      const clean = await PDFDocument.create({ updateMetadata: false });
      for (const page of await clean.copyPages(source, source.getPageIndices())) clean.addPage(page);
      return await clean.save();
    }
  } catch (error) {
    refused = new HttpError(415, error instanceof EncryptedPDFError ? pdfMessages.locked(label) : pdfMessages.unreadable(label));
  }
  throw refused;
};
