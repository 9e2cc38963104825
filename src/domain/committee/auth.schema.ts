/** The admin login payload, `{admin, password}` as the original API takes it. */
import { z } from 'zod';
import { ROLES } from './account.ts';
import { requiredText } from '#domain/common/fields.schema.ts';

export const loginSchema = z.object({
  admin: requiredText('Name', 100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password must be at most 200 characters'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const sessionStatusSchema = z.object({ authenticated: z.boolean(), admin: z.string().optional(), role: z.enum(ROLES).optional() });
export type SessionStatus = z.infer<typeof sessionStatusSchema>;
