/** Marks as typed: times read and written one way, points, team scores as typed, and what cannot be read. */
import { describe, expect, test } from 'vitest';
import { compareReadings, markMessages, readMark, type MarkReading } from '../../src/domain/championships/marks.ts';

const SPEED = 'Speed Quad';
const text = (reading: MarkReading) => ('text' in reading ? reading.text : reading.kind === 'invalid' ? 'invalid' : 'empty');

describe('times', () => {
  test('1:02.10, 62.1, 62.10 s and 62,10 all mean 62.10 seconds, written 1:02.10', () => {
    const readings = ['1:02.10', '62.1', '62.10 s', '62.10s', '62,10', ' 62.10 sec ', '1:02.1'].map((typed) => readMark(typed, SPEED));
    for (const reading of readings) expect(reading).toEqual({ kind: 'time', thousandths: 62_100, text: '1:02.10' });
  });

  test('under a minute as seconds, thousandths kept when typed, hours when there are some', () => {
    expect(text(readMark('8.5', SPEED))).toBe('8.50');
    expect(text(readMark('45', SPEED))).toBe('45.00');
    expect(text(readMark('45.123', SPEED))).toBe('45.123');
    expect(text(readMark('0:48.2', SPEED))).toBe('48.20');
    expect(text(readMark('25:30.5', 'Road Race'))).toBe('25:30.50');
    expect(text(readMark('1:02:03.5', SPEED))).toBe('1:02:03.50');
    expect(text(readMark('3723.5', SPEED))).toBe('1:02:03.50');
  });

  test('what cannot be a time is marked with the message that says how to type one', () => {
    for (const typed of ['abc', '1:62.10', '1:2:3', '62.1234', '1..2', '-5', '1:02.10.5', '0', '1:02:03:04', ':12', '12:', '62.1 m', '6 2'])
      expect(readMark(typed, SPEED), typed).toEqual({ kind: 'invalid', message: markMessages.time });
    expect(readMark('1'.repeat(31), SPEED)).toEqual({ kind: 'invalid', message: markMessages.tooLong });
  });

  test('an empty cell is empty', () => {
    expect(readMark('  ', SPEED)).toEqual({ kind: 'empty' });
  });

  test('the faster time first; equal times are a tie', () => {
    expect(compareReadings(readMark('59.9', SPEED), readMark('1:00.0', SPEED))).toBeLessThan(0);
    expect(compareReadings(readMark('1:02.10', SPEED), readMark('62.1', SPEED))).toBe(0);
  });
});

describe('points and scores', () => {
  test('judged disciplines read points, the most first', () => {
    expect(readMark('7.5 pts', 'Roller Freestyle')).toEqual({ kind: 'points', points: 7.5, text: '7.5' });
    expect(readMark('07,25', 'Roller Freestyle')).toEqual({ kind: 'points', points: 7.25, text: '7.25' });
    expect(readMark('1:02', 'Roller Freestyle')).toEqual({ kind: 'invalid', message: markMessages.points });
    expect(compareReadings(readMark('8', 'Roller Freestyle'), readMark('7.5', 'Roller Freestyle'))).toBeLessThan(0);
  });

  test('team games keep the score as typed', () => {
    expect(readMark(' 3-2 ', 'Roller Hockey')).toEqual({ kind: 'free', text: '3-2' });
  });
});
