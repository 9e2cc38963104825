/**
 * The day the letters to one address are counted in is the association's, read from the site's
 * time zone (src/config/site.ts), never a fixed offset: here the configuration names a zone whose
 * clocks change, as another association's kit may.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as SiteModule from '../../src/config/site.ts';

vi.mock('../../src/config/site.ts', async (original) => {
  const { site } = await original<typeof SiteModule>();
  return { site: { ...site, timeZone: 'America/New_York' } };
});

const { letterDay } = await import('../../netlify/functions/_shared/mail/letter-quota.ts');

const at = (iso: string) => Date.parse(iso);
const asIso = ({ start, end }: { start: number; end: number }) => ({
  start: new Date(start).toISOString(),
  end: new Date(end).toISOString(),
});

describe("the letters' day", () => {
  it("runs from midnight to midnight on the configured zone's clock", () => {
    expect(asIso(letterDay(at('2026-11-28T03:00:00Z')))).toEqual({ start: '2026-11-27T05:00:00.000Z', end: '2026-11-28T05:00:00.000Z' });
    expect(asIso(letterDay(at('2026-11-28T05:00:00Z')))).toEqual({ start: '2026-11-28T05:00:00.000Z', end: '2026-11-29T05:00:00.000Z' });
  });

  it('is 23 hours long on the day the clocks go forward', () => {
    expect(asIso(letterDay(at('2026-03-08T12:00:00Z')))).toEqual({ start: '2026-03-08T05:00:00.000Z', end: '2026-03-09T04:00:00.000Z' });
  });
});
