/**
 * /admin/skaters (was /deleteskaters): every skater profile with the total count, a status filter
 * with counts (pending first when showing all), a search that also matches the age category, and
 * a short row per skater (photo, name, registration number, status, category, club, submitted)
 * that opens the review dialog (also opened at once for `?open={id}`, a link from a parent's request): every other field there (the Aadhaar number masked to its last
 * four digits, the identity proof behind its admin-only URL or the date it was deleted), approve,
 * reject with a reason, correct, and delete after confirmation (a profile holds personal data).
 * CSV export of the filtered list. The server pages, searches and filters; the export reads the filtered list a
 * page at a time, so it works at any size.
 */
import { useEffect, useId, useState } from 'react';
import { dayOf, formatDate } from '#domain/common/dates.ts';
import { choiceOf, registryListTexts, reviewTexts, statusLabel, withoutOne, type StatusChoice } from '#domain/registry/registry.ts';
import type { RegistrySkater } from '#domain/registry/registry-types.ts';
import { proofTypeLabel, skaterMessages } from '#domain/registry/skater.ts';
import { skaterRoutes } from '#domain/registry/skater.routes.ts';
import { api, everyItem } from '#lib/client/index.ts';
import { call } from '#lib/client/call.ts';
import { useAdminList } from '#components/admin/kit/hooks/useAdminList.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import PagedAdminTable from '#components/admin/kit/PagedAdminTable.tsx';
import CsvExportButton from '#components/admin/kit/CsvExportButton.tsx';
import DeleteButton from '#components/admin/kit/DeleteButton.tsx';
import { failureText } from '#lib/error-text.ts';
import { ANY, CategoryFilter } from './skater-filters.tsx';
import { btnSecondary, card, tdClass } from '#components/ui/styles.ts';
import { Empty, Loading, ErrorMessage } from '#components/ui/status.tsx';
import { ScreenTitle, SearchField } from '#components/admin/kit/list.tsx';
import { NoticeView } from '#components/admin/kit/Notice.tsx';
import { refreshPendingCount, showPendingCount } from '#components/admin/shell/pending-count.ts';
import ReviewDialog, { StatusBadge } from './ReviewDialog.tsx';
import { OPEN_PARAM, profileGone } from '#domain/registry/review-link.ts';
import StatusTabs, { useStatusCounts } from './StatusTabs.tsx';

