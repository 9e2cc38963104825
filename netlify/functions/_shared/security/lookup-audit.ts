/**
 * Look-ups by registration number or reference and date of birth made with an admin session are
 * audited, found or not: an admin who sees public registration numbers could otherwise try dates
 * of birth unseen. The entry names the route, the registration number when one was given (public:
 * it is on the profiles page) and the outcome; never the date of birth or the reference.
 */
import type { AuditAction } from '#domain/committee/audit.ts';
import { appendAudit } from './access.ts';
import { HttpError, type Handler } from '../platform/http.ts';
import { currentSession, type Session } from './sessions.ts';

const ACTION: AuditAction = 'look-up';
const NUMBER_MAX = 40;
const NUMBER_CHARACTERS = new Set('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-');

/** The registration number of the body, when it looks like one (anything else is left out). */
const registrationNoOf = async (req: Request): Promise<string | undefined> => {
  const body: unknown = await req
    .clone()
    .json()
    .catch(() => undefined);
  if (body === null || typeof body !== 'object' || !('registrationNo' in body) || typeof body.registrationNo !== 'string') return undefined;
  const number = body.registrationNo.replaceAll(' ', '').toUpperCase();
  return number.length > 0 && number.length <= NUMBER_MAX && [...number].every((character) => NUMBER_CHARACTERS.has(character))
    ? number
    : undefined;
};

const OUTCOMES: Record<number, string> = {
  200: 'found',
  201: 'found',
  404: 'no match',
  409: 'found, refused',
  429: 'refused, too many tries',
};

/** A body that is not a look-up at all (malformed, too large, not JSON) looked nothing up. */
const NOT_A_LOOKUP = new Set([400, 413, 415]);

const record = async (session: Session, resource: string, registrationNo: string | undefined, status: number) => {
  if (NOT_A_LOOKUP.has(status)) return;
  await appendAudit({
    actor: { id: session.accountId, name: session.admin },
    action: ACTION,
    resource,
    summary: [`Looked up ${resource}`, registrationNo, `${OUTCOMES[status] ?? 'refused'} (${status})`].filter(Boolean).join(': '),
  });
};

/**
 * Audits the look-up when the request carries a session. `writes`: the route audits its own
 * accepted writes (an admin's entry or renewal), so only its refusals are added here.
 */
export const auditedLookup =
  (resource: string, handler: Handler, { writes = false } = {}): Handler =>
  async (req, context) => {
    const session = await currentSession(req);
    if (!session) return handler(req, context);
    const registrationNo = await registrationNoOf(req);
    try {
      const response = await handler(req, context);
      if (!writes || !response.ok) await record(session, resource, registrationNo, response.status);
      return response;
    } catch (error) {
      await record(session, resource, registrationNo, error instanceof HttpError ? error.status : 500);
      throw error;
    }
  };
