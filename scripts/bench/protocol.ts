/** What scripts/bench/server.ts and its parent (harness.ts) share. */

/**
 * Test-only request header naming the simulated visitor: the bench server uses it as the client's
 * address (`context.ip`), so each simulated visitor has its own public-form rate limit.
 */
export const CLIENT_HEADER = 'x-load-client';

export interface ReadyMessage {
  type: 'ready';
  port: number;
  blobsContext: string;
  admin: { name: string; password: string };
}
