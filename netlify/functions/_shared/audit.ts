/**
 * The audit log: every admin change appends one entry (when, who, action, resource, id, a short
 * summary). Entries are only ever added (the API has no way to change or delete one) and read
 * newest first from an ordered index, so appending and reading a page cost the same at any size.
 * A summary never holds a personal value: routes give one only from non-personal fields (a news
 * title, a role), and the default names the action and the resource alone.
 */
import { AUDIT_SUMMARY_MAX, type AuditAction } from '../../../src/domain/audit.ts';
import type { AuditEntry } from '../../../src/domain/audit.schema.ts';
import { auditLog } from './collections.ts';
import { env } from './env.ts';
import { newId } from './store/index.ts';

export interface AuditActor {
  id: string;
  name: string;
}

export interface AuditFacts {
  actor: AuditActor;
  action: AuditAction;
  resource: string;
  resourceId?: string;
  summary: string;
}

/**
 * Appends an entry. The change it records has already happened, so a failure to write the entry
 * is logged (without request data) rather than turned into an error the admin would retry.
 */
export const appendAudit = async ({ actor, action, resource, resourceId = '', summary }: AuditFacts, at = new Date()): Promise<void> => {
  const entry: AuditEntry = {
    _id: newId(),
    at: at.toISOString(),
    actor,
    action,
    resource,
    resourceId,
    summary: summary.length > AUDIT_SUMMARY_MAX ? `${summary.slice(0, AUDIT_SUMMARY_MAX - 1)}…` : summary,
  };
  try {
    await auditLog().insert(entry);
  } catch (error) {
    console.error(`[audit] could not record ${action} of ${resource}:`, error instanceof Error ? error.message : error);
  }
};

/** The most entries one sweep deletes, so a run stays well inside a function's time limit; the next run goes on. */
export const AUDIT_SWEEP_MAX = 500;

/**
 * Deletes the entries older than the retention time (`AUDIT_RETENTION_DAYS`), oldest first,
 * reading the index from its start and stopping at the first entry young enough to keep.
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
