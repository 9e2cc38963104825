/**
 * POST /api/send {selectedUsers, subject, message} (admin): a plain-text e-mail to each
 * selected skater. Recipients must be e-mail addresses of stored skater profiles, so the site can
 * never be used to mail arbitrary addresses. Each recipient gets a letter of their own (nobody sees
 * the other addresses). The answer says how many were sent and which failed, and whether the
 * letters went to the local outbox because no SMTP server is configured.
 */
import { forRole } from './_shared/security/access.ts';
import { auditRecord, audited, declareAudit } from './_shared/audit/audited.ts';
import { AUDIT_NOUNS, auditMessages, quoted } from '../../src/domain/committee/audit.ts';
import { bulkMessageTexts } from '../../src/domain/messages/bulk-message.ts';
import { bulkMessageInputSchema, type BulkMessageResult } from '../../src/domain/messages/bulk-message.schema.ts';
import { skaters } from './_shared/store/collections.ts';
import { ADMIN_SKATER_LIST } from './_shared/publish/skater-visibility.ts';
import { HttpError, json, readJson } from './_shared/platform/http.ts';
import { byMethod, handle } from './_shared/platform/router.ts';
import { deliver } from './_shared/mail/send-mail.ts';

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

/** A letter to parents by its subject (an admin's text: contact details in it masked) and how many it reached; never an address. */
const sendAudit = declareAudit<{ subject: string; sent: number }>({
  resource: 'e-mail',
  action: 'send',
  what: (letter) => `${AUDIT_NOUNS['e-mail']} to ${auditMessages.people(letter.sent)}`,
  detail: (letter) => quoted(letter.subject),
});

export default handle(
  byMethod({
    POST: forRole(
      'registrar',
      audited(sendAudit, async (req) => {
        const input = await readJson(req, bulkMessageInputSchema);
        const recipients = [...new Set(input.selectedUsers)];
        const known = await skaterAddresses();
        const unknown = recipients.filter((email) => !known.has(email));
        if (unknown.length > 0) {
          throw new HttpError(400, `These recipients are not e-mail addresses of skater profiles: ${unknown.join(', ')}`, unknown);
        }
        const delivery = await deliver(recipients.map((to) => ({ to, subject: input.subject, text: input.message })));
        auditRecord(req, { subject: input.subject, sent: delivery.sent });
        const result: BulkMessageResult = { ...delivery, message: resultMessage(delivery.sent, delivery.failed.length, delivery.outbox) };
        // Nothing delivered at all is a failure of the mail server (502); partial success is a 200
        // whose body lists the failures.
        return json(result, { status: delivery.sent === 0 && delivery.failed.length > 0 ? 502 : 200 });
      }),
    ),
  }),
);

export const config = { path: '/api/send' };
