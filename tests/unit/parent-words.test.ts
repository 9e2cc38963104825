/**
 * The words a parent reads on the way through a season: the Aadhaar number told apart (the wrong
 * length, or twelve digits that are no Aadhaar number), fees said as the fee settings have them and
 * dates in the site's one style, the membership page's fees read from the settings only, and every
 * letter to a parent ending with the way to the family page.
 */
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { aadhaarProblem, withCheckDigit } from '../../src/domain/registry/aadhaar.ts';
import { skaterInputSchema } from '../../src/domain/registry/skater.schema.ts';
import { skaterFormTexts, skaterMessages } from '../../src/domain/registry/skater.ts';
import { confirmAddressLetter, skaterLetter } from '../../src/domain/registry/skater-letters.ts';
import { contactChangeAskedLetter, contactChangedLetter } from '../../src/domain/registry/contact-change-letters.ts';
import { entryLetter } from '../../src/domain/championships/championship-letters.ts';
import { entryChangeLetter, signInLetter } from '../../src/domain/family/family.ts';
import { familyLinkLetter } from '../../src/domain/family/family-links.ts';
import { LETTER_SIGNATURE, parentLetterEnd, sitePage } from '../../src/domain/family/letter-end.ts';
import { CLUB_DESK_PATH, coachSignInLetter } from '../../src/domain/clubs/club-desk.ts';
import { clubFeeMessages } from '../../src/domain/fees/club-fees.ts';
import { entryQuote, feeMessages, membershipFeeRows } from '../../src/domain/fees/fees.ts';
import { skaterBody } from '../api/support/fixtures.ts';

const valid = withCheckDigit('23456789012');
const wrongCheck = `${valid.slice(0, 11)}${(Number(valid.at(-1)) + 1) % 10}`;

describe('the Aadhaar number', () => {
  it('tells a wrong length from twelve digits that are no Aadhaar number', () => {
    expect(aadhaarProblem(valid)).toBe('');
    expect(aadhaarProblem('2345 6789 012')).toBe('length');
    expect(aadhaarProblem(wrongCheck)).toBe('invalid');
    expect(aadhaarProblem(`1${valid.slice(1)}`)).toBe('invalid');
  });

  it('the server says a wrong check digit is not a valid Aadhaar number, not that it needs 12 digits', () => {
    const problem = (aadharNo: string) =>
      skaterInputSchema.safeParse(skaterBody({ aadharNo })).error?.issues.find((issue) => issue.path[0] === 'aadharNo')?.message;
    expect(problem(wrongCheck)).toBe(skaterMessages.aadhaarInvalid);
    expect(skaterMessages.aadhaarInvalid).toMatch(/not a valid Aadhaar number/);
    expect(skaterMessages.aadhaarInvalid).not.toMatch(/12/);
    expect(problem('23456')).toBe(skaterMessages.aadhaarLength);
    expect(problem(valid)).toBeUndefined();
  });

  it('is spelled one way in what the form shows', () => {
    expect(Object.values(skaterFormTexts.proofTypeLabels)).toContain('Aadhaar card');
    const shown = [...Object.values(skaterFormTexts.proofTypeLabels), ...Object.values(skaterFormTexts), ...Object.values(skaterMessages)];
    expect(shown.filter((text) => typeof text === 'string' && /Aadhar\b/.test(text))).toEqual([]);
  });
});

describe('fees as people read them', () => {
  it('says plainly when no fee is set', () => {
    expect(feeMessages.registrationFeeNote(0, false)).toBe('No registration fee this season.');
    expect(feeMessages.registrationFeeNote(300, false)).toContain('₹300');
  });

  it('writes the late fee day in the site style, never ISO', () => {
    const note = feeMessages.entryFeeNote({ eventId: 'e', perSkater: 200, perRace: 150, lateFee: 100, lateAfter: '2026-12-31' });
    expect(note).toContain('late fee for entries after 31 December 2026');
    expect(note).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('the membership page shows only the fee settings, and the site configuration holds no fee', () => {
    expect('fees' in site).toBe(false);
    expect(membershipFeeRows(undefined)).toEqual([]);
    expect(membershipFeeRows({ season: 2026, newFee: 200, renewalFee: 150 }).map((row) => row.amount)).toEqual([200, 150]);
  });

  it('quotes nothing for races added to a paid entry when there is no per-race fee, and only the races added when there is', () => {
    const fees = { eventId: 'e', perSkater: 200, perRace: 150, lateFee: 0 };
    const now = new Date('2026-07-01T00:00:00Z');
    expect(entryQuote(fees, { state: 'paid', amount: 350 }, { races: ['a', 'b'], added: ['b'] }, now)).toMatchObject({ total: 150 });
    expect(entryQuote({ ...fees, perRace: 0 }, { state: 'paid', amount: 200 }, { races: ['a', 'b'], added: ['b'] }, now).total).toBe(0);
    expect(entryQuote(fees, { state: 'waived', amount: 350 }, { races: ['a', 'b'], added: ['b'] }, now).total).toBe(0);
  });
});

describe('every letter to a parent', () => {
  const skater = { name: 'Asha', reference: 'ABCD2345', registrationNo: 'ADRSA-2026-0001', reason: 'Blurred proof', season: 2026 };
  const letters = {
    submitted: skaterLetter('submitted', skater),
    renewed: skaterLetter('renewed', skater),
    approved: skaterLetter('approved', skater),
    rejected: skaterLetter('rejected', skater),
    confirmAddress: confirmAddressLetter(skater, 'https://example.org/confirm-registration?token=x', 7),
    contactAsked: contactChangeAskedLetter({ name: 'Asha', email: 'new@example.com' }, 'https://example.org/confirm-contact?token=x'),
    contactChanged: contactChangedLetter({ name: 'Asha', email: 'new@example.com' }),
    entry: entryLetter({
      skaterName: 'Asha',
      registrationNo: 'ADRSA-2026-0001',
      eventTitle: 'District championship',
      eventDate: '2026-08-20',
      races: ['500 m'],
      entriesClose: '2026-08-10T00:00:00Z',
      replaced: false,
    }),
    entryChange: entryChangeLetter({ skaterName: 'Asha', eventTitle: 'District', added: ['500 m'], removed: [], races: ['500 m'] }),
    signIn: signInLetter('https://example.org/my?token=x', '123456'),
    familyLink: familyLinkLetter({ link: 'https://example.org/my?token=x', code: '123456', skaterName: 'Asha', purpose: 'renew' }),
    receipt: { subject: '', text: feeMessages.receiptLetter('Parent', 'ADRSA/2026-27/0001', 500) },
  };

  it.each(Object.entries(letters))('%s ends with the family page', (_kind, letter) => {
    expect(letter.text.endsWith(parentLetterEnd)).toBe(true);
  });

  it('describes no flow the site no longer has: no date of birth to renew or enter, entries changed on the family page', () => {
    expect(letters.approved.text).not.toMatch(/date of birth/);
    expect(letters.entry.text).not.toMatch(/date of birth/);
    expect(letters.entry.text).toContain('on your family page');
  });
});

describe("coaches' letters", () => {
  const desk = sitePage(CLUB_DESK_PATH);
  const letters = {
    signIn: coachSignInLetter('https://example.org/club-desk?token=x', '123456').text,
    clubReceipt: clubFeeMessages.receiptLetter('Riverside Academy', 'ADRSA/2026-27/0009', 1000),
  };

  it.each(Object.entries(letters))("%s names the club desk's address and ends with the association's signature", (_kind, text) => {
    expect(text).toContain(desk);
    expect(text.endsWith(LETTER_SIGNATURE)).toBe(true);
  });
});
