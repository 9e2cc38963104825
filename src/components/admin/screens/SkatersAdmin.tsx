/**
 * /deleteskaters: every skater profile with the total count, a search that also matches the age
 * category, age and age category columns, the Aadhaar number masked (decision 5), the identity
 * proof behind its admin-only URL, delete after confirmation (decision 19) and CSV export of the
 * filtered list.
 */
import { useId, useState } from 'react';
import { EVENT_CATEGORIES } from '../../../config/rules';
import { AGE_CATEGORIES } from '../../../domain/age-category';
import { skaterMessages, type AdminSkater } from '../../../domain/skater';
import { api } from '../../../lib/api-client';
import RequireAdmin from '../RequireAdmin';
import { useConfirm } from '../ui/confirm';
import { datedFilename, downloadCsv, toCsv } from '../ui/csv';
import { failureText } from '../ui/errors';
import { SelectField } from '../ui/fields';
import { Empty, Loading, LoadError, ScreenTitle, SearchField, useList } from '../ui/list';
import { NoticeView, useNotice } from '../ui/notice';
import { matchesSearch, Pager, usePaging } from '../ui/paging';
import { btnDangerOutline, btnSecondary, card, tableClass, tdClass, thClass } from '../ui/styles';

const ANY = '';

const CSV_HEADER = [
  'Name',
  'RSFI No',
  "Parent's name",
  'Date of birth',
  'Age',
  'Age category',
  'Gender',
  'Event category',
  'Representative club',
  'Coach',
  'Phone',
  'Email',
  'Aadhaar (masked)',
  'Proof type',
  'Registered on',
] as const;

const csvRow = (skater: AdminSkater) => [
  skater.name,
  skater.rsfiNo,
  skater.parentName,
  skater.dob,
  skater.age,
  skater.ageCategory,
  skater.gender,
  skater.eventCategory,
  skater.representativeClub,
  skater.coachName,
  skater.phoneNo,
  skater.email,
  skater.aadharNo,
  skater.proofType,
  skater.createdAt.slice(0, 10),
];

const columns = [
  'S.no',
  'Photo',
  'Name',
  'Age',
  'Age category',
  'Gender',
  'Event category',
  'Club',
  'Coach',
  'Parent',
  'Contact',
  'Aadhaar',
  'Identity proof',
];

