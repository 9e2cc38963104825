/** Contact messages (decision 16). */
import { z } from 'zod';
import { emailField, HONEYPOT_FIELD, idSchema, requiredText } from './fields.ts';
export { contactMessages } from './texts/contact.ts';

export const contactMessageSchema = z.object({
  _id: idSchema,
  email: z.string(),
  subject: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactInputSchema = z.object({
  email: emailField('E-mail'),
  subject: requiredText('Subject', 150),
  content: requiredText('Message', 3000),
  [HONEYPOT_FIELD]: z.string().max(0, 'Submission rejected').optional(),
});
export type ContactInput = z.input<typeof contactInputSchema>;
