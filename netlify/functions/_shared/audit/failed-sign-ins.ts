/**
 * Failed sign-ins in the audit log, one entry per connection, name and hour. Every failure is
 * worth knowing about, but one entry each would let anyone grow a log that is kept for two years
 * by typing made-up names: instead the failures from one connection (its network, keyed as the
 * throttle keys it, never the address) against one account, or against names that are no
 * account's, in one clock hour add up in a single entry with their count. The entry's id is made
 * from those three, so simultaneous failures find the same entry; `at` moves to the latest
 * failure, so the log still shows the newest first, and `firstAt` keeps the first.
 */
import { auditMessages } from '#domain/committee/audit.ts';
import type { AuditEntry } from '#domain/committee/audit.schema.ts';
import { clientKey, clientNetwork } from '#shared/security/client-key.ts';
import { auditLog } from '#shared/collections/audit.ts';

const HOUR_MS = 60 * 60_000;
/** Two writers meeting on a new entry: the loser adds to the winner's; a third round would be a broken store. */
const ROUNDS = 3;

export interface FailedSignIn {
  actor: { id: string; name: string };
  ip: string;
}

const added =
  (at: string) =>
  (entry: AuditEntry): AuditEntry => {
    const count = (entry.count ?? 1) + 1;
    return { ...entry, at, firstAt: entry.firstAt ?? entry.at, count, summary: auditMessages.failedSignIns(count) };
  };

/** Adds a failed sign-in to its connection's entry of the hour, or starts that entry. Never throws. */
export const recordFailedSignIn = async ({ actor, ip }: FailedSignIn, now = new Date()): Promise<void> => {
  const at = now.toISOString();
  try {
    const hour = Math.floor(now.getTime() / HOUR_MS);
    const id = `sign-in-${hour}-${await clientKey('failed-sign-in', clientNetwork(ip), actor.id)}`;
    for (let round = 0; round < ROUNDS; round += 1) {
      if (await auditLog().update(id, added(at))) return;
      const first: AuditEntry = {
        _id: id,
        at,
        actor,
        action: 'failed-sign-in',
        resource: 'session',
        resourceId: '',
        summary: auditMessages.failedSignIn,
      };
      const inserted = await auditLog()
        .insert(first)
        .then(() => true)
        // Another failure from the same connection wrote the entry first: add to it.
        .catch(async (error: unknown) => ((await auditLog().get(id)) ? false : Promise.reject(error)));
      if (inserted) return;
    }
    throw new Error('the entry could not be written');
  } catch (error) {
    console.error('[audit] could not record failed-sign-in of session:', error instanceof Error ? error.message : error);
  }
};
