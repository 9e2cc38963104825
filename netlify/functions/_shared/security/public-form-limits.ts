/**
 * The public forms (skater registration and renewal, event registration, championship entries,
 * contact, and the registry's look-ups by reference or registration number) are open to anyone,
 * so each one is guarded against bots and floods: the honeypot field is part of each form's
 * schema (a filled one fails validation with 400), and throttle.ts limits how often:
 *   - every attempt per client, before the body is even read, within a budget several times the
 *     allowance, so a flood of junk is refused with 429 before any parsing;
 *   - accepted submissions per client, counted only once a submission has passed every check,
 *     so a visitor correcting mistakes is not locked out;
 *   - accepted submissions per form from all clients together, per hour (environment variables),
 *     so a flood from many addresses cannot grow a collection without bound.
 */
import { env } from '../platform/env.ts';
import type { RequestContext } from '../platform/http.ts';
import { currentSession } from './sessions.ts';
import { consumeFormAllowance, countFormAttempt, type FormLimit } from './throttle.ts';

const HOUR = 60 * 60_000;

export const FORM_LIMITS = {
  // A coach may register a whole club's skaters from one phone.
  skater: { limit: 20, attempts: 100, windowMs: HOUR },
  registration: { limit: 10, attempts: 50, windowMs: HOUR },
  contact: { limit: 5, attempts: 25, windowMs: HOUR },
  // Registration status and renewal look-ups: each one counts, found or not, so that a date of
  // birth cannot be guessed against a known reference or registration number.
  lookup: { limit: 20, attempts: 100, windowMs: HOUR },
  // Championship entries and their eligibility look-ups (each counts, found or not, like the
  // registry's): a coach may look up and enter a whole club's skaters in an hour.
  entry: { limit: 60, attempts: 300, windowMs: HOUR },
} as const satisfies Record<string, FormLimit>;

export type PublicForm = keyof typeof FORM_LIMITS;

export interface Submission {
  /** Call after validation, right before the first write: 429 over the client's or the form's limit. */
  admit: () => Promise<void>;
}

const UNLIMITED: Submission = { admit: async () => undefined };

/**
 * Call first, before the body is read: 429 when the client has used up its attempts. Signed-in
 * admins are not limited (the admin's add-skater screen posts to the same route).
 */
export const startSubmission = async (form: PublicForm, req: Request, context: RequestContext): Promise<Submission> => {
  if (await currentSession(req)) return UNLIMITED;
  await countFormAttempt(form, context.ip, FORM_LIMITS[form]);
  return { admit: () => consumeFormAllowance(form, context.ip, FORM_LIMITS[form], env().formsPerHour[form]) };
};
