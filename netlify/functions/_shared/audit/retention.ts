/** Deleting audit entries past their retention time (`AUDIT_RETENTION_DAYS`, two years unless set). */
import { auditLog } from '#shared/collections/audit.ts';
import { env } from '#shared/platform/env.ts';

/** The most entries one sweep deletes, so a run stays well inside a function's time limit; the next run goes on. */
const AUDIT_SWEEP_MAX = 500;

/**
 * Deletes the entries older than the retention time, oldest first, reading the index from its
 * start and stopping at the first entry young enough to keep. Answers how many went.
 */
export const sweepOldEntries = async (now = Date.now()): Promise<number> => {
  const cutoff = new Date(now - env().auditRetentionDays * 86_400_000).toISOString();
  const old: string[] = [];
  scan: for await (const chunk of auditLog().scan('newest')) {
    for (const entry of chunk) {
      if (entry.at >= cutoff || old.length >= AUDIT_SWEEP_MAX) break scan;
      old.push(entry._id);
    }
  }
  for (const id of old) await auditLog().remove(id);
  return old.length;
};
