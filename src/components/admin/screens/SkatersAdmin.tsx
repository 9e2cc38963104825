/**
 * /admin/skaters (was /deleteskaters): every skater profile with the total count, a search that also matches the age
 * category, age and age category columns, the Aadhaar number masked to its last four digits, the identity
 * proof behind its admin-only URL, delete after confirmation (a profile holds personal data) and CSV export of the
 * filtered list.
 */
import { useId, useState } from 'react';
import { skaterMessages } from '../../../domain/skater';
import type { AdminSkater } from '../../../domain/skater.schema';
import { api } from '../../../lib/api-client';
import { useAdminList } from '../hooks/useAdminList';
import { adminOnly } from '../RequireAdmin';
import AdminTable from '../../ui/DataTable';
import { datedFilename, downloadCsv, toCsv } from '../../../lib/csv';
import DeleteButton from '../../ui/DeleteButton';
import EmailLink from '../../ui/EmailLink';
import { failureText } from '../../../lib/error-text';
import { ANY, CategoryFilter, inCategories } from '../skater-filters';
import { btnSecondary, card, tdClass } from '../../ui/styles';
import { Empty, Loading, ErrorMessage } from '../../ui/status';
import { ScreenTitle, SearchField } from '../../ui/list';
import { NoticeView } from '../../ui/Notice';
import { matchesSearch } from '../../../lib/search';
import { PagedResults } from '../../ui/paging';
import { usePaging } from '../hooks/usePaging';

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
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ANY);
  const [ageCategory, setAgeCategory] = useState(ANY);
  const { items, state, notice, clear, deleteButton, confirmDialog } = useAdminList(api.adminSkaters, {
    remove: api.deleteSkater,
    confirmText: skaterMessages.confirmDelete,
    deletedText: skaterMessages.deleted,
    deleteFailedText: (error) => failureText(error, { failed: skaterMessages.deleteFailed, network: skaterMessages.deleteError }),
  });

  const filtered = items.filter(
    (skater) =>
      inCategories(skater, category, ageCategory) &&
      matchesSearch(query, [skater.name, skater.gender, skater.eventCategory, skater.representativeClub, skater.ageCategory]),
  );
  const paging = usePaging(filtered, 25, `${query}|${category}|${ageCategory}`);

  const exportCsv = () => downloadCsv(datedFilename('skater-profiles'), toCsv(CSV_HEADER, filtered.map(csvRow)));

  return (
    <>
      <ScreenTitle title={state === 'loaded' ? skaterMessages.listHeading(items.length) : skaterMessages.listTitle}>
        Every registered skater. Aadhaar numbers are masked; identity proofs open only for signed-in admins.
      </ScreenTitle>
      <NoticeView notice={notice} onDismiss={clear} />
      {state === 'loading' ? (
        <Loading />
      ) : state === 'error' ? (
        <ErrorMessage>{skaterMessages.fetchFailed}</ErrorMessage>
      ) : items.length === 0 ? (
        <Empty>{skaterMessages.empty}</Empty>
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
              <CategoryFilter filter="eventCategory" id={`${id}-category`} value={category} onChange={setCategory} />
            </div>
            <div className="min-w-44">
              <CategoryFilter filter="ageCategory" id={`${id}-age`} value={ageCategory} onChange={setAgeCategory} />
            </div>
            <button type="button" className={btnSecondary} onClick={exportCsv} disabled={filtered.length === 0}>
              Export CSV
            </button>
          </div>
          <p className="mt-4 text-sm text-slate-700" aria-live="polite">
            {filtered.length} of {items.length} profiles shown
          </p>
          <PagedResults paging={paging} emptyText="No profiles match your search.">
            <AdminTable
              id={id}
              caption="Skater profiles"
              columns={columns}
              items={paging.pageItems}
              start={paging.start}
              cells={(skater) => (
                <>
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
                    <EmailLink address={skater.email} />
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
                </>
              )}
              actions={(skater) => <DeleteButton {...deleteButton(skater)} name={skater.name} />}
            />
          </PagedResults>
        </div>
      )}
      {confirmDialog}
    </>
  );
}

export default adminOnly(SkatersScreen);
