import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { isRealIsoDate, normalizeIndianMobile } from '../../src/domain/common/fields.ts';
import {
  dateField,
  emailField,
  imageInput,
  mobileField,
  optionalImageUrl,
  optionalMobileField,
  optionalText,
  requiredText,
} from '../../src/domain/common/fields.schema.ts';
import { longUsDate, preview } from '../../src/domain/common/text.ts';

describe('isRealIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['2026-01-01T00:00', false],
  ])('%s → %s', (value, expected) => {
    expect(isRealIsoDate(value)).toBe(expected);
  });
});

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['5876543210', null],
    ['98765', null],
    ['98765432100', null],
  ])('%s → %s', (value, expected) => {
    expect(normalizeIndianMobile(value)).toBe(expected);
  });
});

describe('text helpers', () => {
  it('cuts previews at the length and adds an ellipsis only when cut', () => {
    expect(preview('a'.repeat(120), 120)).toBe('a'.repeat(120));
    expect(preview('a'.repeat(121), 120)).toBe(`${'a'.repeat(120)}...`);
  });

  it('writes dates in long US format', () => {
    expect(longUsDate('2026-12-05')).toBe('5 December 2026');
  });
});

const messages = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('emailField', () => {
  it.each(['parent@example.com', 'First.Last+club@mail.example.co.in', "o'brien_1@example.org", 'x@xn--80ak6aa92e.com'])(
    'accepts %s',
    (value) => {
      expect(emailField().parse(value)).toBe(value.toLowerCase());
    },
  );

  it.each([
    'plain',
    'a@b',
    'a@b.c',
    'a@.com',
    'a@b..com',
    'a@b.com.',
    '@example.com',
    'a@@example.com',
    'a b@example.com',
    'a@exa mple.com',
    'a<b>@example.com',
  ])('refuses %j as not an address', (value) => {
    expect(messages(emailField(), value)).toEqual(['E-mail must be a valid e-mail address']);
  });

  // A stored address ends up in mailto: links, where "?" adds headers (cc=, bcc=, body=) and "%" hides them.
  it.each([
    'x@example.org?cc=boss@example.org',
    'x@example.org&bcc=a@b.org',
    'x%40example.org@evil.org',
    'x=y@example.org',
    'x@example.org?',
  ])('refuses %j, naming the field and the characters', (value) => {
    expect(messages(emailField('Recipient'), value)).toEqual(['Recipient must not contain ?, &, % or =']);
  });

  it('stops at the length check: the pattern never sees a longer text', () => {
    // Without abort, zod went on to run the pattern after `.max(254)` had failed (two messages).
    const hostile = `a@${'a.'.repeat(2_000)},`;
    expect(messages(emailField(), hostile)).toEqual(['E-mail must be at most 254 characters']);
    expect(messages(emailField(), `${'x?'.repeat(200)}@example.org`)).toEqual(['E-mail must be at most 254 characters']);
  });
});

describe('a failed length check ends the checking of its field', () => {
  it.each([
    ['requiredText', requiredText('Name', 10), 'x'.repeat(11), 'Name must be at most 10 characters'],
    ['requiredText (empty)', requiredText('Name', 10), '   ', 'Name is required'],
    ['dateField', dateField('Date'), '2024-01-01'.repeat(1_000), 'Date must be a real date (YYYY-MM-DD)'],
  ] as const)('%s: a check added after it never runs', (_name, field, value, message) => {
    const later = vi.fn(() => false);
    expect(messages(field.refine(later, 'later check'), value)).toEqual([message]);
    expect(later).not.toHaveBeenCalled();
  });

  it.each([
    ['optionalText', optionalText('State', 60), 'x'.repeat(61), 'State must be at most 60 characters'],
    ['mobileField', mobileField(), '9'.repeat(100_000), 'Phone number must be a 10-digit Indian mobile number'],
    ['optionalMobileField', optionalMobileField(), ' 9'.repeat(100_000), 'Mobile number must be a 10-digit Indian mobile number'],
    ['optionalImageUrl', optionalImageUrl('Picture'), `https://${'a'.repeat(2_000)}`, 'Picture must be at most 2000 characters'],
    ['imageInput', imageInput('Image'), 'x'.repeat(8_000_001), 'Image is too large'],
  ] as const)('%s: one message, the length one', (_name, field, value, message) => {
    expect(messages(field, value)).toEqual([message]);
  });
});
