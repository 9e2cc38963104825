/** Event registrations (seed §3, §8; decision 15). */
import { z } from 'zod';
import { emailField, HONEYPOT_FIELD, idSchema, mobileField, requiredText } from './fields.ts';

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
  age: z.coerce
    .number({ error: 'Age must be a number' })
    .int('Age must be a whole number')
    .min(1, 'Age must be between 1 and 100')
    .max(100, 'Age must be between 1 and 100'),
  email: emailField('E-mail'),
  phone: mobileField('Phone number'),
  [HONEYPOT_FIELD]: z.string().max(0, 'Submission rejected').optional(),
});
export type RegistrationInput = z.input<typeof registrationInputSchema>;

export const registrationMessages = {
  heading: 'Register for this event',
  submit: 'Register',
  registered: 'You are registered! We will contact you with the details.',
  duplicate: 'This e-mail address is already registered for this event.',
  failed: 'Registration failed. Please try again.',
  unknownEventSubmit: 'This event no longer exists.',
  deleted: 'Registration deleted successfully!',
  deleteFailed: 'Failed to delete the registration. Please try again.',
  deleteError: 'Error deleting the registration. Please try again.',
  empty: 'No registrations found',
  unknownEvent: 'Unknown Event',
  confirmDelete: 'Are you sure you want to delete this registration?',
} as const;
