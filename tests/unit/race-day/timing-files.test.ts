/** FinishLynx's files written and read back, a .lif and a chip file read line by line. */
import { describe, expect, it } from 'vitest';
import { readChipFile, readTagList } from '../../../src/domain/race-day/chip-timing.ts';
import { lynxEvents, lynxPeople, lynxSchedule, readLif, splitName } from '../../../src/domain/race-day/finishlynx.ts';

describe('FinishLynx exports', () => {
  it('people: bib, last name, first name, club; commas cannot break a line', () => {
    const text = lynxPeople([
      { bib: 7, name: 'Anya Devi Racer', club: 'Aurora, Skaters' },
      { bib: 12, name: 'Bina', club: 'Bayside' },
    ]);
    expect(text.split('\r\n')).toEqual(['7,Racer,Anya Devi,Aurora  Skaters', '12,,Bina,Bayside', '']);
    expect(splitName('  Chaya   K  ')).toEqual({ first: 'Chaya', last: 'K' });
  });

  it('events and schedule: the heat line, then a line per starter', () => {
    const heats = [
      {
        event: 3,
        round: 1,
        heat: 2,
        name: '500 m Heats',
        starts: [
          { bib: 7, lane: 1 },
          { bib: 12, lane: 2 },
        ],
      },
      { event: 3, round: 2, heat: 1, name: '500 m Final A', starts: [] },
    ];
    expect(lynxEvents(heats)).toBe('3,1,2,500 m Heats\r\n,7,1\r\n,12,2\r\n3,2,1,500 m Final A\r\n');
    expect(lynxSchedule(heats)).toBe('3,1,2\r\n3,2,1\r\n');
  });
});

describe('readLif', () => {
  it('reads places, outcomes and times to the thousandth, and lists every other line with its number', () => {
    const file = [
      '3,1,2,500 m Heats',
      '1,7,1,Racer,Anya,Aurora,52.314',
      '2,12,2,Bina,,Bayside,1:02.3',
      'DNF,14,3,Third,Chaya,Coastal,',
      'DQ,15,4,Fourth,Dia,Coastal,55.000',
      'x,16,5,Fifth,Esha,Coastal,56.0',
      '4,seventeen,6,Six,Fara,Coastal,57.0',
      '5,18,7',
      '6,19,8,Eight,Gita,Coastal,fast',
      '',
    ].join('\r\n');
    const read = readLif(file);
    expect(read.heat).toEqual({ event: 3, round: 1, heat: 2 });
    expect(read.rows).toEqual([
      { line: 2, bib: 7, place: 1, time: '52.314' },
      { line: 3, bib: 12, place: 2, time: '1:02.30' },
      { line: 4, bib: 14, outcome: 'DNF' },
      { line: 5, bib: 15, outcome: 'DQ', time: '55.000' },
    ]);
    expect(read.unmatched.map((line) => [line.line, line.reason])).toEqual([
      [6, 'the place is not a number, DNS, DNF or DQ'],
      [7, 'the id is not a bib number'],
      [8, 'fewer fields than place, id, lane, last name, first name, club, time'],
      [9, 'the time cannot be read'],
    ]);
  });

  it('lists a first line that names no heat', () => {
    expect(readLif('hello\n1,7,1,A,B,C,50.1').unmatched).toEqual([
      { line: 1, text: 'hello', reason: 'the first line is not event, round, heat' },
    ]);
  });
});

describe('chip files', () => {
  const tags = readTagList('T1,7\nT2,12\nT3,14\n');

  it('reads the tag list, and lists lines that are not tag, bib', () => {
    expect([...tags.bibs]).toEqual([
      ['T1', 7],
      ['T2', 12],
      ['T3', 14],
    ]);
    expect(readTagList('T1,7\nT2;12\n').unmatched).toEqual([{ line: 2, text: 'T2;12', reason: 'not a tag, bib line' }]);
  });

  it('takes each tag\u2019s last read, ignores double reads, applies the clock offset and places by time', () => {
    const file = [
      'tag,time', // a header: listed like any line that gives nothing
      'T1,10:00:30.000',
      'T1,10:00:31.500', // within the 20 s minimum lap: a double read
      'T2,10:00:40.000',
      'T1,10:01:00.250',
      'T9,10:01:01.000', // not on the tag list
      'T2,10:01:02.125',
      'T3,10:01:00.250', // the same time as T1
      'garbage',
    ].join('\n');
    const read = readChipFile(file, tags.bibs, { minLapSeconds: 20, offsetSeconds: -36_000 });
    expect(read.rows).toEqual([
      { line: 5, bib: 7, place: 1, time: '1:00.250' },
      { line: 8, bib: 14, place: 1, time: '1:00.250' },
      { line: 7, bib: 12, place: 3, time: '1:02.125' },
    ]);
    expect(read.unmatched.map((line) => [line.line, line.reason])).toEqual([
      [1, 'not a tag, time line'],
      [3, 'a second read within the minimum lap time (ignored)'],
      [6, 'tag T9 is not on the tag list'],
      [9, 'not a tag, time line'],
    ]);
  });
});
