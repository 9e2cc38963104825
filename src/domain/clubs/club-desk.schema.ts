/** What the club desk's routes accept and answer, and what a coach address keeps (zod, server and types). */
import { z } from 'zod';
import { emailField, idSchema } from '../common/fields.schema.ts';

/** One coach address of one club: personal data, never in a public answer, a log line or an audit entry. */
export const coachSchema = z.object({
  _id: idSchema,
  clubId: idSchema,
  email: z.string(),
  createdAt: z.string(),
});
export type Coach = z.infer<typeof coachSchema>;

export const coachInputSchema = z.object({ clubId: idSchema, email: emailField('Coach e-mail') });
export type CoachInput = z.input<typeof coachInputSchema>;

export const coachListQuerySchema = z.object({ club: idSchema });

export const coachViewSchema = coachSchema.pick({ _id: true, email: true, createdAt: true });
export const coachListSchema = z.object({ coaches: z.array(coachViewSchema) });

/** What the club desk's session answers: signed in or not, and as whom, for which club. */
export const deskSessionSchema = z.union([
  z.object({ signedIn: z.literal(false) }),
  z.object({ signedIn: z.literal(true), email: z.string(), club: z.object({ _id: idSchema, clubName: z.string() }) }),
]);
export type DeskSession = z.infer<typeof deskSessionSchema>;

export const signedInAnswerSchema = z.union([
  z.object({ message: z.string(), email: z.string() }),
  z.object({ confirm: z.object({ email: z.string(), current: z.string().optional() }) }),
]);
