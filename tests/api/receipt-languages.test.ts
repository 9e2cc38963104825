/**
 * A receipt prints the association's name, the title, each fee's name and the amount in words in
 * the second language too, in Noto Sans Tamil embedded as a subset (how it looks is checked by
 * rendering it: docs/screenshots/receipt-ta.png). Text extraction gives shaped Tamil back in visual
 * order and in pieces, so this test compares the embedded font's name and the Latin parts only.
 */
import { describe, expect, test } from 'vitest';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import type { Receipt } from '#domain/fees/fees.schema.ts';
import { receiptPdf } from '#shared/fees/receipt-pdf.ts';
import { readPdf } from '../support/pdf.ts';

const receipt: Receipt = {
  _id: 'r1',
  number: 'ADRSA/2026-27/0007',
  financialYear: '2026-27',
  sequence: 7,
  payerName: 'Lakshmi Raman',
  family: 'f1',
  items: [
    { chargeId: 'c1', description: 'Registration fee, 2026 season', skaterName: 'Kavin Raman', amount: 1000 },
    { chargeId: 'c2', description: 'Entry: District Championship 2027 (2 more races)', skaterName: 'Kavin Raman', amount: 500 },
  ],
  amount: 1500,
  method: 'upi',
  reference: '123456789012',
  paidAt: '2026-11-20T05:00:00.000Z',
  issuedAt: '2026-11-21T05:00:00.000Z',
  issuedBy: 'Treasurer',
  state: 'issued',
  season: 2026,
  eventIds: [],
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

describe('a receipt in both languages', () => {
  test('embeds a subset of Noto Sans Tamil beside the standard fonts', async () => {
    const names = await fontNames(await receiptPdf(receipt));
    // pdf-lib names a subset after the font and a number of its own.
    expect(
      names.some((name) => /^\/NotoSansTamil-Regular-\d+$/.test(name)),
      names.join(' '),
    ).toBe(true);
    expect(names).toContain('/Helvetica');
  });

  test('keeps every English line, and the Latin parts of the Tamil lines', async () => {
    const { text } = await readPdf(await receiptPdf(receipt));
    const page = (text[0] ?? '').replace(/\s+/g, ' ');
    for (const line of [
      'Anandpur District Roller Skating Association',
      'RECEIPT',
      'Registration fee, 2026 season - Kavin Raman',
      'Rupees One Thousand Five Hundred only',
      'Rs. 1,500',
    ])
      expect(page).toContain(line);
    // The Tamil lines' Latin parts: the season, and the championship's title as typed.
    expect(page.match(/2026/g)?.length).toBeGreaterThanOrEqual(2);
    expect(page.match(/District Championship 2027/g)?.length).toBe(2);
  });
});
