/** Event registrations (seed §3, §8; decision 15). */
import { z } from 'zod';
import { emailField, HONEYPOT_FIELD, idSchema, mobileField, requiredText } from './fields.ts';
export { registrationMessages } from './texts/registration.ts';

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

export const registrationInputSchema = z.object({
  eventId: z.string({ error: 'Event is required' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'Event is required'),
  name: requiredText('Name', 100),
  // Forms send the age as text: accept "12" as 12, but not booleans or lists.
  age: z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Age is required' : 'Age must be a number') })
      .int('Age must be a whole number')
      .min(1, 'Age must be between 1 and 100')
      .max(100, 'Age must be between 1 and 100'),
  ),
  email: emailField('E-mail'),
  phone: mobileField('Phone number'),
  [HONEYPOT_FIELD]: z.string().max(0, 'Submission rejected').optional(),
});
export type RegistrationInput = z.input<typeof registrationInputSchema>;
