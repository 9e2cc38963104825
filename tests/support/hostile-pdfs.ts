/**
 * PDFs built to act when a registrar opens them, each in one way, for the tests of the proof
 * cleaner (unit) and of the proof upload (API). Each is an ordinary one-page document plus the one
 * hostile part; `raw` edits respell names in the file's bytes (hex escapes), as an attacker would
 * to slip past a search for "/JavaScript".
 */
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

export const PAGE_TEXT = 'Birth certificate';

export interface HostileShape {
  label: string;
  build: (doc: PDFDocument) => void | Promise<void>;
  /** Byte-level respellings applied to the saved file (object streams off, so every name is in plain text). */
  raw?: [string, string][];
}

/** An annotation on the first page. */
const annotate = (doc: PDFDocument, annotation: Record<string, unknown>) => {
  const ref = doc.context.register(doc.context.obj({ Type: 'Annot', Rect: [72, 700, 300, 730], ...annotation }));
  doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([ref]));
};

/** A file specification whose stream does not say /Type /EmbeddedFile. */
const untypedFile = (doc: PDFDocument) =>
  doc.context.obj({
    Type: 'Filespec',
    F: PDFString.of('payload.exe'),
    EF: { F: doc.context.register(doc.context.stream('MZ payload')) },
  });

export const HOSTILE_SHAPES: HostileShape[] = [
  {
    label: 'an embedded file without /Type, on a file-attachment annotation',
    build: (doc) => annotate(doc, { Subtype: 'FileAttachment', FS: untypedFile(doc) }),
  },
  {
    label: 'an embedded file without /Type, in the names tree',
    build: (doc) => {
      const names = doc.context.obj({ EmbeddedFiles: { Names: [PDFString.of('payload.exe'), untypedFile(doc)] } });
      doc.catalog.set(PDFName.of('Names'), names);
    },
  },
  {
    label: 'a Rendition action on a screen annotation',
    build: (doc) =>
      annotate(doc, {
        Subtype: 'Screen',
        A: { S: 'Rendition', OP: 0, R: { S: 'MR', C: { S: 'MCD', D: { F: PDFString.of('clip.mp4') } } } },
      }),
  },
  {
    label: 'a URI action on a link',
    build: (doc) => annotate(doc, { Subtype: 'Link', A: { S: 'URI', URI: PDFString.of('https://evil.example/steal') } }),
  },
  {
    label: 'a Launch action on a link',
    build: (doc) => annotate(doc, { Subtype: 'Link', A: { S: 'Launch', F: PDFString.of('calc.exe') } }),
  },
  {
    label: 'JavaScript spelled with hex escapes on a link',
    build: (doc) => annotate(doc, { Subtype: 'Link', A: { S: 'JavaScript', JS: PDFString.of('app.alert(1)') } }),
    raw: [
      ['/JavaScript', '/J#61vaScript'],
      ['/JS ', '/J#53 '],
    ],
  },
  {
    label: 'an OpenAction spelled with hex escapes',
    build: (doc) => {
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'URI', URI: PDFString.of('https://evil.example/open') }));
    },
    raw: [['/OpenAction', '/Op#65nAction']],
  },
  {
    label: 'a text annotation, a form field and named destinations',
    build: (doc) => {
      annotate(doc, { Subtype: 'Text', Contents: PDFString.of('hidden note') });
      const field = doc.context.register(doc.context.obj({ FT: 'Tx', T: PDFString.of('name'), V: PDFString.of('typed') }));
      doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: [field] }));
      doc.catalog.set(PDFName.of('Names'), doc.context.obj({ Dests: { Names: [PDFString.of('top'), [doc.getPage(0).ref, 'Fit']] } }));
    },
  },
];

/** The one-page document with `shape`'s hostile part, as bytes. */
export const hostilePdf = async (shape: HostileShape): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(PAGE_TEXT, { x: 72, y: 760, size: 24, font: await doc.embedFont(StandardFonts.Helvetica) });
  await shape.build(doc);
  const bytes = await doc.save({ useObjectStreams: false });
  if (!shape.raw) return bytes;
  let text = Buffer.from(bytes).toString('latin1');
  for (const [from, to] of shape.raw) {
    if (!text.includes(from)) throw new Error(`${shape.label}: "${from}" is not in the file`);
    text = text.replaceAll(from, to);
  }
  return new Uint8Array(Buffer.from(text, 'latin1'));
};

/** Names that must not be in a stored proof: as keys (how viewers find them) or as action and file types. */
export const FORBIDDEN_KEYS = [
  'Annots',
  'AcroForm',
  'Names',
  'OpenAction',
  'AA',
  'JS',
  'JavaScript',
  'URI',
  'EF',
  'EmbeddedFiles',
  'Dests',
  'Outlines',
  'FS',
];
export const FORBIDDEN_VALUES = [
  'JavaScript',
  'Launch',
  'URI',
  'Rendition',
  'EmbeddedFile',
  'FileAttachment',
  'Screen',
  'Link',
  'Annot',
  'Filespec',
];
/** Words of the hostile parts that must not be anywhere in a stored proof's bytes. */
export const FORBIDDEN_WORDS = ['evil.example', 'calc.exe', 'payload.exe', 'MZ payload', 'app.alert', 'hidden note', 'clip.mp4'];
