/** Free text kept in the audit log: contact details, identity numbers and dates masked, in time proportional to the text. */
import { describe, expect, it } from 'vitest';
import { maskContactDetails } from '../../src/domain/committee/contact-mask.ts';

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

  it('masks every number of a reason written with slashes and parentheses', () => {
    expect(maskContactDetails('DOB 12/03/2014, Aadhaar 2345/6789/0123, mobile (98450) 12345')).toBe('DOB […], Aadhaar […], mobile ([…]');
  });

  it.each([
    ['two spaces', 'Call 98450  12345 now', 'Call […] now'],
    ['an underscore', 'Call 98450_12345 now', 'Call […] now'],
    ['a parenthesis and a space', 'Call (98450) 12345 now', 'Call ([…] now'],
    ['a slash', 'Aadhaar 2345/6789/0123 now', 'Aadhaar […] now'],
    ['Devanagari digits', 'फ़ोन ९८४५० १२३४५ अभी', 'फ़ोन […] अभी'],
    ['Kannada digits', 'ಫೋನ್ ೯೮೪೫೦೧೨೩೪೫', 'ಫೋನ್ […]'],
    ['fullwidth digits', 'Tel ９８４５０-１２３４５', 'Tel […]'],
    ['digits outside the Basic Multilingual Plane', 'Tel 𝟗𝟖𝟒𝟓𝟎𝟏𝟐𝟑𝟒𝟓', 'Tel […]'],
    ['Devanagari digits parted by slashes', 'आधार २३४५/६७८९/०१२३', 'आधार […]'],
  ])('masks a number parted by %s', (_shape, text, masked) => {
    expect(maskContactDetails(text)).toBe(masked);
  });

  it.each([
    ['DOB 12/03/2014', 'DOB […]'],
    ['DOB 2014-03-12', 'DOB […]'],
    ['DOB 1/3/14', 'DOB […]'],
    ['DOB 12.03.14', 'DOB […]'],
    ['DOB 1 / 3 / 14', 'DOB […]'],
    ['DOB 12 March 2014', 'DOB […]'],
    ['DOB 12th Mar, 2014', 'DOB […]'],
    ['DOB 12-Mar-14', 'DOB […]'],
    ['DOB March 12, 2014', 'DOB […]'],
    ['DOB Sept. 3rd 2014', 'DOB […]'],
    ['DOB 2014 March 12', 'DOB […]'],
    ['DOB १२/०३/२०१४', 'DOB […]'],
    ['DOB १/३/१४', 'DOB […]'],
    // A candidate that is no date ("2014 won 12") does not hide the date overlapping it.
    ['Trials 2014 won 12 May 2014', 'Trials 2014 won […]'],
  ])('masks the date in %j', (text, masked) => {
    expect(maskContactDetails(text)).toBe(masked);
  });

  it.each([
    'Fastest in 2025 trials, 1:02.45 in the 500 m',
    'Won 3 of 4 races on 12 May',
    'Injured in training.',
    '3/4 of the laps',
    'Rank 3 Junior 2025',
    '',
  ])('keeps %j as typed (years, times, fractions and short numbers are not contact details)', (text) => {
    expect(maskContactDetails(text)).toBe(text);
  });

  it('takes time in proportion to the text on 150,000 characters built to make patterns backtrack', () => {
    const LENGTH = 150_000;
    const filled = (unit: string) => unit.repeat(Math.ceil(LENGTH / unit.length));
    const shapes = [
      `${'1 '.repeat(LENGTH / 6)}x${'@'.repeat(LENGTH / 3)}${'-1'.repeat(LENGTH / 6)}`,
      filled('1/'),
      filled('१ _'),
      filled('12 mar '),
      filled('march 1, '),
      filled('1 - 1 - '),
      `${'9'.repeat(LENGTH / 2)}${'('.repeat(LENGTH / 2)}`,
    ];
    const started = performance.now();
    for (const hostile of shapes) {
      expect(hostile.length).toBeGreaterThanOrEqual(LENGTH);
      const masked = maskContactDetails(hostile);
      expect(masked).not.toMatch(/\d{6}/);
    }
    // A linear pass takes a few milliseconds per shape; a backtracking one takes minutes.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
