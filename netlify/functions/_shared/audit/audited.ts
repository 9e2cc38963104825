/**
 * What a route audits, declared as its `audit` option (platform/hono/app.ts):
 *
 *   const newsAudit = declareAudit<News>({ resource: 'news', what: (item) => `news item ${quoted(item.title)}` });
 *   app.on(newsRoutes.add, { audit: newsAudit }, …)
 *
 * The handler hands over the record it changed (`auditRecord(req, record)`, with the action when
 * the route does more than one thing: approve, reject or correct), and the entry's sentence is
 * built from that record by the declaration: "Rekha (registrar) approved Aarav Sharma
 * (ADRSA-2026-0006)". Nothing reads the answer back. A request made without an admin session
 * (a visitor on a public form) and a refused request leave no entry.
 */
import { AUDIT_NOUNS, auditSentence, auditWho, quoted, type AuditAction, type AuditResource } from '#domain/committee/audit.ts';
import { maskContactDetails } from '#domain/committee/contact-mask.ts';
import { currentSession } from '#shared/security/sessions.ts';
import { actorOf, appendAudit } from './audit-log.ts';

export interface AuditDeclaration<T> {
  resource: AuditResource;
  /** The action when the handler names none; otherwise the method's: POST create, PUT and PATCH edit, DELETE delete. */
  action?: AuditAction;
  /**
   * The record as the sentence names it, after the verb: its name or title, with a registration
   * number where it has one ("Aarav Sharma (ADRSA-2026-0006)", "news item “Trials moved”").
   * Never a personal value (e-mail, phone, Aadhaar number, date of birth).
   */
  what: (record: T) => string;
  /** Free text an admin typed that the entry keeps (a reason), after a colon; contact details in it are masked. */
  detail?: (record: T) => string | undefined;
  /** The record's id in the entry, when it is not the record's `_id` (the path's `:id` else). */
  id?: (record: T) => string;
}

/** A route's declaration, typed by the record its handler hands over. */
export const declareAudit = <T>(declaration: AuditDeclaration<T>): AuditDeclaration<T> => declaration;

/** The declaration of a record named by its noun and a public name or title: "news item “Trials moved”". */
export const namedAudit = <T>(resource: AuditResource, nameOf: (record: T) => string, more: Partial<AuditDeclaration<T>> = {}) =>
  declareAudit<T>({ resource, what: (record) => `${AUDIT_NOUNS[resource]} ${quoted(nameOf(record))}`, ...more });

interface Noted {
  record: unknown;
  action?: AuditAction;
}

/** What each request's handler handed over; a request no one holds any more is forgotten with it. */
const noted = new WeakMap<Request, Noted[]>();

/**
 * Hands the record a handler changed to its route's audit declaration. Called once per change
 * (twice for a skater an admin adds, who is added and approved at once).
 */
export const auditRecord = (req: Request, record: unknown, action?: AuditAction): void => {
  noted.set(req, [...(noted.get(req) ?? []), { record, action }]);
};

const ACTION_OF_METHOD: Record<string, AuditAction> = { POST: 'create', PUT: 'edit', PATCH: 'edit', DELETE: 'delete' };

const idOf = <T>(declaration: AuditDeclaration<T>, record: T, params: Record<string, string>): string => {
  if (declaration.id) return declaration.id(record);
  const own = record !== null && typeof record === 'object' && '_id' in record ? record._id : undefined;
  return typeof own === 'string' ? own : (params['id'] ?? '');
};

/**
 * Writes the entries of a finished request: after a successful state-changing request made with an
 * admin session, one entry per record the handler handed over. `params` are the path's (`:id`).
 */
export const writeAudit = async <T>(
  declaration: AuditDeclaration<T>,
  req: Request,
  response: Response,
  params: Record<string, string>,
): Promise<void> => {
  if (!response.ok || req.method === 'GET') return;
  const session = await currentSession(req);
  if (!session) return;
  const actor = actorOf(session);
  for (const { record, action = declaration.action ?? ACTION_OF_METHOD[req.method] } of noted.get(req) ?? []) {
    if (!action) continue;
    const typed = record as T;
    const detail = declaration.detail?.(typed);
    await appendAudit({
      actor,
      action,
      resource: declaration.resource,
      resourceId: idOf(declaration, typed, params),
      summary: auditSentence(auditWho(actor.name, actor.role), action, declaration.what(typed), detail && maskContactDetails(detail)),
    });
  }
};

/** The reason a look-up route declares no audit: it audits every look-up itself (lookup-audit.ts). */
export const LOOKS_UP = 'it audits each look-up itself, found or not';
