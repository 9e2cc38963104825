/**
 * One audit entry in full: the sentence, then who (with their account id), when, the kind, the
 * area and the record's id, and for failed sign-ins the count and the first attempt. The ids live
 * here so the list itself reads as sentences.
 */
import { useId } from 'react';
import { AUDIT_ACTION_LABELS, auditLine, auditMessages, auditResourceLabel } from '#domain/committee/audit.ts';
import type { AuditEntry } from '#domain/committee/audit.schema.ts';
import { formatDateTime } from '#domain/common/dates.ts';
import { Dialog } from '#components/ui/Dialog.tsx';
import { btnSecondary } from '#components/ui/styles.ts';

const row = (term: string, value: string | undefined, mono = false) =>
  value ? (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold text-slate-700">{term}</dt>
      <dd className={mono ? 'font-mono text-sm break-all' : 'break-words'}>{value}</dd>
    </div>
  ) : null;

export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      labelledBy={titleId}
      closeOnBackdrop
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {entry && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-brand-900">
              {auditMessages.detailHeading}
            </h2>
            <button type="button" className={btnSecondary} onClick={onClose} data-autofocus>
              {auditMessages.close}
            </button>
          </div>
          <p className="mb-4 text-base">{auditLine(entry)}</p>
          <dl className="divide-y divide-slate-200 text-sm">
            {row('When', formatDateTime(entry.at))}
            {row('First attempt', entry.firstAt && entry.count ? formatDateTime(entry.firstAt) : undefined)}
            {row('Attempts', entry.count ? String(entry.count) : undefined)}
            {row('Who', entry.actor.role ? `${entry.actor.name} (${entry.actor.role})` : entry.actor.name)}
            {row('Account id', entry.actor.id, true)}
            {row('Kind', AUDIT_ACTION_LABELS[entry.action])}
            {row('Area', auditResourceLabel(entry.resource))}
            {row('Record id', entry.resourceId, true)}
            {row('Entry id', entry._id, true)}
          </dl>
        </div>
      )}
    </Dialog>
  );
}
