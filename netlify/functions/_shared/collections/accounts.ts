/**
 * The admin accounts made in the browser.
 */
import { type Account, accountSchema } from '#domain/committee/account.schema.ts';
import { collection, define, fitted } from '#shared/store/index.ts';
import { byName } from '#shared/store/sort-keys.ts';

/** Admin accounts made in the browser (ADMIN_USERS accounts live in the configuration only). */
export const accountsDefinition = define({
  name: 'admin-accounts',
  schema: accountSchema,
  indexes: {
    byName: {
      key: (account: Account) => byName(account.name),
      // Never the password hash or the link's digest: a list needs neither.
      summary: ({ passwordHash, link, ...account }: Account) =>
        fitted({ ...account, passwordSet: passwordHash !== '', ...(link && !link.usedAt ? { linkExpiresAt: link.expiresAt } : {}) }),
    },
  },
});

// Factories, so that every caller names its collection the same way; the store itself is reached
// only inside each operation (getStore() at module scope fails in production).
export const accounts = () => collection(accountsDefinition);
