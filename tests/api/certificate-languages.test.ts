/**
 * A certificate prints the association's and the race's names in the second language too, in its
 * script's font embedded as a subset (Tamil shaped by fontkit; how it looks is checked by rendering
 * it: docs/screenshots/certificate-tamil.png). Text extraction gives shaped Tamil back in visual
 * order and in pieces, so this test compares the embedded font's name and the Latin parts only.
 */
import { describe, expect, test } from 'vitest';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { certificatePdf } from '#shared/certificates/certificate-pdf.ts';
import type { CertificateFacts } from '#domain/championships/certificate.ts';
import { raceNameIn } from '#domain/i18n/race-words.ts';
import { readPdf } from '../support/pdf.ts';

const facts: CertificateFacts = {
  code: '0123456789ABCDEFGHJKMNPQRS',
  name: 'Aarav Kulkarni',
  registrationNo: 'ADRSA-2026-0006',
  club: 'Aurora Skaters',
  eventTitle: 'District Championship 2027',
  eventDate: '2027-02-14',
  race: '500 m rink race',
  discipline: 'Speed Quad',
  ageCategory: 'Cadet (9-11)',
  award: 'Gold',
  position: 1,
  issuedAt: '2027-02-20T19:00:00.000Z',
};

/** The BaseFont of every font the PDF embeds. */
const fontNames = async (bytes: Uint8Array): Promise<string[]> => {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font'))
    .map((font) => font.get(PDFName.of('BaseFont'))?.toString() ?? '');
};

describe('a certificate in both languages', () => {
  test('embeds a subset of Noto Sans Tamil beside the standard fonts', async () => {
    const names = await fontNames(await certificatePdf(facts, 'https://example.org'));
    // pdf-lib names a subset after the font and a number of its own.
    expect(
      names.some((name) => /^\/NotoSansTamil-Bold-\d+$/.test(name)),
      names.join(' '),
    ).toBe(true);
    expect(names).toContain('/Helvetica-Bold');
  });

  test('keeps every English line, and the Latin parts of the Tamil race line', async () => {
    const { text } = await readPdf(await certificatePdf(facts, 'https://example.org'));
    const page = text[0] ?? '';
    for (const line of ['Anandpur District Roller Skating Association', 'Aarav Kulkarni', '500 m rink race', 'District Championship 2027'])
      expect(page).toContain(line);
    expect(page).toContain('500');
    expect(page).toContain('Cadet (9-11)');
  });

  test('names the race in Tamil from the glossary, keeping numbers and unknown words', () => {
    expect(raceNameIn('ta', '500 m rink race (Speed Quad, Cadet (9-11))')).toBe('500 மீ ரிங்க் பந்தயம் (ஸ்பீடு குவாட், Cadet (9-11))');
    expect(raceNameIn('en', '500 m rink race')).toBe('500 m rink race');
  });
});
