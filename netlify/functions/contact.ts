/**
 * Contact messages: POST /api/contact is a public form: the message is stored and
 * e-mailed to the secretary (through SMTP when configured, else the local outbox). Admins read
 * them with GET /api/contact, open one with GET /api/contact/{id} (which marks it read: the
 * dashboard counts the unread ones) and delete them with DELETE /api/contact/{id}.
 */
import { AUDIT_NOUNS } from '#domain/committee/audit.ts';
import { site } from '#config/site.ts';
import { matchesSearch } from '#domain/common/search.ts';
import { contactMessages as texts } from '#domain/messages/contact.ts';
import { contactRoutes } from '#domain/messages/contact.routes.ts';
import type { ContactMessage } from '#domain/messages/contact.schema.ts';
import { auditRecord, declareAudit } from '#shared/audit/audited.ts';
import { deliver } from '#shared/mail/send-mail.ts';
import { env } from '#shared/platform/env.ts';
import { json, notFound, type RequestContext } from '#shared/platform/http.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { indexSource, listPage, pagedJson } from '#shared/platform/paged-lists.ts';
import { removeOne } from '#shared/records/record-handlers.ts';
import { contactMessages } from '#shared/collections/messages.ts';
import { newId } from '#shared/store/index.ts';

/** The message is already stored, so mail trouble is logged (without its content) and not shown. */
const notifySecretary = (context: RequestContext, record: ContactMessage) => {
  const work = deliver([
    {
      to: env().contactTo ?? site.email,
      replyTo: record.email,
      subject: `Website contact: ${record.subject}`,
      text: `${record.content}\n\n— Sent through the contact form of ${site.name} by ${[record.name, record.email, record.phone].filter(Boolean).join(', ')}.`,
    },
  ])
    .then(({ failed }) => {
      if (failed.length > 0) console.error('[api] POST /api/contact: the secretary could not be e-mailed:', failed[0]?.reason);
    })
    .catch((error: unknown) => console.error('[api] POST /api/contact: mail failed:', error instanceof Error ? error.message : error));
  context.waitUntil(work);
};

/** A contact message, named by nothing of its sender's: the noun alone. */
const contactAudit = declareAudit<unknown>({ resource: 'contact', what: () => AUDIT_NOUNS.contact });

const app = apiFunction()
  .on(contactRoutes.send, { audit: contactAudit, limit: 'contact' }, async (c) => {
    const { website: _honeypot, ...input } = c.req.valid('json');
    const submission = c.get('submission');
    await submission.admit();
    await submission.accept();
    const record = await contactMessages().insert({ ...input, _id: newId(), createdAt: new Date().toISOString() });
    auditRecord(c.req.raw, record);
    notifySecretary(contextOf(c), record);
    return json({ message: texts.sent }, { status: 201 });
  })
  // Newest first. A long message is listed with the start of its text; `q` searches the address, the subject and that text.
  .on(contactRoutes.list, { versions: { records: contactMessages } }, async (c) => {
    const query = c.req.valid('query');
    const { q } = query;
    const match = q === '' ? undefined : (message: ContactMessage) => matchesSearch(q, [message.email, message.subject, message.content]);
    return pagedJson(c.req.raw, await listPage(indexSource(contactMessages(), 'newest', { reverse: true }), query, match));
  })
  // The whole message; the first opening marks it read (written once, so opening it again writes nothing).
  .on(contactRoutes.open, { versions: { records: contactMessages } }, async (c) => {
    const { id } = c.req.valid('param');
    const found = await contactMessages().get(id);
    if (!found) throw notFound('Message');
    if (found.readAt !== undefined) return json(found);
    const now = new Date().toISOString();
    const read = await contactMessages().update(id, (current) => (current.readAt === undefined ? { ...current, readAt: now } : current));
    if (!read) throw notFound('Message');
    return json(read);
  })
  .on(contactRoutes.remove, { audit: contactAudit, versions: { records: contactMessages } }, async (c) =>
    removeOne(contactMessages, 'Message', { message: texts.deleted })(c.req.raw, contextOf(c)),
  );

export default serve(app);

export const config = { path: ['/api/contact', '/api/contact/:id'] };
