/**
 * The review's access log, for owners only: who opened the child's full record or identity proof,
 * and when (in the association's time zone), newest first, a page at a time from the server. It is
 * read when the owner asks for it, not with every review, and other roles are not offered it (the
 * server refuses them too).
 */
import { useId, useState } from 'react';
import { formatDateTime } from '#domain/common/dates.ts';
import type { AccessEntry } from '#domain/committee/access-log.schema.ts';
import { accessLogTexts } from '#domain/registry/registry.ts';
import { api } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import { useSession } from '#components/admin/shell/session.ts';
import { Pager, pagingOf } from '#components/ui/paging.tsx';
import { Empty, ErrorMessage, Loading } from '#components/ui/status.tsx';
import { btnSecondary } from '#components/ui/styles.ts';
import { usePagedQuery } from '#components/ui/usePagedQuery.ts';

/** A year of openings can be long: ten a page keeps the dialog short. */
const PAGE_SIZE = 10;

function AccessLogList({ skaterId }: { skaterId: string }) {
  const list = usePagedQuery<AccessEntry>((params) => api.skaterAccessLog(skaterId, params), { pageSize: PAGE_SIZE });
  if (list.status === 'loading') return <Loading label={accessLogTexts.loading} />;
  if (list.status === 'error' && list.items.length === 0)
    return (
      <ErrorMessage className="flex flex-wrap items-center justify-between gap-3">
        <span>{failureText(list.error, { failed: accessLogTexts.loadFailed, network: accessLogTexts.loadError })}</span>
        <button type="button" className={btnSecondary} onClick={list.reload}>
          {accessLogTexts.retry}
        </button>
      </ErrorMessage>
    );
  if (list.total === 0) return <Empty>{accessLogTexts.empty}</Empty>;
  const paging = pagingOf(list);
  return (
    <div aria-busy={list.pending}>
      <ol className="divide-y divide-slate-200 rounded-md text-sm ring-1 ring-slate-200" data-access-log>
        {list.items.map((entry) => (
          <li key={entry._id} className="flex flex-col gap-x-4 px-3 py-2 sm:flex-row sm:items-baseline" data-access-entry={entry.kind}>
            <time dateTime={entry.at} className="shrink-0 text-slate-700 sm:w-64">
              {formatDateTime(entry.at)}
            </time>
            <span className="break-words text-slate-900">
              <span className="font-semibold">{entry.who.name}</span> {accessLogTexts.kinds[entry.kind]}
            </span>
          </li>
        ))}
      </ol>
      <Pager
        page={paging.page}
        pageCount={paging.pageCount}
        start={paging.start}
        shown={paging.pageItems.length}
        total={paging.total}
        onPage={paging.setPage}
        label={accessLogTexts.pages}
      />
    </div>
  );
}

export default function AccessLogPanel({ skaterId }: { skaterId: string }) {
  const id = useId();
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (session.status !== 'signed-in' || session.role !== 'owner') return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 space-y-3 border-t border-slate-200 pt-4" data-access-log-panel>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-heading`} className="text-lg font-bold text-brand-900">
          {accessLogTexts.heading}
        </h3>
        <button type="button" className={btnSecondary} aria-expanded={open} aria-controls={`${id}-log`} onClick={() => setOpen(!open)}>
          {open ? accessLogTexts.hide : accessLogTexts.show}
        </button>
      </div>
      <div id={`${id}-log`} hidden={!open} className="space-y-3">
        <p className="text-sm text-slate-700">{accessLogTexts.intro}</p>
        {open && <AccessLogList skaterId={skaterId} />}
      </div>
    </section>
  );
}
