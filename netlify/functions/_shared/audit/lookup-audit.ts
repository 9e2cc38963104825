/**
 * Look-ups by registration number or reference and date of birth made with an admin session are
 * audited, found or not: an admin who sees public registration numbers could otherwise try dates
 * of birth unseen. The entry names what was looked up, the registration number when one was given
 * (public: it is on the profiles page) and the outcome; never the date of birth or the reference.
 */
import { auditMessages, auditSentence, auditWho, type AuditResource } from '#domain/committee/audit.ts';
import { httpErrorOf } from '#shared/platform/errors.ts';
import type { Handler } from '#shared/platform/http.ts';
import { currentSession, type Session } from '#shared/security/sessions.ts';
import { actorOf, appendAudit } from './audited.ts';

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

/** A body that is not a look-up at all (malformed, too large, not JSON) looked nothing up. */
const NOT_A_LOOKUP = new Set([400, 413, 415]);

export interface LookUp {
  resource: AuditResource;
  /** What was looked up, in plain words ("a skater's registration"). */
  what: string;
  /** The route audits its own accepted writes (an admin's entry), so only its refusals are added here. */
  writes?: boolean;
}

const record = async (session: Session, { resource, what }: LookUp, registrationNo: string | undefined, status: number) => {
  if (NOT_A_LOOKUP.has(status)) return;
  const actor = actorOf(session);
  const outcome = `${auditMessages.lookUpOutcomes[status] ?? auditMessages.lookUpRefused} (${status})`;
  await appendAudit({
    actor,
    action: 'look-up',
    resource,
    summary: auditSentence(auditWho(actor.name, actor.role), 'look-up', [what, registrationNo].filter(Boolean).join(' '), outcome),
  });
};

/** Audits the look-up when the request carries a session (only its refusals, for a route that `writes`). */
export const auditedLookup =
  (lookUp: LookUp, handler: Handler): Handler =>
  async (req, context) => {
    const session = await currentSession(req);
    if (!session) return handler(req, context);
    const registrationNo = await registrationNoOf(req);
    try {
      const response = await handler(req, context);
      if (!lookUp.writes || !response.ok) await record(session, lookUp, registrationNo, response.status);
      return response;
    } catch (error) {
      await record(session, lookUp, registrationNo, httpErrorOf(error)?.status ?? 500);
      throw error;
    }
  };
