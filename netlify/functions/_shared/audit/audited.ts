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
 *
 * Entries are only ever appended (`appendAudit`; the API has no way to change or delete one;
 * retention.ts deletes them after the retention time) and read newest first from an ordered
 * index, so appending and reading a page cost the same at any size.
 */
import {
  AUDIT_NOUNS,
  auditSentence,
  auditWho,
  quoted,
  type AuditAction,
  type AuditResource,
  AUDIT_SUMMARY_MAX,
} from '#domain/committee/audit.ts';
import { maskContactDetails } from '#domain/committee/contact-mask.ts';
import { currentSession } from '#shared/security/sessions.ts';
import type { AuditEntry } from '#domain/committee/audit.schema.ts';
import type { Role } from '#domain/committee/account.ts';
import { auditLog } from '#shared/collections/audit.ts';
import { newId } from '#shared/store/index.ts';

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

/**
 * Appending to the audit log: one entry per admin change (when, who, action, resource, id, and a
 * sentence a person reads). Entries are only ever added (the API has no way to change or delete
 * one; retention.ts deletes them after the retention time) and read newest first from an ordered
 * index, so appending and reading a page cost the same at any size.
 */
export interface AuditActor {
  id: string;
  name: string;
  role?: Role;
}

export interface AuditFacts {
  actor: AuditActor;
  action: AuditAction;
  resource: AuditResource;
  resourceId?: string;
  summary: string;
}

/** The person of an admin session, as entries name them. */
export const actorOf = (session: { accountId: string; admin: string; role: Role }): AuditActor => ({
  id: session.accountId,
  name: session.admin,
  role: session.role,
});

const shortened = (summary: string) => (summary.length > AUDIT_SUMMARY_MAX ? `${summary.slice(0, AUDIT_SUMMARY_MAX - 1)}…` : summary);

/**
 * Appends an entry. The change it records has already happened, so a failure to write the entry
 * is logged (without request data) rather than turned into an error the admin would retry.
 */
export const appendAudit = async ({ actor, action, resource, resourceId = '', summary }: AuditFacts, at = new Date()): Promise<void> => {
  const entry: AuditEntry = { _id: newId(), at: at.toISOString(), actor, action, resource, resourceId, summary: shortened(summary) };
  try {
    await auditLog().insert(entry);
  } catch (error) {
    console.error(`[audit] could not record ${action} of ${resource}:`, error instanceof Error ? error.message : error);
  }
};
