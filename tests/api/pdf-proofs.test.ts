/**
 * Identity proofs may be PDFs: judged by their bytes, refused when they could act when opened,
 * written again without their metadata, kept in the private store and served only to the roles
 * that handle people.
 */
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSkaterDetail, PublicSkater } from '#domain/registry/skater-views.schema.ts';
import { pdfMessages } from '#domain/common/documents.ts';
import { sessionsOfEveryRole } from './support/accounts.ts';
import { dataUrl } from './support/images.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { confirmByLink, confirmationToken, freshIp, submitSkater } from './support/registry.ts';
import { skaterBody, validAadhaar } from './support/fixtures.ts';
import { pdfNames, readPdf } from '../support/pdf.ts';
import { FORBIDDEN_KEYS, FORBIDDEN_VALUES, FORBIDDEN_WORDS, HOSTILE_SHAPES, PAGE_TEXT, hostilePdf } from '../support/hostile-pdfs.ts';

let api: Api;
let sessions: Awaited<ReturnType<typeof sessionsOfEveryRole>>;
beforeAll(async () => {
  api = await startApi();
  sessions = await sessionsOfEveryRole(api);
  // Signing in three roles hashes three passwords: slow on a busy machine.
}, 120_000);
afterAll(async () => {
  await api.stop();
});

const SECRET_AUTHOR = 'Parent Sharma scanner';

/** A one-page PDF, like a scanned birth certificate, with the metadata scanners write. */
const scannedPdf = async (change?: (doc: PDFDocument) => Promise<void> | void): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setAuthor(SECRET_AUTHOR);
  doc.setTitle('Birth certificate of Aarav');
  const page = doc.addPage([595, 842]);
  page.drawText('Birth certificate', { x: 72, y: 760, size: 24, font: await doc.embedFont(StandardFonts.Helvetica) });
  await change?.(doc);
  return doc.save();
};

const pdfUrl = (bytes: Uint8Array) => dataUrl(bytes, 'application/pdf');

const submitWith = (fileUrl: string, n: number) =>
  api.call('POST', '/api/skaterprofiles', {
    body: skaterBody({ fileUrl, aadharNo: validAadhaar(`4${String(n).padStart(10, '0')}`) }),
    ip: freshIp(),
  });

const countProfiles = async () =>
  Number((await api.call('GET', '/api/skaterprofiles', { cookie: sessions.owner })).headers.get('x-total-count'));

