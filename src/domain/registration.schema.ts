/** Event registrations (docs/rules.md#event-registration). */
import { z } from 'zod';
import { emailField, honeypotField, idSchema, mobileField, requiredText } from './fields.schema.ts';
import { HONEYPOT_FIELD, ID_PATTERN } from './fields.ts';
import { REGISTRATION_AGE_MAX, REGISTRATION_AGE_MIN, REGISTRATION_NAME_MAX } from './registration.ts';

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
