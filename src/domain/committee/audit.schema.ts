/** Audit log entries and the query of GET /api/audit. */
import { z } from 'zod';
import { AUDIT_ACTIONS } from './audit.ts';
import { ROLES } from './account.ts';
import { idSchema } from '#domain/common/fields.schema.ts';
import { isRealIsoDate } from '#domain/common/fields.ts';
import { listQuerySchema, optionFilter } from '#domain/common/list-query.schema.ts';

export const auditEntrySchema = z.object({
  _id: idSchema,
  at: z.string(),
  /** The account (its id, and its name and role at the time) that acted; entries from before roles were kept have none. */
  actor: z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES).optional() }),
  action: z.enum(AUDIT_ACTIONS),
  resource: z.string(),
  resourceId: z.string(),
  summary: z.string(),
  /** Failed sign-ins from one connection in one hour share an entry: how many, and when the first was (`at` is the latest). */
  count: z.number().int().positive().optional(),
  firstAt: z.string().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const dayFilter = (label: string) =>
  z
    .string()
    .max(10, { error: `${label} must be a date (YYYY-MM-DD)`, abort: true })
    .refine((value) => value === '' || isRealIsoDate(value), `${label} must be a date (YYYY-MM-DD)`)
    .optional()
    .transform((value) => value ?? '');

export const auditQuerySchema = listQuerySchema.extend({
  /** An account id. */
  actor: z
    .string()
    .max(120, { error: 'Person is not valid', abort: true })
    .optional()
    .transform((value) => value ?? ''),
  action: optionFilter('action', AUDIT_ACTIONS),
  resource: z
    .string()
    .max(60, { error: 'Resource is not valid', abort: true })
    .optional()
    .transform((value) => value ?? ''),
  from: dayFilter('From'),
  to: dayFilter('To'),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