const CSV_HEADER = [
  'Name',
  'Registration number',
  'Status',
  'Season',
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

const csvRow = (skater: RegistrySkater) => [
  skater.name,
  skater.registrationNo ?? '',
  statusLabel(skater.status, skater.lapsed === true),
  skater.season,
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
  proofTypeLabel(skater.proofType),
  dayOf(skater.createdAt),
];

/*
 * The short row a registrar scans (who, which number, where the review stands, which category and
 * club, since when); everything else about the skater is in the review dialog the row opens.
 */
const columns = ['Photo', 'Name', registryListTexts.registrationNo, registryListTexts.status, 'Category', 'Club', 'Submitted'];

/** The confirmation says how many championship entries, results and certificates go with the profile. */
const confirmDeleteSkater = async (skaterId: string): Promise<string> =>
  skaterMessages.confirmDeleteWith(await api.skaterDeletionCounts(skaterId).catch(() => undefined));

function SkatersScreen() {
  const id = useId();
  const [category, setCategory] = useState(ANY);
  const [ageCategory, setAgeCategory] = useState(ANY);
  const [status, setStatus] = useState<StatusChoice>('');
  const [reviewing, setReviewing] = useState<RegistrySkater | null>(null);
  const [countsVersion, setCountsVersion] = useState(0);
  const [counts, setCounts] = useStatusCounts(countsVersion);
  // Whether the open review changed the profile, so the list is read again when it closes.
  const [reviewChanged, setReviewChanged] = useState(false);
  const countsChanged = () => {
    setCountsVersion((version) => version + 1);
    void refreshPendingCount();
  };
  // A deleted profile leaves its counts: worked out here, as the list itself is not read again.
  const countsWithout = (skater: RegistrySkater) => {
    const choice = choiceOf(skater);
    const next = withoutOne(counts, choice);
    setCounts(() => next);
    if (choice === 'pending' && next.pending !== undefined) showPendingCount(next.pending);
  };
  const { list, notice, show, clear, deleteButton, confirmDialog } = useAdminList(api.adminSkaters, {
    remove: api.deleteSkater,
    confirmText: confirmDeleteSkater,
    deletedText: skaterMessages.deleted,
    deleteFailedText: (error) => failureText(error, { failed: skaterMessages.deleteFailed, network: skaterMessages.deleteError }),
    pageSize: 25,
    filters: { eventCategory: category, ageCategory, status },
  });

  // A link from another screen (a parent's request) names the profile to review.
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get(OPEN_PARAM);
    if (!wanted) return;
    call(skaterRoutes.read, { params: { id: wanted } }).then(setReviewing, () => show('error', profileGone));
  }, [show]);

  return (
    <>
      <ScreenTitle title={list.status === 'loading' ? skaterMessages.listTitle : skaterMessages.listHeading(list.allTotal)}>
        Every registered skater, those waiting for review first. Aadhaar numbers are masked; identity proofs open only for signed-in admins.
      </ScreenTitle>
      <NoticeView notice={notice} onDismiss={clear} />
      {list.status === 'loading' ? (
        <Loading />
      ) : list.status === 'error' && list.items.length === 0 ? (
        <ErrorMessage>{skaterMessages.fetchFailed}</ErrorMessage>
      ) : list.allTotal === 0 && list.items.length === 0 ? (
        <Empty>{skaterMessages.empty}</Empty>
      ) : (
        <div className={card} aria-busy={list.pending}>
          <StatusTabs value={status} onChange={setStatus} counts={counts} />
          <div className="mt-4 flex flex-wrap items-end gap-4">
            <SearchField
              id={`${id}-search`}
              label={skaterMessages.search}
              value={list.query}
              onChange={list.setQuery}
              placeholder="Name, gender, category, club or age category"
            />
            <div className="min-w-48">
              <CategoryFilter filter="eventCategory" id={`${id}-category`} value={category} onChange={setCategory} />
            </div>
            <div className="min-w-44">
              <CategoryFilter filter="ageCategory" id={`${id}-age`} value={ageCategory} onChange={setAgeCategory} />
            </div>
            <CsvExportButton
              total={list.total}
              readAll={(onProgress) => everyItem(api.adminSkaters, list.params, onProgress)}
              name="skater-profiles"
              header={CSV_HEADER}
              row={csvRow}
              onFailed={() => show('error', skaterMessages.fetchFailed)}
            />
          </div>
          <PagedAdminTable
            list={list}
            noun="profiles"
            emptyText="No profiles match your search."
            failedText={skaterMessages.fetchFailed}
            id={id}
            caption="Skater profiles"
            columns={columns}
            onOpen={(skater) => {
              clear();
              setReviewing(skater);
            }}
            cells={(skater) => (
              <>
                <td className={tdClass}>
                  {skater.skaterPhoto ? (
                    <img
                      src={skater.skaterPhoto}
                      alt={`Photo of ${skater.name}`}
                      className="h-10 w-10 rounded-full object-cover"
                      loading="lazy"
                    />
                  ) : (
                    <span className="text-slate-600">None</span>
                  )}
                </td>
                <td className={`${tdClass} font-medium`}>{skater.name}</td>
                <td className={`${tdClass} font-mono whitespace-nowrap`}>{skater.registrationNo ?? '—'}</td>
                <td className={tdClass}>
                  <StatusBadge skater={skater} />
                </td>
                <td className={tdClass}>
                  <div>
                    <span className="block whitespace-nowrap">{skater.ageCategory}</span>
                    <span className="block text-xs text-slate-600">{skater.eventCategory}</span>
                  </div>
                </td>
                <td className={tdClass}>{skater.representativeClub}</td>
                <td className={tdClass}>{formatDate(skater.createdAt)}</td>
              </>
            )}
            actions={(skater) => (
              <button
                type="button"
                className={btnSecondary}
                onClick={() => {
                  clear();
                  setReviewing(skater);
                }}
                data-review
              >
                {reviewTexts.open}
                <span className="sr-only"> {skater.name}</span>
              </button>
            )}
          />
        </div>
      )}
      {confirmDialog}
      <ReviewDialog
        skater={reviewing}
        onClose={() => {
          setReviewing(null);
          if (reviewChanged) list.reload();
          setReviewChanged(false);
        }}
        onChanged={() => {
          setReviewChanged(true);
          countsChanged();
        }}
        remove={
          reviewing && (
            <>
              <DeleteButton
                {...deleteButton(reviewing, () => {
                  countsWithout(reviewing);
                  setReviewing(null);
                  setReviewChanged(false);
                })}
                name={reviewing.name}
              />
              {/* The page behind the dialog is out of reach while it is open: a failed delete is told here too. */}
              {notice?.kind === 'error' && <NoticeView notice={notice} onDismiss={clear} className="mt-3" />}
            </>
          )
        }
      />
    </>
  );
}

export default adminOnly(SkatersScreen);
