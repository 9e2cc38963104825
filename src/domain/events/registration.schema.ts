/** Event registrations (docs/rules.md#event-registration). */
import { z } from 'zod';
import { emailField, honeypotField, idSchema, mobileField, requiredText } from '#domain/common/fields.schema.ts';
import { HONEYPOT_FIELD, ID_PATTERN } from '#domain/common/fields.ts';
import { listQuerySchema, wholeNumber } from '#domain/common/list-query.schema.ts';
import { REGISTRATION_AGE_MAX, REGISTRATION_AGE_MIN, REGISTRATION_NAME_MAX, UNKNOWN_EVENT } from './registration.ts';

export const registrationSchema = z.object({
  _id: idSchema,
  eventId: idSchema,
  name: z.string(),
  age: z.number(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
});
export type Registration = z.infer<typeof registrationSchema>;

const AGE_RANGE_MESSAGE = `Age must be between ${REGISTRATION_AGE_MIN} and ${REGISTRATION_AGE_MAX}`;

export const registrationInputSchema = z.object({
  eventId: z.string({ error: 'Event is required' }).regex(ID_PATTERN, 'Event is required'),
  name: requiredText('Name', REGISTRATION_NAME_MAX),
  // Forms send the age as text: accept "12" as 12, but not booleans or lists.
  age: z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Age is required' : 'Age must be a number') })
      .int('Age must be a whole number')
      .min(REGISTRATION_AGE_MIN, AGE_RANGE_MESSAGE)
      .max(REGISTRATION_AGE_MAX, AGE_RANGE_MESSAGE),
  ),
  email: emailField('E-mail'),
  phone: mobileField('Phone number'),
  [HONEYPOT_FIELD]: honeypotField,
});
export type RegistrationInput = z.input<typeof registrationInputSchema>;

const eventFilterMessage = `event must be an event id or "${UNKNOWN_EVENT}"`;
const ageBoundMessage = `minAge and maxAge must be whole numbers from 0 to ${REGISTRATION_AGE_MAX}`;

/** The admin table's filters: one event (or the registrations of deleted events), an age range. */
export const registrationListQuerySchema = listQuerySchema.extend({
  event: z
    .string()
    .max(64, { error: eventFilterMessage, abort: true })
    .refine((value) => value === '' || value === UNKNOWN_EVENT || ID_PATTERN.test(value), eventFilterMessage)
    .optional()
    .transform((value) => value ?? ''),
  minAge: wholeNumber(ageBoundMessage, 0, REGISTRATION_AGE_MAX, 0),
  maxAge: wholeNumber(ageBoundMessage, 0, REGISTRATION_AGE_MAX, REGISTRATION_AGE_MAX),
});
