/**
 * The three public forms (skater registration, event registration, contact) are open to anyone,
 * so each one is guarded against bots and floods (decision 8): the honeypot field is part of each
 * form's schema (a filled one fails validation with 400), and each client may submit only so
 * many accepted forms per window (429). The allowance is consumed only once a submission has
 * passed every check, so a visitor correcting mistakes is not locked out.
 */
import type { RequestContext } from './http.ts';
import { currentSession } from './sessions.ts';
import { consumeFormAllowance, type RateLimit } from './throttle.ts';

const HOUR = 60 * 60_000;

export const FORM_LIMITS = {
  // A coach may register a whole club's skaters from one phone.
  skater: { limit: 20, windowMs: HOUR },
  registration: { limit: 10, windowMs: HOUR },
  contact: { limit: 5, windowMs: HOUR },
} as const satisfies Record<string, RateLimit>;

export type PublicForm = keyof typeof FORM_LIMITS;

/**
 * Call after validation, right before the first write: throws 429 when the client is over its
 * limit. Signed-in admins are not limited (the admin's add-skater screen posts to the same route).
 */
export const admitSubmission = async (form: PublicForm, req: Request, context: RequestContext): Promise<void> => {
  if (await currentSession(req)) return;
  await consumeFormAllowance(form, context.ip, FORM_LIMITS[form]);
};
