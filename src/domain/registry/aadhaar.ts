/** Aadhaar numbers (docs/rules.md#aadhaar-numbers): 12 digits, first 2–9, Verhoeff check digit; shown masked to admins. */

const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

const verhoeffChecksum = (digits: string): number => {
  let check = 0;
  [...digits].reverse().forEach((char, index) => {
    check = MULTIPLY[check]![PERMUTE[index % 8]![Number(char)]!]!;
  });
  return check;
};

/** True when the whole number (check digit included) passes Verhoeff. */
export const verhoeffValid = (digits: string): boolean => /^\d+$/.test(digits) && verhoeffChecksum(digits) === 0;

/** The check digit to append to `digits` (used to make valid sample numbers). */
export const verhoeffDigit = (digits: string): number => INVERSE[verhoeffChecksum(`${digits}0`)]!;

/** A valid (fictional) Aadhaar number from 11 digits starting 2–9: sample data and tests. */
export const withCheckDigit = (first11: string): string => `${first11}${verhoeffDigit(first11)}`;

/**
 * The digits of a typed number: the spaces between its groups (a non-breaking one, as pasted from
 * a letter, too) are left out. Nothing else is: a line break, a tab or another control character
 * leaves the number refused, not silently mended.
 */
export const normalizeAadhaar = (raw: string): string => raw.replace(/[ \u00a0]+/g, '');

export const isValidAadhaar = (raw: string): boolean => {
  const digits = normalizeAadhaar(raw);
  return /^[2-9]\d{11}$/.test(digits) && verhoeffValid(digits);
};

/** Whether the number has the twelve digits of an Aadhaar number (spaces left out), right or wrong. */
export const aadhaarHasLength = (raw: string): boolean => /^\d{12}$/.test(normalizeAadhaar(raw));

/**
 * What is wrong with a typed number, told apart: a number of the wrong length, or twelve digits
 * that are no Aadhaar number (a wrong check digit, a first digit 0 or 1). '' when it is valid.
 */
export const aadhaarProblem = (raw: string): 'length' | 'invalid' | '' =>
  !aadhaarHasLength(raw) ? 'length' : isValidAadhaar(raw) ? '' : 'invalid';

/** `XXXX XXXX 1234`: admins see the last four digits only (docs/rules.md#personal-data). */
export const maskAadhaar = (digits: string): string => `XXXX XXXX ${digits.slice(-4)}`;
