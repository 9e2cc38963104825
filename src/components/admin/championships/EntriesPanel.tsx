/**
 * A championship's entries for admins: per event or per race (and entered or withdrawn), searched
 * by name, number or club, a page at a time; withdraw one after confirmation, add one with the
 * entry form, export the list shown as CSV (streamed by the server).
 */
import { useId, useState } from 'react';
import { PAGE_SIZE_DEFAULT } from '#config/paging.ts';
import { championshipAdminTexts as texts } from '#domain/championships/championship-texts.ts';
import type { PublicChampionship } from '#domain/championships/championship-views.ts';
import type { Entry } from '#domain/championships/championship.schema.ts';
import { api, type ListParams } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import EntryForm from './EntryForm.tsx';
import { SelectField } from '#components/admin/kit/fields.tsx';
import { TextInput } from '#components/ui/inputs.tsx';
import { NoticeView } from '#components/admin/kit/Notice.tsx';
import { Pager } from '#components/ui/paging.tsx';
import { ErrorMessage } from '#components/ui/status.tsx';
import { btnDangerOutline, btnSecondary, card, tdClass } from '#components/ui/styles.ts';
import { RowHeading, ScrollTable, TableHead, tbodyClass } from '#components/ui/table.tsx';
import { usePagedQuery } from '#components/ui/usePagedQuery.ts';
import { useConfirm } from '#components/admin/kit/hooks/useConfirm.tsx';
import { useNotice } from '#components/admin/kit/hooks/useNotice.ts';

export default function EntriesPanel({ eventId, championship }: { eventId: string; championship: PublicChampionship }) {
  const id = useId();
  const [race, setRace] = useState('');
  const [status, setStatus] = useState('');
  const list = usePagedQuery<Entry>((params: ListParams) => api.entries(eventId, params), {
    pageSize: PAGE_SIZE_DEFAULT,
    filters: { race, status },
  });
  const { notice, show, clear } = useNotice();
  const [confirm, confirmDialog] = useConfirm();
  const raceName = new Map(championship.races.map((item) => [item._id, item.name]));

  const withdraw = async (entry: Entry) => {
    if (!(await confirm(texts.confirmWithdraw(entry.name), texts.withdraw))) return;
    clear();
    try {
      const answer = await api.withdrawEntry(entry._id);
      list.replaceItem(answer.entry);
      show('success', answer.message);
    } catch (error) {
      show('error', failureText(error, { failed: texts.withdrawFailed }));
    }
  };

  const { entryColumns: columns } = texts;
  const start = (list.page - 1) * list.pageSize;
  return (
    <div className="grid gap-6">
      <NoticeView notice={notice} onDismiss={clear} />
      <section aria-labelledby={`${id}-list`} className={card}>
        <h3 id={`${id}-list`} className="sr-only">
          {texts.entriesHeading}
        </h3>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            id={`${id}-race`}
            label={texts.race}
            value={race}
            onChange={setRace}
            options={[{ value: '', label: texts.allRaces }, ...championship.races.map((item) => ({ value: item._id, label: item.name }))]}
          />
          <SelectField
            id={`${id}-status`}
            label={texts.status}
            value={status}
            onChange={setStatus}
            options={[
              { value: '', label: texts.allStatuses },
              { value: 'entered', label: texts.statusNames.entered },
              { value: 'withdrawn', label: texts.statusNames.withdrawn },
            ]}
          />
          <TextInput
            id={`${id}-search`}
            label={texts.searchEntries}
            type="search"
            value={list.query}
            onChange={(event) => list.setQuery(event.target.value)}
          />
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <a className={btnSecondary} href={api.entriesCsvUrl(eventId, { race, status, q: list.params.q })} download>
            {texts.exportCsv}
          </a>
        </div>
        {list.status === 'error' && (
          <ErrorMessage className="mt-4">{failureText(list.error, { failed: texts.entriesFailed })}</ErrorMessage>
        )}
        {list.status === 'ready' && list.items.length === 0 && <p className="mt-4 text-slate-700">{texts.noEntries}</p>}
        {list.items.length > 0 && (
          <ScrollTable boxClassName="mt-4" data-testid="entries-table">
            <TableHead headings={[columns.name, columns.registrationNo, columns.club, columns.races, columns.status, columns.actions]} />
            <tbody className={tbodyClass}>
              {list.items.map((entry) => (
                <tr key={entry._id} data-entry={entry.name}>
                  <RowHeading>{entry.name}</RowHeading>
                  <td className={tdClass}>{entry.registrationNo}</td>
                  <td className={tdClass}>{entry.club}</td>
                  <td className={tdClass}>{entry.raceIds.map((raceId) => raceName.get(raceId) ?? raceId).join(', ')}</td>
                  <td className={tdClass}>
                    {texts.statusNames[entry.status]}
                    {(entry as { unpaid?: boolean }).unpaid && entry.status === 'entered' && (
                      <span className="block text-amber-800">{texts.feeUnpaid}</span>
                    )}
                  </td>
                  <td className={tdClass}>
                    {entry.status === 'entered' && (
                      <button
                        type="button"
                        className={btnDangerOutline}
                        aria-label={texts.withdrawLabel(entry.name)}
                        onClick={() => void withdraw(entry)}
                      >
                        {texts.withdraw}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
        <Pager
          page={list.page}
          pageCount={list.pageCount}
          start={start}
          shown={list.items.length}
          total={list.status === 'error' ? 0 : list.total}
          onPage={list.setPage}
          label="Entry pages"
        />
      </section>
      <EntryForm
        championship={championship}
        eventTitle=""
        heading={texts.addEntryHeading}
        intro={texts.addEntryIntro}
        onEntered={list.reload}
      />
      {confirmDialog}
    </div>
  );
}