describe('a PDF identity proof', () => {
  it('is accepted, stored without its metadata, and shown only to a registrar or an owner', async () => {
    const { _id } = await submitSkater(api, { fileUrl: pdfUrl(await scannedPdf()), aadharNo: validAadhaar('41234567890') });

    const detail = await jsonOf<AdminSkaterDetail>(await api.call('GET', `/api/skaterprofiles/${_id}`, { cookie: sessions.registrar }));
    expect(detail.proofIsPdf).toBe(true);

    const proof = await api.call('GET', `/api/skaterprofiles/${_id}/proof`, { cookie: sessions.registrar });
    expect(proof.status).toBe(200);
    expect(proof.headers.get('content-type')).toBe('application/pdf');
    expect(proof.headers.get('cache-control')).toBe('private, no-store');
    // A download, never a page of the site: a PDF viewer in the browser runs with the site's rights.
    expect(proof.headers.get('content-disposition')).toBe('attachment; filename="identity-proof.pdf"');
    expect(proof.headers.get('content-security-policy')).toContain('sandbox');
    const bytes = new Uint8Array(await proof.arrayBuffer());
    const read = await readPdf(bytes);
    expect(read.pages).toBe(1);
    expect(read.text[0]).toContain('Birth certificate');
    // Written again: the scanner's metadata is gone.
    const latin = Buffer.from(bytes).toString('latin1');
    expect(latin).not.toContain(SECRET_AUTHOR);
    expect((await PDFDocument.load(bytes)).getAuthor()).toBeUndefined();

    expect((await api.call('GET', `/api/skaterprofiles/${_id}/proof`, { cookie: sessions.owner })).status).toBe(200);
    expect((await api.call('GET', `/api/skaterprofiles/${_id}/proof`, { cookie: sessions.editor })).status).toBe(403);
    expect((await api.call('GET', `/api/skaterprofiles/${_id}/proof`)).status).toBe(401);

    // Nothing of it in a public answer.
    const listed = await jsonOf<{ profiles: PublicSkater[] }>(await api.call('GET', '/api/skaterprofiles?pageSize=100'));
    expect(JSON.stringify(listed)).not.toContain('.pdf');
  });

  it.each([
    [
      'runs a script when opened',
      (doc: PDFDocument) => {
        const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
        doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
      },
      pdfMessages.active('Identity proof'),
    ],
    [
      'carries an attached file',
      async (doc: PDFDocument) => {
        await doc.attach(new TextEncoder().encode('hidden'), 'note.txt', { mimeType: 'text/plain' });
      },
      pdfMessages.active('Identity proof'),
    ],
    [
      'launches a program from a page',
      (doc: PDFDocument) => {
        const page = doc.getPage(0);
        page.node.set(PDFName.of('AA'), doc.context.obj({ O: { S: 'Launch', F: PDFString.of('calc.exe') } }));
      },
      pdfMessages.active('Identity proof'),
    ],
  ])('is refused when it %s, and nothing is stored', async (_label, change, message) => {
    const before = await countProfiles();
    const res = await submitWith(pdfUrl(await scannedPdf(change)), before + 50);
    expect(res.status).toBe(415);
    expect((await jsonOf<{ message: string }>(res)).message).toBe(message);
    expect(await countProfiles()).toBe(before);
  });

  it.each(HOSTILE_SHAPES.map((shape, index) => [shape.label, shape, index] as const))(
    'with %s is refused and nothing is stored, or is stored with nothing of it left',
    async (_label, shape, index) => {
      const before = await countProfiles();
      const res = await submitWith(pdfUrl(await hostilePdf(shape)), 200 + index);
      if (res.status === 415) {
        expect((await jsonOf<{ message: string }>(res)).message).toBe(pdfMessages.active('Identity proof'));
        expect(await countProfiles()).toBe(before);
        return;
      }
      expect(res.status, await res.clone().text()).toBe(201);
      const { _id, confirmByEmail } = await jsonOf<{ _id: string; confirmByEmail?: boolean }>(res);
      // The registrar sees a registration once the parent has confirmed the address.
      if (confirmByEmail) expect((await confirmByLink(api, await confirmationToken(api, _id))).status).toBe(200);
      const proof = await api.call('GET', `/api/skaterprofiles/${_id}/proof`, { cookie: sessions.registrar });
      expect(proof.status).toBe(200);
      expect(proof.headers.get('content-disposition')).toBe('attachment; filename="identity-proof.pdf"');
      const bytes = new Uint8Array(await proof.arrayBuffer());
      expect((await readPdf(bytes)).text[0]).toContain(PAGE_TEXT);
      // Parsed back: only the page's drawing is left, nothing a viewer could open, follow or run.
      const { keys, values, catalog } = await pdfNames(bytes);
      expect(catalog.sort()).toEqual(['Pages', 'Type']);
      expect(FORBIDDEN_KEYS.filter((key) => keys.has(key))).toEqual([]);
      expect(FORBIDDEN_VALUES.filter((value) => values.has(value))).toEqual([]);
      const latin = Buffer.from(bytes).toString('latin1');
      expect(FORBIDDEN_WORDS.filter((word) => latin.includes(word))).toEqual([]);
    },
  );

  it('is refused when its bytes are not a PDF or an image, whatever the data URL says', async () => {
    const before = await countProfiles();
    const fake = await submitWith(dataUrl(new TextEncoder().encode('<html>not a pdf</html>'), 'application/pdf'), 90);
    expect(fake.status).toBe(415);
    expect((await jsonOf<{ message: string }>(fake)).message).toBe(pdfMessages.wrongType('Identity proof'));
    const broken = await submitWith(pdfUrl(new TextEncoder().encode('%PDF-1.7\nnot really')), 91);
    expect(broken.status).toBe(415);
    expect((await jsonOf<{ message: string }>(broken)).message).toBe(pdfMessages.unreadable('Identity proof'));
    expect(await countProfiles()).toBe(before);
  });

  it('is never accepted where a public picture belongs', async () => {
    const res = await api.call('POST', '/api/news', {
      cookie: sessions.owner,
      body: { title: 'A PDF as a picture', description: 'Should be refused.', image: pdfUrl(await scannedPdf()) },
    });
    expect(res.status).toBe(415);
  });
});
