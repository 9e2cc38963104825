/** Contact messages sent through the contact page's form. */
import { z } from 'zod';
import { emailField, honeypotField, idSchema, optionalMobileField, optionalText, requiredText } from '#domain/common/fields.schema.ts';
import { HONEYPOT_FIELD } from '#domain/common/fields.ts';
import { CONTACT_CONTENT_MAX, CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX } from './contact.ts';

export const contactMessageSchema = z.object({
  _id: idSchema,
  /** Who wrote, and a number to call back: both optional (messages from before they existed have neither). */
  name: z.string().optional(),
  phone: z.string().optional(),
  email: z.string(),
  subject: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** When an admin first opened the message; absent while it is unread. */
  readAt: z.string().optional(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactInputSchema = z.object({
  name: optionalText('Name', CONTACT_NAME_MAX),
  phone: optionalMobileField('Phone'),
  email: emailField('E-mail'),
  subject: requiredText('Subject', CONTACT_SUBJECT_MAX),
  content: requiredText('Message', CONTACT_CONTENT_MAX),
  [HONEYPOT_FIELD]: honeypotField,
});
export type ContactInput = z.input<typeof contactInputSchema>;
