/** Pure helpers of the public pages: related picks, search, level filter, avatars, ids, error texts. */
import { describe, expect, it } from 'vitest';
import { hasLevel, matchesYear } from '../../src/domain/content/achievement.ts';
import { matchesSkater } from '../../src/domain/registry/skater.ts';
import type { Achievement } from '../../src/domain/content/achievement.schema.ts';
import { ApiError } from '../../src/lib/client/index.ts';
import { avatarDataUrl, initials } from '../../src/lib/avatar.ts';
import { failureText, SESSION_ENDED } from '../../src/lib/error-text.ts';
import { pickRelated, seededRandom } from '../../src/lib/related.ts';
import { idFromPath } from '../../src/lib/route-id.ts';

const items = Array.from({ length: 6 }, (_, index) => ({ _id: `a${index}` }));

describe('pickRelated', () => {
  it('picks the requested number of others, never the current one, without repeats', () => {
    for (let run = 0; run < 200; run += 1) {
      const picked = pickRelated(items, 'a2', 2);
      expect(picked).toHaveLength(2);
      expect(picked.map((item) => item._id)).not.toContain('a2');
      expect(new Set(picked).size).toBe(2);
    }
  });
  it('is random: over many runs every other item gets picked', () => {
    const seen = new Set<string>();
    for (let run = 0; run < 200; run += 1) for (const item of pickRelated(items, 'a0', 2)) seen.add(item._id);
    expect([...seen].sort()).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
  });
  it('copes with fewer items than asked and repeats a seeded pick', () => {
    expect(pickRelated([{ _id: 'x' }, { _id: 'y' }], 'x', 2)).toEqual([{ _id: 'y' }]);
    expect(pickRelated(items, 'a1', 2, seededRandom('a1'))).toEqual(pickRelated(items, 'a1', 2, seededRandom('a1')));
  });
});

describe('filters', () => {
  const skater = {
    _id: 's',
    name: 'Asha Patil',
    gender: 'Female',
    eventCategory: 'Speed Quad',
    representativeClub: 'Riverside Roller Academy',
    skaterPhoto: '',
    ageCategory: 'Cadet (9-11)',
    registrationNo: 'ADRSA-2026-0006',
  };
  it.each([
    ['asha', true],
    ['FEMALE', true],
    ['speed q', true],
    ['riverside', true],
    ['  ', true],
    ['male', true],
    ['hockey', false],
    // What every card shows: the registration number, whole or its last digits, and the age category.
    ['ADRSA-2026-0006', true],
    ['adrsa-2026-0006', true],
    ['0006', true],
    ['0007', false],
    ['cadet', true],
    ['junior', false],
  ])('skater search %j → %s', (query, expected) => expect(matchesSkater(skater, query)).toBe(expected));

  it('matches years written in free text', () => {
    expect(matchesYear('2023', '2023')).toBe(true);
    expect(matchesYear('2023-24', '2023')).toBe(true);
    expect(matchesYear('12023', '2023')).toBe(false);
    expect(matchesYear('anything', '')).toBe(true);
  });

  it('compares levels case-insensitively', () => {
    const achievements = ['National', 'national', 'NATIONAL ', 'State'].map(
      (level, index) => ({ _id: String(index), level }) as unknown as Achievement,
    );
    expect(achievements.filter((item) => hasLevel(item.level, 'National')).map((item) => item._id)).toEqual(['0', '1', '2']);
  });
});

describe('avatars and ids', () => {
  it('makes initials from names', () => {
    expect(initials('Rajesh Kumar Sharma')).toBe('RS');
    expect(initials('Adv. Prakash Menon')).toBe('AM');
    expect(initials('asha')).toBe('A');
    expect(initials('')).toBe('?');
  });
  it('answers an SVG data URL that escapes the name', () => {
    const url = avatarDataUrl('<script> Kim');
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url)).not.toContain('<script>');
  });
  it('reads the id of a detail route', () => {
    expect(idFromPath('/events/abc123/', 'events')).toBe('abc123');
    expect(idFromPath('/achievement/x-1', 'achievement')).toBe('x-1');
    expect(idFromPath('/club/', 'club')).toBe('');
    expect(idFromPath('/club/%E0%A4', 'club')).toBe('');
  });
});

describe('failureText', () => {
  const publicForm = (error: unknown) => failureText(error, { failed: 'fallback', network: 'network', reasons: 'instead' });
  const adminForm = (error: unknown) => failureText(error, { failed: 'Failed to save.', network: 'Error saving.' });

  it("public forms: the server's errors joined with commas, else its message, else the fallback", () => {
    expect(publicForm(new ApiError(400, 'Invalid', ['A is required', 'B is too long'], {}))).toBe('A is required, B is too long');
    expect(publicForm(new ApiError(429, 'Slow down', [], { message: 'Slow down' }))).toBe('Slow down');
    expect(publicForm(new ApiError(500, 'Internal Server Error', [], undefined))).toBe('fallback');
    expect(publicForm(new TypeError('Failed to fetch'))).toBe('network');
  });

  it("admin screens: the original text, then the server's reasons where they explain the refusal", () => {
    expect(adminForm(new ApiError(400, 'Title is required', ['Title is required'], {}))).toBe('Failed to save. Title is required');
    expect(adminForm(new ApiError(409, 'Already there', [], { message: 'Already there' }))).toBe('Failed to save. Already there');
    expect(adminForm(new ApiError(500, 'Something went wrong', [], { message: 'Something went wrong' }))).toBe('Failed to save.');
    expect(adminForm(new ApiError(401, 'Sign in', [], { message: 'Sign in' }))).toBe(`Failed to save. ${SESSION_ENDED}`);
    expect(adminForm(new TypeError('Failed to fetch'))).toBe('Error saving.');
  });
});
