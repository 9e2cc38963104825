/** The API tests' admin: the name and password of ADMIN_USERS (hashed once per run, admin-hash.setup.ts). */
export const ADMIN = { name: 'admin', password: 'correct horse battery staple' } as const;

declare module 'vitest' {
  export interface ProvidedContext {
    /** ADMIN_USERS for ADMIN, provided by admin-hash.setup.ts. */
    adminUsers?: string;
  }
}
