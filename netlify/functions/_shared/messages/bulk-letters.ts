/**
 * The committee's letter to families: each recipient gets a letter of their own. Recipients must be
 * e-mail addresses of stored skater profiles, so the site can never be used to mail arbitrary addresses.
 */
import { Invalid } from '#domain/common/errors.ts';
import { bulkMessageTexts } from '#domain/messages/bulk-message.ts';
import type { BulkMessageResult } from '#domain/messages/bulk-message.schema.ts';
import { deliver } from '#shared/mail/send-mail.ts';
import { ADMIN_SKATER_LIST, skaters } from '#shared/collections/registry.ts';

/** The e-mail addresses of every skater profile, from the admin index (a scan of summaries, not of records). */
const skaterAddresses = async (): Promise<Set<string>> => {
  const known = new Set<string>();
  for await (const chunk of skaters().scan('adminByName', { partition: ADMIN_SKATER_LIST })) {
    for (const skater of chunk) known.add(skater.email.toLowerCase());
  }
  return known;
};

const resultMessage = (sent: number, failed: number, outbox: boolean): string => {
  if (outbox) return bulkMessageTexts.outboxNotice;
  if (failed === 0) return bulkMessageTexts.sent;
  if (sent === 0) return bulkMessageTexts.failed;
  return `${sent} message${sent === 1 ? '' : 's'} sent; ${failed} failed.`;
};

/** Sends the letter to each recipient once; the result says how many went and which failed. */
export const sendBulkMessage = async (input: { selectedUsers: string[]; subject: string; message: string }): Promise<BulkMessageResult> => {
  const recipients = [...new Set(input.selectedUsers)];
  const known = await skaterAddresses();
  const unknown = recipients.filter((email) => !known.has(email));
  if (unknown.length > 0) {
    // Invalid, not Refused: the answer lists the refused addresses in `errors`.
    throw new Invalid(`These recipients are not e-mail addresses of skater profiles: ${unknown.join(', ')}`, unknown);
  }
  const delivery = await deliver(recipients.map((to) => ({ to, subject: input.subject, text: input.message })));
  return { ...delivery, message: resultMessage(delivery.sent, delivery.failed.length, delivery.outbox) };
};
