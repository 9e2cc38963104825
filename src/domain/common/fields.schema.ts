/**
 * Field builders shared by every resource schema, so that each error names its field in plain
 * words ("Title must be at most 45 characters") and wrong types get the same clear message.
 */
import { z } from 'zod';
import {
  CONTROL_CHARACTER,
  controlCharactersMessage,
  EMAIL_MAX,
  EMAIL_PATTERN,
  EMAIL_URL_CHARACTERS,
  LINK_MAX,
  HONEYPOT_REJECTED,
  ID_PATTERN,
  isRealIsoDate,
  MOBILE_MAX,
  normalizeIndianMobile,
} from './fields.ts';

export const idSchema = z.string().regex(ID_PATTERN, 'Invalid id');

/**
 * A failed length check ends the field's checking (`abort`): patterns and refinements after it
 * never see a string longer than the field allows, so their cost stays bounded whatever is sent.
 */
const stopIfFailed = (message: string) => ({ error: message, abort: true });

const typeError = (label: string, kind: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be ${kind}`;

/**
 * The one text type every field is built on: a string (or the field's type message), a Windows
 * line end (CR LF) read as a newline, trimmed. Each builder below then checks length first and
 * control characters next (`withoutControls`), so no field stores a NUL, an escape or a lone CR.
 */
export const textField = (error: string | ((issue: { input: unknown }) => string)) =>
  z
    .string({ error })
    .overwrite((value) => value.replaceAll('\r\n', '\n'))
    .trim();

/** The refinement every text field ends its own checks with (tab and newline stay allowed). */
export const withoutControls = (label: string) =>
  [(value: string) => !CONTROL_CHARACTER.test(value), { error: controlCharactersMessage(label), abort: true }] as const;

/** A trimmed text that must not be blank. `emptyMessage` keeps the original site's wording where it has one. */
export const requiredText = (label: string, max: number, emptyMessage = `${label} is required`) =>
  textField((issue) => (issue.input === undefined || issue.input === null ? emptyMessage : `${label} must be text`))
    .min(1, stopIfFailed(emptyMessage))
    .max(max, stopIfFailed(`${label} must be at most ${max} characters`))
    .refine(...withoutControls(label));

/** A trimmed text that may be empty or missing (stored as ''). */
export const optionalText = (label: string, max: number) =>
  textField(typeError(label, 'text'))
    .max(max, stopIfFailed(`${label} must be at most ${max} characters`))
    .refine(...withoutControls(label))
    .optional()
    .transform((value) => value ?? '');

export const emailField = (label = 'E-mail') =>
  textField(typeError(label, 'text'))
    .min(1, stopIfFailed(`${label} is required`))
    .max(EMAIL_MAX, stopIfFailed(`${label} must be at most ${EMAIL_MAX} characters`))
    .refine(...withoutControls(label))
    .refine((value) => !EMAIL_URL_CHARACTERS.test(value), { error: `${label} must not contain ?, &, % or =`, abort: true })
    .regex(EMAIL_PATTERN, `${label} must be a valid e-mail address`)
    .transform((value) => value.toLowerCase());

/** An e-mail address that may be left empty (''), checked as `emailField` checks one otherwise. */
export const optionalEmailField = (label = 'E-mail') =>
  z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), emailField(label).optional())
    .transform((value) => value ?? '');

export const mobileField = (label = 'Phone number') =>
  textField(typeError(label, 'text'))
    .min(1, stopIfFailed(`${label} is required`))
    .max(MOBILE_MAX, stopIfFailed(`${label} must be a 10-digit Indian mobile number`))
    .refine(...withoutControls(label))
    .transform((value, ctx) => {
      const normalized = normalizeIndianMobile(value);
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a 10-digit Indian mobile number` });
        return z.NEVER;
      }
      return normalized;
    });

export const optionalMobileField = (label = 'Mobile number') =>
  textField(typeError(label, 'text'))
    .max(MOBILE_MAX, stopIfFailed(`${label} must be a 10-digit Indian mobile number`))
    .refine(...withoutControls(label))
    .optional()
    .transform((value, ctx) => {
      if (!value) return '';
      const normalized = normalizeIndianMobile(value);
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a 10-digit Indian mobile number` });
        return z.NEVER;
      }
      return normalized;
    });

export const dateField = (label: string) =>
  textField(typeError(label, 'a date'))
    .min(1, stopIfFailed(`${label} is required`))
    .max(10, stopIfFailed(`${label} must be a real date (YYYY-MM-DD)`))
    .refine(...withoutControls(label))
    .refine(isRealIsoDate, `${label} must be a real date (YYYY-MM-DD)`);

/**
 * An image field as the original API contract sends it: a data URL of a picked file (to be stored), the
 * URL of an image already stored (when a record is edited), or empty. The bytes are checked later,
 * by the image store, which knows the allowed types.
 */
export const imageInput = (label: string) =>
  textField(typeError(label, 'an image'))
    .max(8_000_000, stopIfFailed(`${label} is too large`))
    .refine(...withoutControls(label))
    .optional()
    .transform((value) => value ?? '')
    .refine(
      (value) => value === '' || value.startsWith('data:') || /^\/api\/images\/[A-Za-z0-9._-]+$/.test(value),
      `${label} must be an image file`,
    );

/**
 * An image field of an edit: left out, the record keeps its stored image; otherwise as `imageInput`
 * (a new file replaces the image, the stored image's URL keeps it, empty removes it).
 */
export const editedImageInput = (label: string) => imageInput(label).optional();

export const requiredImageInput = (label: string) => imageInput(label).refine((value) => value !== '', `${label} is required`);

/** A link to an image somewhere on the web (club members' profile pictures are given as URLs). */
export const optionalImageUrl = (label: string) =>
  textField(typeError(label, 'a URL'))
    .max(2000, stopIfFailed(`${label} must be at most 2000 characters`))
    .refine(...withoutControls(label))
    .optional()
    .transform((value) => value ?? '')
    .refine((value) => value === '' || /^(https:\/\/|\/)[^\s"'<>]*$/.test(value), `${label} must be an https:// address`);

/**
 * A link a page shows: an https:// address, or (with `sitePaths`) a path on this site such as
 * "/events". Never "//host" (another site written as a path) nor a script address.
 */
export const optionalLink = (label: string, { sitePaths = false }: { sitePaths?: boolean } = {}) =>
  textField(typeError(label, 'a URL'))
    .max(LINK_MAX, stopIfFailed(`${label} must be at most ${LINK_MAX} characters`))
    .refine(...withoutControls(label))
    .optional()
    .transform((value) => value ?? '')
    .refine(
      (value) =>
        value === '' || (sitePaths ? /^(https:\/\/[^\s"'<>/]|\/(?!\/))[^\s"'<>]*$/ : /^https:\/\/[^\s"'<>/][^\s"'<>]*$/).test(value),
      sitePaths ? `${label} must be an https:// address or a path on this site starting with /` : `${label} must be an https:// address`,
    );

/** The honeypot of public forms: anything in it rejects the submission. */
export const honeypotField = z.string().max(0, HONEYPOT_REJECTED).optional();
