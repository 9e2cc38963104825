import { describe, expect, it } from 'vitest';
import { isDue } from '../../scripts/local-server/scheduler.ts';

describe('local schedules', () => {
  it.each([
    ['@hourly', '2026-05-01T10:00:00Z', true],
    ['@hourly', '2026-05-01T10:01:00Z', false],
    ['@daily', '2026-05-01T00:00:30Z', true],
    ['@daily', '2026-05-01T01:00:00Z', false],
    ['@weekly', '2026-05-03T00:00:00Z', true], // a Sunday
    ['@monthly', '2026-05-01T00:00:00Z', true],
    ['@yearly', '2026-05-01T00:00:00Z', false],
    ['*/15 * * * *', '2026-05-01T10:45:00Z', true],
    ['*/15 * * * *', '2026-05-01T10:46:00Z', false],
    ['30 2 * * 1-5', '2026-05-01T02:30:00Z', true], // a Friday
    ['30 2 * * 1-5', '2026-05-02T02:30:00Z', false],
    ['0 6,18 * * *', '2026-05-01T18:00:00Z', true],
  ])('%s at %s: %s', (schedule, at, due) => {
    expect(isDue(schedule, new Date(at))).toBe(due);
  });

  it('refuses a schedule it cannot read', () => {
    expect(() => isDue('every day', new Date())).toThrow('Unsupported schedule');
  });
});
