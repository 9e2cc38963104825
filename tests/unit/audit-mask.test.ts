/** Free text kept in the audit log: contact details and identity numbers masked, in time proportional to the text. */
import { describe, expect, it } from 'vitest';
import { maskContactDetails } from '../../src/domain/committee/audit.ts';

describe('maskContactDetails', () => {
  it.each([
    ['Call 9845012345 after six', 'Call […] after six'],
    ['Call 98450 12345 after six', 'Call […] after six'],
    ['Call +91 98450-12345.', 'Call +[…].'],
    ['Aadhaar 2345 6789 0123 seen', 'Aadhaar […] seen'],
    ['Office 080.2345.6789', 'Office […]'],
    ['Mail coach@example.org now', 'Mail […] now'],
    // A date written in digits may be a date of birth.
    ['Born 12-05-2014', 'Born […]'],
  ])('masks %j', (text, masked) => {
    expect(maskContactDetails(text)).toBe(masked);
  });

  it.each(['Fastest in 2025 trials, 1:02.45 in the 500 m', 'Won 3 of 4 races on 12 May', 'Injured in training.', ''])(
    'keeps %j as typed (years, times and short numbers are not contact details)',
    (text) => {
      expect(maskContactDetails(text)).toBe(text);
    },
  );

  it('takes time in proportion to the text on input built to make patterns backtrack', () => {
    const hostile = `${'1 '.repeat(50_000)}x${'@'.repeat(50_000)}${'-1'.repeat(50_000)}`;
    const masked = maskContactDetails(hostile);
    expect(masked.startsWith('[…]')).toBe(true);
    expect(masked).not.toMatch(/\d{6}/);
  });
});
