/** How `npm run lighthouse` judges its runs (scripts/lib/lighthouse-scores.ts). */
import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, meets, total } from '../../scripts/lib/lighthouse-scores.ts';

describe('calibratedSlowdown', () => {
  it('keeps 4x on a machine as fast as a high-end desktop or faster', () => {
    expect(calibratedSlowdown(1500)).toBe(4);
    expect(calibratedSlowdown(2400)).toBe(4);
  });

  it('lowers the slowdown in proportion on a slower or busier machine, to one decimal', () => {
    expect(calibratedSlowdown(750)).toBe(2);
    expect(calibratedSlowdown(1200)).toBe(3.2);
    expect(calibratedSlowdown(1000)).toBe(2.7);
  });

  it('never goes below 1x', () => {
    expect(calibratedSlowdown(300)).toBe(1);
    expect(calibratedSlowdown(0)).toBe(1);
  });
});

describe('meets and total', () => {
  const scores = { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 };

  it('asks every named category to reach its target', () => {
    expect(meets(scores, { performance: 100, seo: 100 })).toBe(false);
    expect(meets(scores, { performance: 95 })).toBe(true);
    expect(meets({ seo: 100 }, { performance: 95 })).toBe(false);
  });

  it('adds the four scores', () => {
    expect(total(scores)).toBe(399);
  });
});
