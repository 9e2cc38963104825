/**
 * The public forms (skater registration and renewal, event registration, championship entries,
 * contact, and the registry's look-ups by reference or registration number) are open to anyone,
 * so each one is guarded against bots and floods: the honeypot field is part of each form's
 * schema (a filled one fails validation with 400), and throttle.ts limits how often:
 *   - every attempt per client, before the body is even read, within a budget several times the
 *     allowance, so a flood of junk is refused with 429 before any parsing;
 *   - valid submissions and look-ups per client, counted once the body has passed validation, so
 *     a visitor correcting mistakes is not locked out;
 *   - accepted writes per form from all clients together, per hour (environment variables),
 *     counted only right before the write, so a flood from many addresses cannot grow a collection
 *     without bound, and requests that are refused anyway cannot close a form for everyone.
 * Look-ups have no site-wide ceiling: the budget of wrong dates of birth per skater
 * (birth-date-budget.ts) and the per-client limits bound them.
 *
 * Signed-in registrars and owners, who handle people (the admin's add-skater screen posts to the
 * same route), skip the per-client limits and the ceilings, never the per-skater budget. Any
 * other session (an editor) is limited like a visitor.
 */
import { roleAllows } from '#domain/committee/account.ts';
import { env } from '#shared/platform/env.ts';
import type { RequestContext } from '#shared/platform/http.ts';
import { currentSession } from './sessions.ts';
import { consumeClientAllowance, consumeSiteAllowance, countFormAttempt, type FormLimit } from './throttle.ts';

const HOUR = 60 * 60_000;

export const FORM_LIMITS = {
  // A coach may register a whole club's skaters from one phone.
  skater: { limit: 20, attempts: 100, windowMs: HOUR },
  registration: { limit: 10, attempts: 50, windowMs: HOUR },
  contact: { limit: 5, attempts: 25, windowMs: HOUR },
  // Registration status look-ups: each one counts, found or not, so that a date of birth cannot be
  // guessed against a known reference or registration number.
  lookup: { limit: 20, attempts: 100, windowMs: HOUR },
} as const satisfies Record<string, FormLimit>;

export type PublicForm = keyof typeof FORM_LIMITS;

export interface Submission {
  /** After validation, before the look-up or the write: 429 over the client's limit. */
  admit: () => Promise<void>;
  /** Once every check has passed, right before the first write: 429 over the form's site-wide ceiling. */
  accept: () => Promise<void>;
}

const UNLIMITED: Submission = { admit: async () => undefined, accept: async () => undefined };

/** The site-wide ceiling of a form that writes (look-ups write nothing, and have none). */
const ceilingOf = (form: PublicForm): number | undefined => (form === 'lookup' ? undefined : env().formsPerHour[form]);

/** Call first, before the body is read: 429 when the client has used up its attempts. */
export const startSubmission = async (form: PublicForm, req: Request, context: RequestContext): Promise<Submission> => {
  const session = await currentSession(req);
  if (session && roleAllows(session.role, 'registrar')) return UNLIMITED;
  await countFormAttempt(form, context.ip, FORM_LIMITS[form]);
  return {
    admit: () => consumeClientAllowance(form, context.ip, FORM_LIMITS[form]),
    accept: async () => {
      const ceiling = ceilingOf(form);
      if (ceiling !== undefined) await consumeSiteAllowance(form, ceiling);
    },
  };
};
