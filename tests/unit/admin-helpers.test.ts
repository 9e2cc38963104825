/** The admin screens' pure helpers: CSV cells and files, search matching, validation errors. */
import { describe, expect, it } from 'vitest';
import { clubInputSchema } from '../../src/domain/content/club.schema.ts';
import { csvCell, datedFilename, toCsv } from '../../src/lib/csv.ts';
import { fieldErrors } from '../../src/components/admin/kit/hooks/useAdminForm.ts';
import { matchesSearch } from '../../src/domain/common/search.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['with "quotes"', '"with ""quotes"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ['+91 98765', "'+91 98765"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    [42, '42'],
    // Separators of other locales: quoted, and a formula after any of them neutralised.
    ['Asha;=1+1', `"Asha;'=1+1"`],
    ['Asha;Dev', '"Asha;Dev"'],
    ['Asha\tDev', '"Asha\tDev"'],
    ['Asha|Dev', '"Asha|Dev"'],
    ['Asha,=1+1', `"Asha,'=1+1"`],
    ['Asha\t+1', `"Asha\t'+1"`],
    ['Asha|-1', `"Asha|'-1"`],
    ['Asha; @SUM(A1)', `"Asha; '@SUM(A1)"`],
    ['two\n=lines', `"two\n'=lines"`],
    ['  =1+1', "'  =1+1"],
    ['＝1+1', "'＝1+1"],
    ['Asha-Dev', 'Asha-Dev'],
    [null, ''],
    [undefined, ''],
  ])('%j → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('writes a header and CRLF-terminated rows', () => {
    expect(
      toCsv(
        ['Name', 'Age'],
        [
          ['Asha', 12],
          ['Dev, Jr', null],
        ],
      ),
    ).toBe('Name,Age\r\nAsha,12\r\n"Dev, Jr",\r\n');
  });

  it('names files by date', () => {
    expect(datedFilename('registrations', new Date('2026-11-21T10:00:00Z'))).toBe('registrations-2026-11-21.csv');
  });
});

describe('matchesSearch', () => {
  it('matches any field case-insensitively, ignoring blank queries and missing fields', () => {
    expect(matchesSearch('', ['x'])).toBe(true);
    expect(matchesSearch('  ', [])).toBe(true);
    expect(matchesSearch('CADET (7', ['Diya', 'Cadet (7-9)'])).toBe(true);
    expect(matchesSearch('junior', ['Sub Junior'])).toBe(true);
    expect(matchesSearch('senior', ['Junior', null, undefined, 14])).toBe(false);
    expect(matchesSearch('14', ['Junior', 14])).toBe(true);
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field, nested member fields by their dotted path', () => {
    const result = clubInputSchema.safeParse({ clubName: ' ', district: '', members: [{ memberName: 'A', role: '' }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toMatchObject({
      clubName: 'Club name is required',
      district: 'District is required',
      'members.0.role': 'Member role is required',
    });
  });
});
