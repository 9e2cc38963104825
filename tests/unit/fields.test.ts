import { describe, expect, it } from 'vitest';
import { isRealIsoDate, normalizeIndianMobile } from '../../src/domain/fields.ts';
import { longUsDate, preview } from '../../src/domain/text.ts';

describe('isRealIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['2026-01-01T00:00', false],
  ])('%s → %s', (value, expected) => {
    expect(isRealIsoDate(value)).toBe(expected);
  });
});

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['5876543210', null],
    ['98765', null],
    ['98765432100', null],
  ])('%s → %s', (value, expected) => {
    expect(normalizeIndianMobile(value)).toBe(expected);
  });
});

describe('text helpers', () => {
  it('cuts previews at the length and adds an ellipsis only when cut', () => {
    expect(preview('a'.repeat(120), 120)).toBe('a'.repeat(120));
    expect(preview('a'.repeat(121), 120)).toBe(`${'a'.repeat(120)}...`);
  });

  it('writes dates in long US format', () => {
    expect(longUsDate('2026-12-05')).toBe('December 5, 2026');
  });
});
