/**
 * /admin/audit (owners): the audit log, newest first, a page at a time, filtered by person,
 * action, resource and dates on the server. Read-only: entries cannot be changed or deleted.
 */
import { useEffect, useId, useState } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_RESOURCES, auditMessages } from '#domain/committee/audit.ts';
import type { AuditEntry } from '#domain/committee/audit.schema.ts';
import { formatDateTime } from '#domain/common/dates.ts';
import { api } from '#lib/api-client.ts';
import { errorDetail } from '#lib/error-text.ts';
import { adminOnly } from '../shell/RequireAdmin';
import { ScreenTitle } from '../kit/list';
import { Pager } from '../../ui/paging';
import { Empty, ErrorMessage, Loading } from '../../ui/status';
import { card, inputClass, labelClass, tdClass } from '../../ui/styles';
import { RegionTable } from '../kit/DataTable';
import { usePagedQuery } from '../../ui/usePagedQuery';

const PAGE_SIZE = 25;
const when = formatDateTime;

function AuditScreen() {
  const id = useId();
  const [people, setPeople] = useState<{ id: string; name: string }[]>([]);
  const [filters, setFilters] = useState({ actor: '', action: '', resource: '', from: '', to: '' });
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
        Every change made in the admin area, and every sign-in: who, when, what. Newest first; entries cannot be changed.
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
          'Action',
          AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
        )}
        {select(
          'resource',
          'Resource',
          AUDIT_RESOURCES.map((resource) => ({ value: resource, label: resource })),
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
            <RegionTable id={id} caption="Audit log entries" headings={['When', 'Who', 'Action', 'Resource', 'Id', 'Summary']}>
              {list.items.map((entry) => (
                <tr key={entry._id} data-audit-entry>
                  <td className={`${tdClass} whitespace-nowrap`}>{when(entry.at)}</td>
                  <td className={tdClass}>{entry.actor.name}</td>
                  <td className={tdClass}>{AUDIT_ACTION_LABELS[entry.action]}</td>
                  <td className={tdClass}>{entry.resource}</td>
                  <td className={`${tdClass} font-mono text-xs`}>{entry.resourceId}</td>
                  <td className={tdClass}>{entry.summary}</td>
                </tr>
              ))}
            </RegionTable>
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
