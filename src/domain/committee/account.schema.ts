/** Admin accounts: the stored record, what the API answers, and the inputs. */
import { z } from 'zod';
import { ACCOUNT_NAME_MAX, ACCOUNT_STATUSES, PASSWORD_MAX, PASSWORD_MIN, ROLES } from './account.ts';
import { emailField, idSchema, requiredText } from '#domain/common/fields.schema.ts';

const roleField = z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` });
const statusField = z.enum(ACCOUNT_STATUSES, { error: `Status must be one of ${ACCOUNT_STATUSES.join(', ')}` });

/** A new password: long enough to resist guessing, bounded so hashing stays cheap. */
export const newPasswordField = (label = 'Password') =>
  z
    .string({ error: `${label} is required` })
    .min(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `${label} must be at most ${PASSWORD_MAX} characters`);

export const accountSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: roleField,
  status: statusField,
  /** '' until the admin has set a password through their link. */
  passwordHash: z.string(),
  /** The current set-password link: only a digest of its token is kept. */
  link: z.object({ digest: z.string(), expiresAt: z.string(), usedAt: z.string().optional() }).optional(),
  createdAt: z.string(),
  changedAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** An account as owners see it: never the hash or the link's digest. */
export interface AccountView {
  _id: string;
  name: string;
  email: string;
  role: Account['role'];
  status: Account['status'];
  passwordSet: boolean;
  /** When the current set-password link stops working, if one is open. */
  linkExpiresAt?: string;
  /** From ADMIN_USERS: an owner that cannot be changed in the browser. */
  configured: boolean;
  createdAt?: string;
  changedAt?: string;
}

export const accountInputSchema = z.object({
  name: requiredText('Name', ACCOUNT_NAME_MAX),
  email: emailField('E-mail'),
  role: roleField,
});
export type AccountInput = z.input<typeof accountInputSchema>;

export const accountChangeSchema = z.object({ role: roleField.optional(), status: statusField.optional() });
export type AccountChange = z.input<typeof accountChangeSchema>;

export const setPasswordSchema = z.object({
  token: z.string({ error: 'The link is incomplete' }).min(1, 'The link is incomplete').max(200, 'The link is not valid'),
  password: newPasswordField(),
});
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(PASSWORD_MAX),
  newPassword: newPasswordField('New password'),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The answer to adding an account or issuing a new link. */
export interface AccountLink {
  message: string;
  account: AccountView;
  /** The one-time set-password link, shown to the owner once. */
  link: string;
  emailed: boolean;
}
