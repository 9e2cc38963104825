/**
 * Appending to the audit log: one entry per admin change (when, who, action, resource, id, and a
 * sentence a person reads). Entries are only ever added (the API has no way to change or delete
 * one; retention.ts deletes them after the retention time) and read newest first from an ordered
 * index, so appending and reading a page cost the same at any size.
 */
import { AUDIT_SUMMARY_MAX, type AuditAction, type AuditResource } from '#domain/committee/audit.ts';
import type { AuditEntry } from '#domain/committee/audit.schema.ts';
import type { Role } from '#domain/committee/account.ts';
import { auditLog } from '#shared/collections/audit.ts';
import { newId } from '#shared/store/index.ts';

export interface AuditActor {
  id: string;
  name: string;
  role?: Role;
}

export interface AuditFacts {
  actor: AuditActor;
  action: AuditAction;
  resource: AuditResource;
  resourceId?: string;
  summary: string;
}

/** The person of an admin session, as entries name them. */
export const actorOf = (session: { accountId: string; admin: string; role: Role }): AuditActor => ({
  id: session.accountId,
  name: session.admin,
  role: session.role,
});

const shortened = (summary: string) => (summary.length > AUDIT_SUMMARY_MAX ? `${summary.slice(0, AUDIT_SUMMARY_MAX - 1)}…` : summary);

/**
 * Appends an entry. The change it records has already happened, so a failure to write the entry
 * is logged (without request data) rather than turned into an error the admin would retry.
 */
export const appendAudit = async ({ actor, action, resource, resourceId = '', summary }: AuditFacts, at = new Date()): Promise<void> => {
  const entry: AuditEntry = { _id: newId(), at: at.toISOString(), actor, action, resource, resourceId, summary: shortened(summary) };
  try {
    await auditLog().insert(entry);
  } catch (error) {
    console.error(`[audit] could not record ${action} of ${resource}:`, error instanceof Error ? error.message : error);
  }
};
