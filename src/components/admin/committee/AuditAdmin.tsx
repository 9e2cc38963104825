/**
 * /admin/audit (owners): the audit log, newest first, a page at a time, filtered by person, kind,
 * area and dates on the server. Each entry reads as a sentence; its ids are in its detail dialog.
 * Read-only: entries cannot be changed or deleted.
 */
import { useEffect, useId, useState } from 'react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_RESOURCES,
  auditLine,
  auditMessages,
  auditResourceLabel,
} from '#domain/committee/audit.ts';
import type { AuditEntry } from '#domain/committee/audit.schema.ts';
import { formatDateTime } from '#domain/common/dates.ts';
import { api } from '#lib/client/index.ts';
import { errorDetail } from '#lib/error-text.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import { ScreenTitle } from '#components/admin/kit/list.tsx';
import { Pager } from '#components/ui/paging.tsx';
import { Empty, ErrorMessage, Loading } from '#components/ui/status.tsx';
import { btnSecondary, card, inputClass, labelClass, tableClass, tdClass } from '#components/ui/styles.ts';
import { TableHead, tbodyClass } from '#components/ui/table.tsx';
import { usePagedQuery } from '#components/ui/usePagedQuery.ts';
import { AuditEntryDialog } from './AuditEntryDialog.tsx';

const PAGE_SIZE = 25;
const when = formatDateTime;

function AuditScreen() {
  const id = useId();
  const [people, setPeople] = useState<{ id: string; name: string }[]>([]);
  const [filters, setFilters] = useState({ actor: '', action: '', resource: '', from: '', to: '' });
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const list = usePagedQuery<AuditEntry>(api.audit, { pageSize: PAGE_SIZE, filters });
  const set = (name: keyof typeof filters) => (value: string) => setFilters((current) => ({ ...current, [name]: value }));

  useEffect(() => {
    api.accounts().then(
      (answer) => setPeople(answer.accounts.map((account) => ({ id: account._id, name: account.name }))),
      (caught: unknown) => console.error(caught),
    );
  }, []);

  const select = (name: keyof typeof filters, label: string, options: { value: string; label: string }[]) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`${id}-${name}`} className={inputClass} value={filters[name]} onChange={(event) => set(name)(event.target.value)}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  const date = (name: 'from' | 'to', label: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="date"
        className={inputClass}
        value={filters[name]}
        onChange={(event) => set(name)(event.target.value)}
      />
    </div>
  );

  return (
    <>
      <ScreenTitle title={auditMessages.heading}>
        Every change made in the admin area, and every sign-in: who did what, and when. Newest first; entries cannot be changed. Details
        shows an entry’s ids.
      </ScreenTitle>
      <form
        className={`${card} grid gap-4 sm:grid-cols-2 lg:grid-cols-5`}
        aria-label="Filter the audit log"
        onSubmit={(event) => event.preventDefault()}
      >
        {select(
          'actor',
          'Person',
          people.map((person) => ({ value: person.id, label: person.name })),
        )}
        {select(
          'action',
          'Kind',
          AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
        )}
        {select(
          'resource',
          'Area',
          AUDIT_RESOURCES.map((resource) => ({ value: resource, label: auditResourceLabel(resource) })),
        )}
        {date('from', 'From')}
        {date('to', 'To')}
      </form>
      <div className="mt-6">
        {list.status === 'loading' ? (
          <Loading />
        ) : list.status === 'error' && list.items.length === 0 ? (
          <ErrorMessage>{auditMessages.loadFailed(errorDetail(list.error))}</ErrorMessage>
        ) : list.items.length === 0 ? (
          <Empty>{auditMessages.empty}</Empty>
        ) : (
          <>
            {/* A table on wider screens; on a phone each row stacks into a card, so nothing scrolls sideways. */}
            <div className="rounded-lg border border-slate-200 bg-white" role="region" aria-labelledby={`${id}-caption`}>
              <table className={`${tableClass} block sm:table`}>
                <caption id={`${id}-caption`} className="sr-only">
                  Audit log entries
                </caption>
                <TableHead headings={['When', 'What happened', 'Kind']} className="hidden bg-slate-50 sm:table-header-group">
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">{auditMessages.details}</span>
                  </th>
                </TableHead>
                <tbody className={`${tbodyClass} block sm:table-row-group`}>
                  {list.items.map((entry) => (
                    <tr key={entry._id} data-audit-entry className="block py-2 sm:table-row sm:py-0">
                      <td className={`${tdClass} block text-slate-700 sm:table-cell sm:whitespace-nowrap sm:text-slate-800`}>
                        {when(entry.at)}
                      </td>
                      <td className={`${tdClass} block break-words sm:table-cell sm:w-full`}>{auditLine(entry)}</td>
                      <td className={`${tdClass} block text-slate-700 sm:table-cell sm:whitespace-nowrap`}>
                        {AUDIT_ACTION_LABELS[entry.action]}
                        <span className="text-slate-600 sm:block sm:text-xs">
                          <span className="sm:hidden"> · </span>
                          {auditResourceLabel(entry.resource)}
                        </span>
                      </td>
                      <td className={`${tdClass} block sm:table-cell`}>
                        <button
                          type="button"
                          className={`${btnSecondary} px-3 py-1 text-sm`}
                          aria-label={`${auditMessages.details}: ${auditLine(entry)}`}
                          onClick={() => setOpen(entry)}
                        >
                          {auditMessages.details}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />
            <Pager
              page={list.page}
              pageCount={list.pageCount}
              start={(list.page - 1) * list.pageSize}
              shown={list.items.length}
              total={list.total}
              onPage={list.setPage}
              label="Audit log pages"
            />
          </>
        )}
      </div>
    </>
  );
}

export default adminOnly(AuditScreen);
