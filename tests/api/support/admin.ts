/** The API tests' admin: the name and password of ADMIN_USERS (hashed once per run, admin-hash.setup.ts). */
export const ADMIN = { name: 'admin', password: 'correct horse battery staple' } as const;

/**
 * scrypt's N in the API tests is 2^10 rather than 2^17: same algorithm, same code path, a
 * 128th of the work (`lowerPasswordCostForTests`). Both the run's set-up and every test file's
 * harness set it, so hashes made in one are accepted in the other.
 */
export const TEST_PASSWORD_LOG_N = 10;

declare module 'vitest' {
  export interface ProvidedContext {
    /** ADMIN_USERS for ADMIN, provided by admin-hash.setup.ts. */
    adminUsers?: string;
  }
}
