/**
 * The clubs with a search and pages (both done by the server): inline Edit of the club read whole
 * (closes and reloads the list on success) and Delete after confirmation (a club holds its members:
 * a mis-click must not lose them).
 */
import { useId, useState } from 'react';
import { clubMessages } from '#domain/content/club.ts';
import type { Club, ClubSummary } from '#domain/content/club.schema.ts';
import { api } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import DeleteButton from '#components/admin/kit/DeleteButton.tsx';
import { SearchBar } from '#components/admin/kit/list.tsx';
import { NoticeView } from '#components/admin/kit/Notice.tsx';
import { Pager } from '#components/ui/paging.tsx';
import { Empty, ErrorMessage, Loading } from '#components/ui/status.tsx';
import { btnSecondary, card } from '#components/ui/styles.ts';
import { useAdminList } from '#components/admin/kit/hooks/useAdminList.ts';
import ClubForm, { fromClub } from './ClubForm.tsx';
import { saveClubEdit } from './save-club-edit.ts';

const clubName = (club: Pick<Club, 'clubName'>) => club.clubName || clubMessages.unnamed;

function ClubOverview({ club }: { club: ClubSummary }) {
  return (
    <div className="min-w-0">
      <h3 className="text-lg font-bold break-words text-brand-900">{clubName(club)}</h3>
      <p className="text-sm text-slate-700">
        {[club.district, club.stateName].filter(Boolean).join(', ')} · {club.memberCount} {club.memberCount === 1 ? 'member' : 'members'}
      </p>
      <p className="mt-1 text-sm break-words text-slate-700">
        {club.members.map((member) => `${member.memberName} (${member.role})`).join(', ')}
      </p>
    </div>
  );
}

export default function ClubList() {
  const id = useId();
  // The club being edited, read whole (the list carries only what it shows).
  const [editing, setEditing] = useState<Club | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const { list, notice, show, clear, deletingId, deleteButton, confirmDialog } = useAdminList(api.clubs, {
    remove: api.deleteClub,
    confirmText: clubMessages.confirmDelete,
    deletedText: clubMessages.deleted,
    deleteFailedText: (error) => failureText(error, { failed: clubMessages.deleteFailed }),
    pageSize: 20,
  });
  const { items, page, setPage, pageCount, total } = list;
  const start = (page - 1) * list.pageSize;

  const edit = async (clubId: string) => {
    clear();
    setOpening(clubId);
    try {
      setEditing(await api.club(clubId));
    } catch (error) {
      console.error(error);
      show('error', clubMessages.fetchFailed);
    } finally {
      setOpening(null);
    }
  };

  if (list.status === 'loading') return <Loading />;
  if (list.status === 'error' && items.length === 0) return <ErrorMessage>{clubMessages.fetchFailed}</ErrorMessage>;

  return (
    <div>
      <NoticeView notice={notice} onDismiss={clear} />
      {list.allTotal === 0 && items.length === 0 ? (
        <Empty>{clubMessages.empty}</Empty>
      ) : (
        <>
          <SearchBar
            id={`${id}-search`}
            label="Search clubs"
            query={list.query}
            onQuery={list.setQuery}
            shown={total}
            total={list.allTotal}
          />
          <ul className="space-y-3" aria-busy={list.pending}>
            {items.map((club) => (
              <li key={club._id} className={card} data-item-id={club._id}>
                {editing?._id === club._id ? (
                  <>
                    <h3 className="mb-4 text-lg font-bold text-brand-900">Edit {clubName(club)}</h3>
                    <ClubForm
                      bare
                      legend={`Edit ${clubName(club)}`}
                      initial={fromClub(editing)}
                      submitLabel="Save Changes"
                      failedText={clubMessages.updateFailed}
                      onCancel={() => setEditing(null)}
                      save={async (input, base, progress) => {
                        clear();
                        await saveClubEdit(base ?? editing, input, progress);
                        setEditing(null);
                        show('success', clubMessages.updated);
                        list.reload();
                      }}
                    />
                  </>
                ) : (
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <ClubOverview club={club} />
                    <div className="flex shrink-0 gap-2">
                      <button
                        type="button"
                        className={btnSecondary}
                        onClick={() => void edit(club._id)}
                        disabled={deletingId !== null || opening !== null}
                      >
                        Edit<span className="sr-only"> {club.clubName}</span>
                      </button>
                      <DeleteButton
                        {...deleteButton(club, () => {
                          if (editing?._id === club._id) setEditing(null);
                        })}
                        name={club.clubName}
                      />
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
          <Pager page={page} pageCount={pageCount} start={start} shown={items.length} total={total} onPage={setPage} />
        </>
      )}
      {confirmDialog}
    </div>
  );
}
