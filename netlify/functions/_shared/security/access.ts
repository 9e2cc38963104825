/**
 * Who may call a route, declared beside its handler in each function's table, and the audit
 * entry every admin change leaves, written here once so a new route gets both by default:
 *
 *   '/api/news': byMethod({ GET: publicRoute(listNews), POST: forRole('editor', addNews) })
 *
 * `forRole` answers 401 without a session and 403 naming the role for a signed-in admin whose
 * role may not do this (owners may do everything); the handler runs only after that. The
 * declaration is readable from the function (`endpointsOf`), which is how the route × role test
 * finds every route.
 */
import { AUDIT_ACTION_LABELS, AUDIT_SUMMARY_MAX, type AuditAction } from '#domain/committee/audit.ts';
import type { AuditEntry } from '#domain/committee/audit.schema.ts';
import type { Role } from '#domain/committee/account.ts';
import { auditLog } from '../store/collections.ts';
import { newId } from '../store/index.ts';
import type { Handler } from '../platform/http.ts';
import { describe } from '../platform/router.ts';
import { currentSession, requireAdmin, requireRole, type Session } from './sessions.ts';
import { requireFamily } from './family-sessions.ts';
import { asAuthor } from '../store/versions.ts';

/**
 * A list of roles lets any of them in (a deletion two roles share, each within its own part).
 * 'family' is a parent signed in by e-mail (family-sessions.ts): never an admin, and no admin
 * session gets past it.
 */
export type Access = 'public' | 'signed-in' | 'family' | Role | readonly Role[];

export interface AuditOptions {
  /**
   * The default follows the method: POST create, PUT and PATCH edit, DELETE delete. A function
   * picks it from the answer (one route approves, rejects or corrects); undefined keeps the default.
   */
  action?: AuditAction | ((answer: Record<string, unknown>) => AuditAction | undefined);
  /** The default is the path's first part after /api/ ("news" for /api/news/{id}), or an event's part ("results" for /api/events/{id}/results/{raceId}). */
  resource?: string;
  /** A detail from the answer's non-personal fields (a title), added to the summary that names the action and resource. */
  detail?: (answer: Record<string, unknown>) => string | undefined;
  /** The id of what was created, when the answer does not carry it as `_id`. */
  id?: (answer: Record<string, unknown>) => string | undefined;
}

/*
 * The audit log: every admin change appends one entry (when, who, action, resource, id, a short
 * summary). Entries are only ever added (the API has no way to change or delete one) and read
 * newest first from an ordered index, so appending and reading a page cost the same at any size.
 * A summary never holds a personal value: routes give one only from non-personal fields (a news
 * title, a role), and the default names the action and the resource alone.
 */

export interface AuditActor {
  id: string;
  name: string;
}

export interface AuditFacts {
  actor: AuditActor;
  action: AuditAction;
  resource: string;
  resourceId?: string;
  summary: string;
}

/**
 * Appends an entry. The change it records has already happened, so a failure to write the entry
 * is logged (without request data) rather than turned into an error the admin would retry.
 */
export const appendAudit = async ({ actor, action, resource, resourceId = '', summary }: AuditFacts, at = new Date()): Promise<void> => {
  const entry: AuditEntry = {
    _id: newId(),
    at: at.toISOString(),
    actor,
    action,
    resource,
    resourceId,
    summary: summary.length > AUDIT_SUMMARY_MAX ? `${summary.slice(0, AUDIT_SUMMARY_MAX - 1)}…` : summary,
  };
  try {
    await auditLog().insert(entry);
  } catch (error) {
    console.error(`[audit] could not record ${action} of ${resource}:`, error instanceof Error ? error.message : error);
  }
};

const ACTION_OF_METHOD: Record<string, AuditAction> = { POST: 'create', PUT: 'edit', PATCH: 'edit', DELETE: 'delete' };

/** The path's first part after /api/, or an event's part (/api/events/{id}/results is "results"). */
const resourceOfPath = (req: Request): string => {
  const [, , first = '', , part] = new URL(req.url).pathname.split('/');
  return first === 'events' && part ? part : first;
};

const answerOf = async (response: Response): Promise<Record<string, unknown>> => {
  if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) return {};
  const body: unknown = await response.clone().json();
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
};

const recordChange = async (req: Request, params: Record<string, string>, session: Session, response: Response, options: AuditOptions) => {
  const answer = await answerOf(response);
  const chosen = typeof options.action === 'function' ? options.action(answer) : options.action;
  const action = chosen ?? ACTION_OF_METHOD[req.method];
  if (!action) return;
  const resource = options.resource ?? resourceOfPath(req);
  const answered = options.id?.(answer) ?? (typeof answer['_id'] === 'string' ? answer['_id'] : '');
  await appendAudit({
    actor: { id: session.accountId, name: session.admin },
    action,
    resource,
    resourceId: params['id'] ?? answered,
    summary: [`${AUDIT_ACTION_LABELS[action]} ${resource}`, options.detail?.(answer)].filter(Boolean).join(': '),
  });
};

const guard = (access: Access, req: Request): Promise<Session | undefined> => {
  // A public read never needs the session (and must not pay a store read for it).
  if (access === 'public') return req.method === 'GET' ? Promise.resolve(undefined) : currentSession(req);
  if (access === 'signed-in') return requireAdmin(req);
  // A parent's actions are not admin changes: no admin session, no audit entry.
  if (access === 'family') return requireFamily(req).then(() => undefined);
  return requireRole(req, access);
};

/**
 * A route with its access. A successful state-changing request made with a live session is
 * audited (on public routes too: an admin adding a skater through the public form's route);
 * `audit: false` for the routes that write their own entries or change nothing of the site's.
 */
export const route = (access: Access, handler: Handler, audit: AuditOptions | false = {}): Handler =>
  describe(
    async (req, context) => {
      const session = await guard(access, req);
      // Every record this request writes remembers the account that changed it last (its id and name).
      const author = session ? { id: session.accountId, name: session.admin } : undefined;
      const response = await asAuthor(author, () => Promise.resolve(handler(req, context)));
      if (audit !== false && session && response.ok && req.method !== 'GET')
        await recordChange(req, context.params, session, response, audit);
      return response;
    },
    { kind: 'endpoint', access },
  );

export const publicRoute = (handler: Handler, audit: AuditOptions | false = {}): Handler => route('public', handler, audit);
export const forRole = (role: Role | readonly Role[], handler: Handler, audit: AuditOptions = {}): Handler => route(role, handler, audit);
export const forFamily = (handler: Handler): Handler => route('family', handler, false);
export const signedIn = (handler: Handler, audit: AuditOptions | false = {}): Handler => route('signed-in', handler, audit);

/** The detail of public content that has a title (news, events, achievements): the title, which is public anyway. */
export const titled: AuditOptions = { detail: (answer) => (typeof answer['title'] === 'string' ? answer['title'] : undefined) };
