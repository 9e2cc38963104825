/** Bulk e-mail to skaters' families (docs/rules.md#bulk-e-mail). */
import { z } from 'zod';
import { emailField, requiredText } from '#domain/common/fields.schema.ts';
import { BULK_MESSAGE_MAX, BULK_RECIPIENTS_MAX, BULK_SUBJECT_MAX, bulkMessageTexts } from './bulk-message.ts';

export const bulkMessageInputSchema = z.object({
  selectedUsers: z
    .array(emailField('Recipient'), { error: bulkMessageTexts.noRecipient })
    .min(1, bulkMessageTexts.noRecipient)
    .max(BULK_RECIPIENTS_MAX, `At most ${BULK_RECIPIENTS_MAX} recipients at a time`),
  subject: requiredText('Subject', BULK_SUBJECT_MAX),
  message: requiredText('Message', BULK_MESSAGE_MAX),
});
export type BulkMessageInput = z.input<typeof bulkMessageInputSchema>;

export const bulkMessageResultSchema = z.object({
  message: z.string(),
  sent: z.number(),
  failed: z.array(z.object({ email: z.string(), reason: z.string() })),
  outbox: z.boolean(),
});
export type BulkMessageResult = z.infer<typeof bulkMessageResultSchema>;
