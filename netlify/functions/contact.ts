/**
 * Contact messages: POST /api/contact is a public form: the message is stored and
 * e-mailed to the secretary (through SMTP when configured, else the local outbox). Admins read
 * them with GET /api/contact, open one with GET /api/contact/{id} (which marks it read: the
 * dashboard counts the unread ones) and delete them with DELETE /api/contact/{id}.
 */
import { forRole, publicRoute } from './_shared/security/access.ts';
import { auditRecord, audited, declareAudit } from './_shared/audit/audited.ts';
import { AUDIT_NOUNS } from '../../src/domain/committee/audit.ts';
import { site } from '../../src/config/site.ts';
import { contactMessages as texts } from '../../src/domain/messages/contact.ts';
import { contactInputSchema, type ContactMessage } from '../../src/domain/messages/contact.schema.ts';
import { listQuerySchema } from '../../src/domain/common/list-query.schema.ts';
import { matchesSearch } from '../../src/domain/common/search.ts';
import { contactMessages } from './_shared/store/collections.ts';
import { env } from './_shared/platform/env.ts';
import { json, notFound, readJson, type Handler, type RequestContext } from './_shared/platform/http.ts';
import { byMethod, byPath, handle, pathId } from './_shared/platform/router.ts';
import { indexSource, listPage, pagedJson, readListQuery } from './_shared/platform/paged-lists.ts';
import { deliver } from './_shared/mail/send-mail.ts';
import { startSubmission } from './_shared/security/public-form-limits.ts';
import { removeOne } from './_shared/records/record-handlers.ts';
import { newId } from './_shared/store/index.ts';
import { listedWithVersions, taggedWithVersion, versioned } from './_shared/records/versioned.ts';

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

/**
 * Newest first. A long message is listed with the start of its text (GET /api/contact/{id} answers
 * all of it); `q` searches the address, the subject and that text.
 */
const listMessages: Handler = async (req) => {
  const query = readListQuery(req, listQuerySchema);
  const { q } = query;
  const match = q === '' ? undefined : (message: ContactMessage) => matchesSearch(q, [message.email, message.subject, message.content]);
  return pagedJson(req, await listPage(indexSource(contactMessages(), 'newest', { reverse: true }), query, match));
};

/** The whole message; the first opening marks it read (written once, so opening it again writes nothing). */
const openMessage: Handler = async (_req, context) => {
  const id = pathId(context, 'Message');
  const found = await contactMessages().get(id);
  if (!found) throw notFound('Message');
  if (found.readAt !== undefined) return json(found);
  const now = new Date().toISOString();
  const read = await contactMessages().update(id, (current) => (current.readAt === undefined ? { ...current, readAt: now } : current));
  if (!read) throw notFound('Message');
  return json(read);
};

/** A contact message, named by nothing of its sender's: the noun alone. */
const contactAudit = declareAudit<unknown>({ resource: 'contact', what: () => AUDIT_NOUNS.contact });

export default handle(
  byPath({
    '/api/contact': byMethod({
      GET: forRole('registrar', listedWithVersions(contactMessages, listMessages)),
      POST: publicRoute(
        audited(contactAudit, async (req, context) => {
          const submission = await startSubmission('contact', req, context);
          const { website: _honeypot, ...input } = await readJson(req, contactInputSchema);
          await submission.admit();
          await submission.accept();
          const record = await contactMessages().insert({ ...input, _id: newId(), createdAt: new Date().toISOString() });
          auditRecord(req, record);
          notifySecretary(context, record);
          return json({ message: texts.sent }, { status: 201 });
        }),
      ),
    }),
    '/api/contact/:id': byMethod({
      GET: forRole('registrar', taggedWithVersion(contactMessages, openMessage)),
      DELETE: forRole(
        'registrar',
        audited(contactAudit, versioned(contactMessages, removeOne(contactMessages, 'Message', { message: texts.deleted }))),
      ),
    }),
  }),
);

export const config = { path: ['/api/contact', '/api/contact/:id'] };
