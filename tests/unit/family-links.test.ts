/** The family page's places a link may name: only the two kinds built here, never another page or site. */
import { describe, expect, test } from 'vitest';
import { familyNext, familyTarget } from '#domain/family/family-links.ts';

describe('familyTarget', () => {
  test('reads back what familyNext writes', () => {
    expect(familyTarget(familyNext({ kind: 'renew', childId: 'abc_D-1' }))).toEqual({ kind: 'renew', childId: 'abc_D-1' });
    expect(familyTarget(familyNext({ kind: 'entry', childId: 'kid-1', eventId: 'ev_2' }))).toEqual({
      kind: 'entry',
      childId: 'kid-1',
      eventId: 'ev_2',
    });
  });

  test.each([
    null,
    '',
    'https://evil.example/my#renew-abc',
    '//evil.example/my#renew-abc',
    '/my#renew-',
    '/my#renew-abc/../../admin',
    '/admin#renew-abc',
    '/my?x=1#renew-abc',
    '/my#entry-abc',
    '/my#entry-abc.',
    '/my#entry-a.b.c',
    '/my#renew-abc\n',
    `/my#renew-${'a'.repeat(65)}`,
    'javascript:alert(1)',
  ])('refuses %j', (next) => {
    expect(familyTarget(next)).toBeUndefined();
  });
});
