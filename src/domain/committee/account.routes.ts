/** Admin accounts: owners list, add, change, remove them and issue set-password links. */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { ACCOUNT_STATUSES, ROLES } from './account.ts';
import { accountChangeSchema, accountInputSchema } from './account.schema.ts';

/** An account as owners see it (`AccountView`): never the hash or the link's digest. */
const accountViewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  passwordSet: z.boolean(),
  linkExpiresAt: z.string().optional(),
  configured: z.boolean(),
  createdAt: z.string().optional(),
  changedAt: z.string().optional(),
});

const accountAnswerSchema = z.object({ message: z.string(), account: accountViewSchema });

/** `AccountLink`: the one-time set-password link, shown to the owner once. */
const accountLinkSchema = accountAnswerSchema.extend({ link: z.string(), emailed: z.boolean() });

export const accountRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/accounts',
    access: 'owner',
    summary: 'Every account, the `ADMIN_USERS` owners first (read-only), with a note on them.',
    answers: {
      200: { description: 'The accounts, whole.', schema: z.object({ accounts: z.array(accountViewSchema), note: z.string() }) },
    },
  }),
  add: apiRoute({
    method: 'POST',
    path: '/api/accounts',
    access: 'owner',
    summary:
      'Adds an account (`name`, `email`, `role`) and answers its one-time set-password link (e-mailed too when SMTP is configured). 409 e-mail taken.',
    body: accountInputSchema,
    answers: { 201: { description: 'Added, with the link.', schema: accountLinkSchema } },
  }),
  change: apiRoute({
    method: 'PATCH',
    path: '/api/accounts/:id',
    access: 'owner',
    summary: 'Changes an account’s `role` or `status` (active / disabled); its sessions end. 409 the last owner.',
    record: 'Account',
    body: accountChangeSchema,
    answers: { 200: { description: 'The account as changed.', schema: accountAnswerSchema } },
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/accounts/:id',
    access: 'owner',
    summary: 'Removes an account; its sessions end. 409 the last owner.',
    record: 'Account',
    answers: { 200: { description: 'The account removed.', schema: accountAnswerSchema } },
  }),
  link: apiRoute({
    method: 'POST',
    path: '/api/accounts/:id/link',
    access: 'owner',
    summary: 'A new set-password link for the account; the old one stops working.',
    record: 'Account',
    answers: { 200: { description: 'The account, with the new link.', schema: accountLinkSchema } },
  }),
};