function SkatersScreen() {
  const id = useId();
  const { items, setItems, state } = useList(api.adminSkaters);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ANY);
  const [ageCategory, setAgeCategory] = useState(ANY);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { notice, show, clear } = useNotice();
  const [confirm, confirmDialog] = useConfirm();

  const filtered = items.filter(
    (skater) =>
      (category === ANY || skater.eventCategory === category) &&
      (ageCategory === ANY || skater.ageCategory === ageCategory) &&
      matchesSearch(query, [skater.name, skater.gender, skater.eventCategory, skater.representativeClub, skater.ageCategory]),
  );
  const { page, setPage, pageCount, pageItems, start, total } = usePaging(filtered, 25, `${query}|${category}|${ageCategory}`);

  const remove = async (skater: AdminSkater) => {
    if (!(await confirm(skaterMessages.confirmDelete))) return;
    clear();
    setDeletingId(skater._id);
    try {
      await api.deleteSkater(skater._id);
      setItems((current) => current.filter((candidate) => candidate._id !== skater._id));
      show('success', skaterMessages.deleted);
    } catch (caught) {
      show('error', failureText(caught, skaterMessages.deleteFailed, skaterMessages.deleteError));
    } finally {
      setDeletingId(null);
    }
  };

  const exportCsv = () => downloadCsv(datedFilename('skater-profiles'), toCsv(CSV_HEADER, filtered.map(csvRow)));

  return (
    <>
      <ScreenTitle title={state === 'loaded' ? skaterMessages.listHeading(items.length) : 'Skater Profiles'}>
        Every registered skater. Aadhaar numbers are masked; identity proofs open only for signed-in admins.
      </ScreenTitle>
      <NoticeView notice={notice} onDismiss={clear} />
      {state === 'loading' ? (
        <Loading />
      ) : state === 'error' ? (
        <LoadError text={skaterMessages.fetchFailed} />
      ) : items.length === 0 ? (
        <Empty text="No skater profiles found" />
      ) : (
        <div className={card}>
          <div className="flex flex-wrap items-end gap-4">
            <SearchField
              id={`${id}-search`}
              label={skaterMessages.search}
              value={query}
              onChange={setQuery}
              placeholder="Name, gender, category, club or age category"
            />
            <div className="min-w-48">
              <SelectField
                id={`${id}-category`}
                label="Event category"
                value={category}
                onChange={setCategory}
                options={[{ value: ANY, label: 'All categories' }, ...EVENT_CATEGORIES]}
              />
            </div>
            <div className="min-w-44">
              <SelectField
                id={`${id}-age`}
                label="Age category"
                value={ageCategory}
                onChange={setAgeCategory}
                options={[{ value: ANY, label: 'All age categories' }, ...AGE_CATEGORIES]}
              />
            </div>
            <button type="button" className={btnSecondary} onClick={exportCsv} disabled={filtered.length === 0}>
              Export CSV
            </button>
          </div>
          <p className="mt-4 text-sm text-slate-700" aria-live="polite">
            {filtered.length} of {items.length} profiles shown
          </p>
          {filtered.length === 0 ? (
            <Empty text="No profiles match your search." />
          ) : (
            <div
              className="relative mt-3 overflow-x-auto rounded-lg border border-slate-200"
              tabIndex={0}
              role="region"
              aria-labelledby={`${id}-caption`}
            >
              <table className={tableClass}>
                <caption id={`${id}-caption`} className="sr-only">
                  Skater profiles
                </caption>
                <thead className="bg-slate-50">
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col" className={thClass}>
                        {column}
                      </th>
                    ))}
                    <th scope="col" className={thClass}>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 bg-white">
                  {pageItems.map((skater, index) => (
                    <tr key={skater._id} data-item-id={skater._id}>
                      <td className={tdClass}>{start + index + 1}</td>
                      <td className={tdClass}>
                        {skater.skaterPhoto ? (
                          <img
                            src={skater.skaterPhoto}
                            alt={`Photo of ${skater.name}`}
                            className="h-12 w-12 rounded-full object-cover"
                            loading="lazy"
                          />
                        ) : (
                          <span className="text-slate-600">None</span>
                        )}
                      </td>
                      <td className={`${tdClass} font-medium`}>
                        {skater.name}
                        {skater.rsfiNo && <span className="block text-xs font-normal text-slate-600">RSFI No. {skater.rsfiNo}</span>}
                      </td>
                      <td className={tdClass}>{skater.age ?? '—'}</td>
                      <td className={`${tdClass} whitespace-nowrap`}>{skater.ageCategory}</td>
                      <td className={tdClass}>{skater.gender || '—'}</td>
                      <td className={tdClass}>{skater.eventCategory}</td>
                      <td className={tdClass}>{skater.representativeClub}</td>
                      <td className={tdClass}>{skater.coachName}</td>
                      <td className={tdClass}>{skater.parentName}</td>
                      <td className={tdClass}>
                        <span className="block whitespace-nowrap">{skater.phoneNo}</span>
                        <a className="text-brand-700 underline hover:no-underline" href={`mailto:${skater.email}`}>
                          {skater.email}
                        </a>
                      </td>
                      <td className={`${tdClass} font-mono whitespace-nowrap`}>{skater.aadharNo}</td>
                      <td className={tdClass}>
                        <a
                          className="whitespace-nowrap text-brand-700 underline hover:no-underline"
                          href={skater.fileUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          View {skater.proofType || 'proof'}
                          <span className="sr-only"> of {skater.name} (opens in a new tab)</span>
                        </a>
                      </td>
                      <td className={tdClass}>
                        <button
                          type="button"
                          className={btnDangerOutline}
                          onClick={() => void remove(skater)}
                          disabled={deletingId !== null}
                        >
                          {deletingId === skater._id ? 'Deleting…' : 'Delete'}
                          <span className="sr-only"> {skater.name}</span>
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={page} pageCount={pageCount} start={start} shown={pageItems.length} total={total} onPage={setPage} />
        </div>
      )}
      {confirmDialog}
    </>
  );
}

export default function SkatersAdmin() {
  return (
    <RequireAdmin>
      <SkatersScreen />
    </RequireAdmin>
  );
}
