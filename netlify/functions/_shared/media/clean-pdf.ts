/**
 * A PDF identity proof is opened by the registrar, so nothing in it may act. A PDF naming scripts,
 * automatic or launch actions, media, forms that submit or embedded files is refused with the reason.
 * An accepted PDF is then rebuilt from its pages' drawings alone: a new document whose pages carry
 * only the original pages' content streams and the resources those streams draw with (fonts,
 * images, colours). Nothing of the catalog (names tree, outline, forms, open action, metadata) nor of
 * the pages' annotations and actions is carried over, so a link or attachment the refusal did not
 * know by name is dropped all the same. Names are compared decoded, so `/J#61vaScript` is JavaScript.
 */
import {
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFObjectCopier,
  PDFStream,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';
import { MAX_PDF_PAGES, pdfMessages } from '#domain/common/documents.ts';
import { HttpError } from '#shared/platform/http.ts';

/** Keys and action types that make a PDF do something when it is opened or clicked: refused outright. */
const ACTIVE = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  // A file specification's embedded streams, whether or not the stream says /Type /EmbeddedFile.
  'EF',
  'RichMedia',
  'RichMediaExecute',
  'Rendition',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
  'Sound',
  'Movie',
]);

/**
 * What must not be left in a rebuilt PDF: any of the above, and the keys through which a viewer finds
 * links, annotations, forms, attachments or actions. Only as keys, so a font's glyph names (values)
 * never match; single letters such as an action's /A are left out, as a Type 3 font keys glyphs so.
 */
const LEFT_BEHIND = new Set([...ACTIVE, 'Annots', 'AcroForm', 'Names', 'Dests', 'Outlines', 'URI']);

/** Whether this object (walked through its direct dictionaries and arrays) names anything active. */
const holds = (object: PDFObject | undefined, found: (name: PDFName, isKey: boolean) => boolean, depth = 0): boolean => {
  // Direct objects nest only a few levels in real files; the bound keeps a crafted one cheap.
  if (!object || depth > 32) return false;
  if (object instanceof PDFName) return found(object, false);
  if (object instanceof PDFStream) return holds(object.dict, found, depth + 1);
  if (object instanceof PDFArray) return object.asArray().some((item) => holds(item, found, depth + 1));
  if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) if (found(key, true) || holds(value, found, depth + 1)) return true;
  }
  return false;
};

/** Every object of the file, reachable or not, and its catalog. */
const anywhere = (doc: PDFDocument, found: (name: PDFName, isKey: boolean) => boolean): boolean =>
  doc.context.enumerateIndirectObjects().some(([, object]) => holds(object, found)) || holds(doc.catalog, found);

export const hasActiveContent = (doc: PDFDocument): boolean => anywhere(doc, (name) => ACTIVE.has(name.decodeText()));

/** Whether a rebuilt PDF still holds anything but drawings (a resource crafted to carry an action, say). */
const keepsMoreThanDrawings = (doc: PDFDocument): boolean =>
  anywhere(doc, (name, isKey) => (isKey ? LEFT_BEHIND : ACTIVE).has(name.decodeText()));

/** Refused with its reason, or undefined when the PDF may be kept; a PDF pdf-lib cannot walk is unreadable. */
const refusal = (source: PDFDocument, label: string): HttpError | undefined => {
  const count = source.getPageCount();
  if (count === 0) return new HttpError(415, pdfMessages.unreadable(label));
  if (count > MAX_PDF_PAGES) return new HttpError(415, pdfMessages.tooManyPages(label));
  if (hasActiveContent(source)) return new HttpError(415, pdfMessages.active(label));
  return undefined;
};

/** The kinds of resource a content stream draws with; anything else under /Resources is not needed to draw. */
const DRAWING_RESOURCES = ['ExtGState', 'ColorSpace', 'Pattern', 'Shading', 'XObject', 'Font', 'ProcSet', 'Properties'];

/** One page of `clean` drawn as `page` is: the same boxes and turn, its content streams and drawing resources. */
const redraw = (clean: PDFDocument, copier: PDFObjectCopier, page: PDFPage) => {
  const media = page.getMediaBox();
  const crop = page.getCropBox();
  const target = clean.addPage([media.width, media.height]);
  target.setMediaBox(media.x, media.y, media.width, media.height);
  target.setCropBox(crop.x, crop.y, crop.width, crop.height);
  target.setRotation(page.getRotation());
  const { Contents, Resources } = page.node.normalizedEntries();
  const resources = clean.context.obj({});
  for (const kind of DRAWING_RESOURCES) {
    const value = Resources.get(PDFName.of(kind));
    if (value) resources.set(PDFName.of(kind), copier.copy(value));
  }
  target.node.set(PDFName.Resources, resources);
  if (Contents) target.node.set(PDFName.of('Contents'), copier.copy(Contents));
};

/** A new document holding only what `source`'s pages draw (exported for the tests that prove what is left out). */
export const rebuildFromPages = async (source: PDFDocument): Promise<PDFDocument> => {
  const clean = await PDFDocument.create({ updateMetadata: false });
  const copier = PDFObjectCopier.for(source.context, clean.context);
  for (const page of source.getPages()) redraw(clean, copier, page);
  return clean;
};

/** The PDF checked and rebuilt from its pages, or a 415 saying why it was refused. */
export const cleanPdf = async (bytes: Uint8Array, label: string): Promise<Uint8Array> => {
  let refused: HttpError | undefined;
  try {
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    refused = refusal(source, label);
    if (!refused) {
      const clean = await rebuildFromPages(source);
      // A drawing resource crafted to carry an action or a file: refused rather than stored.
      if (keepsMoreThanDrawings(clean)) refused = new HttpError(415, pdfMessages.active(label));
      else return await clean.save();
    }
  } catch (error) {
    refused = new HttpError(415, error instanceof EncryptedPDFError ? pdfMessages.locked(label) : pdfMessages.unreadable(label));
  }
  throw refused;
};
