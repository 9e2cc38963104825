/** The results grid's checks and "Rank by time": problems that stop the save, warnings said plainly, positions from marks. */
import { describe, expect, test } from 'vitest';
import { championshipAdminTexts as texts } from '../../src/domain/championships/championship-texts.ts';
import { checkRows, rankByMark, rowsToSave, type GridRow } from '../../src/domain/championships/result-rows.ts';
import { markMessages } from '../../src/domain/championships/marks.ts';

const SPEED = 'Speed Quad';
const row = (name: string, fields: Partial<GridRow> = {}): GridRow => ({
  entryId: name,
  name,
  position: '',
  mark: '',
  outcome: '',
  ...fields,
});

describe('problems', () => {
  test('a mark with no position is told exactly that, not "not both"', () => {
    const { problems } = checkRows([row('Asha', { mark: '1:02.10' })], SPEED);
    expect(problems).toEqual([{ entryId: 'Asha', field: 'position', message: texts.markNoPosition('Asha', 'a time') }]);
    expect(problems[0]?.message).toBe('Asha has a time but no position: give a position, or choose DNS, DNF or DQ.');
  });

  test('a position and an outcome both, a position that is not one, an unreadable time', () => {
    const { problems } = checkRows(
      [row('Bela', { position: '2', outcome: 'DNF' }), row('Charu', { position: '2.5' }), row('Devi', { position: '3', mark: '1:75' })],
      SPEED,
    );
    expect(problems).toEqual([
      { entryId: 'Bela', field: 'outcome', message: texts.rowError('Bela') },
      { entryId: 'Charu', field: 'position', message: texts.badPosition('Charu', 1000) },
      { entryId: 'Devi', field: 'mark', message: texts.badMark('Devi', markMessages.time) },
    ]);
  });

  test('empty rows, outcomes with a mark and placed rows are fine', () => {
    const rows = [row('Asha', { position: '1', mark: '45.1' }), row('Bela'), row('Charu', { outcome: 'DNF', mark: '50' })];
    expect(checkRows(rows, SPEED)).toEqual({ problems: [], warnings: [] });
  });
});

describe('warnings', () => {
  test('two skaters in 2nd and nobody 3rd: the tie is said plainly, and no gap is claimed after it', () => {
    const rows = [
      row('Asha', { position: '1' }),
      row('Bela', { position: '2' }),
      row('Charu', { position: '2' }),
      row('Devi', { position: '4' }),
    ];
    expect(checkRows(rows, SPEED).warnings).toEqual([texts.tie('2nd', ['Bela', 'Charu'])]);
  });

  test('places nobody has are named', () => {
    const rows = [row('Asha', { position: '1' }), row('Bela', { position: '3' }), row('Charu', { position: '7' })];
    expect(checkRows(rows, SPEED).warnings).toEqual([texts.gap('2nd', '2nd'), texts.gap('4th', '6th')]);
    expect(checkRows([row('Asha', { position: '2' })], SPEED).warnings).toEqual([texts.gap('1st', '1st')]);
  });
});

describe('rank by time', () => {
  test('the fastest first, equal times share a place and the next is skipped; outcomes and rows without a time are left alone', () => {
    const rows = [
      row('Asha', { mark: '62.1' }),
      row('Bela', { mark: '59.80' }),
      row('Charu', { mark: '1:02.10' }),
      row('Devi', { mark: '1:05', position: '9' }),
      row('Esha', { mark: '58', outcome: 'DQ' }),
      row('Fara', { position: '4' }),
    ];
    const { rows: ranked, placed } = rankByMark(rows, SPEED);
    expect(placed).toBe(4);
    expect(ranked.map((item) => [item.name, item.position])).toEqual([
      ['Asha', '2'],
      ['Bela', '1'],
      ['Charu', '2'],
      ['Devi', '4'],
      ['Esha', ''],
      ['Fara', '4'],
    ]);
  });

  test('judged disciplines rank the most points first', () => {
    const { rows } = rankByMark([row('Asha', { mark: '7.5' }), row('Bela', { mark: '8' })], 'Roller Freestyle');
    expect(rows.map((item) => item.position)).toEqual(['2', '1']);
  });
});

describe('saving', () => {
  test('marks are sent in their one written form; empty rows are left out', () => {
    const rows = [row('Asha', { position: '1', mark: '62.1 s' }), row('Bela'), row('Charu', { outcome: 'DNS' })];
    expect(rowsToSave(rows, SPEED)).toEqual([
      { entryId: 'Asha', position: 1, mark: '1:02.10' },
      { entryId: 'Charu', outcome: 'DNS' },
    ]);
  });
});
