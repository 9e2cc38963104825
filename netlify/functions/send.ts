/**
 * POST /api/send (a registrar): a plain-text e-mail to each selected skater (_shared/messages/bulk-letters.ts).
 * The answer says how many were sent and which failed, and whether the letters went to the local
 * outbox because no SMTP server is configured.
 */
import { AUDIT_NOUNS, auditMessages, quoted } from '#domain/committee/audit.ts';
import { bulkMessageRoutes } from '#domain/messages/bulk-message.routes.ts';
import { auditRecord, declareAudit } from '#shared/audit/audited.ts';
import { sendBulkMessage } from '#shared/messages/bulk-letters.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';

/** A letter to parents by its subject (an admin's text: contact details in it masked) and how many it reached; never an address. */
const sendAudit = declareAudit<{ subject: string; sent: number }>({
  resource: 'e-mail',
  action: 'send',
  what: (letter) => `${AUDIT_NOUNS['e-mail']} to ${auditMessages.people(letter.sent)}`,
  detail: (letter) => quoted(letter.subject),
});

const app = apiFunction().on(bulkMessageRoutes.send, { audit: sendAudit }, async (c) => {
  const input = c.req.valid('json');
  const result = await sendBulkMessage(input);
  auditRecord(c.req.raw, { subject: input.subject, sent: result.sent });
  // Nothing delivered at all is a failure of the mail server (502); partial success is a 200 whose body lists the failures.
  return json(result, { status: result.sent === 0 && result.failed.length > 0 ? 502 : 200 });
});

export default serve(app);

export const config = { path: '/api/send' };
