import { describe, expect, it } from 'vitest';
import { isValidAadhaar, maskAadhaar, verhoeffDigit, verhoeffValid } from '../../src/domain/registry/aadhaar.ts';
import { skaterInputSchema } from '../../src/domain/registry/skater.schema.ts';

describe('Verhoeff', () => {
  it('matches the published example (236 → check digit 3)', () => {
    expect(verhoeffDigit('236')).toBe(3);
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
  });
});

describe('isValidAadhaar', () => {
  const base = '23456789012';
  const valid = `${base}${verhoeffDigit(base)}`;

  it('accepts 12 digits with a valid check digit, spaces allowed', () => {
    expect(isValidAadhaar(valid)).toBe(true);
    expect(isValidAadhaar(`${valid.slice(0, 4)} ${valid.slice(4, 8)} ${valid.slice(8)}`)).toBe(true);
  });

  it('rejects a wrong check digit, a leading 0 or 1, wrong lengths and letters', () => {
    const wrong = `${base}${(verhoeffDigit(base) + 1) % 10}`;
    expect(isValidAadhaar(wrong)).toBe(false);
    const leadingOne = `1${base.slice(1)}`;
    expect(isValidAadhaar(`${leadingOne}${verhoeffDigit(leadingOne)}`)).toBe(false);
    expect(isValidAadhaar(valid.slice(1))).toBe(false);
    expect(isValidAadhaar(`${valid}0`)).toBe(false);
    expect(isValidAadhaar('2345a6789012')).toBe(false);
  });

  it('masks all but the last four digits', () => {
    expect(maskAadhaar('234567890124')).toBe('XXXX XXXX 0124');
  });
});

describe('the skater form’s Aadhaar number', () => {
  const base = '23456789012';
  const valid = `${base}${verhoeffDigit(base)}`;
  const aadhaar = (value: string) => skaterInputSchema.shape.aadharNo.safeParse(value);

  it('takes spaces between the groups, and stores the digits only', () => {
    expect(aadhaar(`${valid.slice(0, 4)} ${valid.slice(4, 8)} ${valid.slice(8)}`)).toMatchObject({ success: true, data: valid });
  });

  it('refuses a line break, a tab or any other control character inside it (only spaces are typed)', () => {
    for (const inside of ['\r', '\n', '\t', '\r\n', '\u000b'])
      expect(aadhaar(`${valid.slice(0, 4)}${inside}${valid.slice(4)}`).success, JSON.stringify(inside)).toBe(false);
  });
});
