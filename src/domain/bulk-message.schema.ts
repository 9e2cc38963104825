/** Bulk e-mail to skaters (seed §3, §5, §8; decision 20). */
import { z } from 'zod';
import { emailField, requiredText } from './fields.ts';
import { BULK_RECIPIENTS_MAX } from './texts/bulk-message.ts';
export { BULK_RECIPIENTS_MAX, bulkMessageTexts } from './texts/bulk-message.ts';

export const bulkMessageInputSchema = z.object({
  selectedUsers: z
    .array(emailField('Recipient'), { error: 'Select at least one recipient' })
    .min(1, 'Select at least one recipient')
    .max(BULK_RECIPIENTS_MAX, `At most ${BULK_RECIPIENTS_MAX} recipients at a time`),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 10_000),
});
export type BulkMessageInput = z.input<typeof bulkMessageInputSchema>;

export const bulkMessageResultSchema = z.object({
  message: z.string(),
  sent: z.number(),
  failed: z.array(z.object({ email: z.string(), reason: z.string() })),
  outbox: z.boolean(),
});
export type BulkMessageResult = z.infer<typeof bulkMessageResultSchema>;
