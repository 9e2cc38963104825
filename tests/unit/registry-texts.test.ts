/**
 * The registry's small browser-side rules: how a typed or linked reference is shown, the status
 * page's address, the dates people read, and the status counts after a delete.
 */
import { describe, expect, it } from 'vitest';
import { choiceOf, displayDate, seasonOptions, showReference, statusHref, withoutOne } from '../../src/domain/registry/registry.ts';

describe('references', () => {
  it('shows eight characters typed any way as XXXX-XXXX, and anything else as typed', () => {
    expect(showReference('abcd 2345')).toBe('ABCD-2345');
    expect(showReference(' AbCd-2345 ')).toBe('ABCD-2345');
    expect(showReference('ABC')).toBe('ABC');
    expect(showReference('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('links the status page with the reference filled in, encoded', () => {
    expect(statusHref('abcd2345')).toBe('/registration-status?reference=ABCD-2345');
    expect(statusHref('a&b')).toBe('/registration-status?reference=a%26b');
    expect(statusHref()).toBe('/registration-status');
  });
});

describe('dates and seasons', () => {
  it('writes a date or a timestamp as people read it, in UTC', () => {
    expect(displayDate('2014-01-02')).toBe('2 January 2014');
    expect(displayDate('2026-11-23T23:30:00.000Z')).toBe('24 November 2026');
    expect(displayDate('not a date')).toBe('not a date');
  });

  it('offers the current season and the nine before it', () => {
    expect(seasonOptions(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
  });
});

describe('status counts after a delete', () => {
  it('takes one from the profile’s own choice and from All, never below zero', () => {
    expect(withoutOne({ pending: 3, approved: 5, '': 8 }, 'pending')).toEqual({ pending: 2, approved: 5, '': 7 });
    expect(withoutOne({ lapsed: 0, '': 0 }, 'lapsed')).toEqual({ lapsed: 0, '': 0 });
    // Counts not yet known stay unknown.
    expect(withoutOne({}, 'approved')).toEqual({});
  });

  it('counts an approved profile of an earlier season as lapsed', () => {
    expect(choiceOf({ status: 'approved', lapsed: true })).toBe('lapsed');
    expect(choiceOf({ status: 'approved', lapsed: false })).toBe('approved');
    expect(choiceOf({ status: 'rejected' })).toBe('rejected');
  });
});
