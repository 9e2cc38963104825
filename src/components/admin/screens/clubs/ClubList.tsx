/**
 * The clubs with a search and pages: inline Edit (closes and reloads the list on success) and
 * Delete after confirmation (a club holds its members: a mis-click must not lose them).
 */
import { useId, useState } from 'react';
import { clubMessages } from '../../../../domain/club';
import type { Club } from '../../../../domain/club.schema';
import { api } from '../../../../lib/api-client';
import { failureText } from '../../../../lib/error-text';
import DeleteButton from '../../../ui/DeleteButton';
import { SearchBar } from '../../../ui/list';
import { NoticeView } from '../../../ui/Notice';
import { matchesSearch } from '../../../../lib/search';
import { Pager } from '../../../ui/paging';
import { Empty, ErrorMessage, Loading } from '../../../ui/status';
import { btnSecondary, card } from '../../../ui/styles';
import { useAdminList } from '../../hooks/useAdminList';
import { usePaging } from '../../hooks/usePaging';
import ClubForm, { fromClub } from './ClubForm';

const clubName = (club: Club) => club.clubName || clubMessages.unnamed;

function ClubSummary({ club }: { club: Club }) {
  return (
    <div className="min-w-0">
      <h3 className="text-lg font-bold break-words text-brand-900">{clubName(club)}</h3>
      <p className="text-sm text-slate-700">
        {[club.district, club.stateName].filter(Boolean).join(', ')} · {club.members.length}{' '}
        {club.members.length === 1 ? 'member' : 'members'}
      </p>
      <p className="mt-1 text-sm break-words text-slate-700">
        {club.members.map((member) => `${member.memberName} (${member.role})`).join(', ')}
      </p>
    </div>
  );
}

export default function ClubList() {
  const id = useId();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const { items, state, reload, notice, show, clear, deletingId, deleteButton, confirmDialog } = useAdminList(api.clubs, {
    remove: api.deleteClub,
    confirmText: clubMessages.confirmDelete,
    deletedText: clubMessages.deleted,
    deleteFailedText: (error) => failureText(error, { failed: clubMessages.deleteFailed }),
  });

  const filtered = items.filter((club) =>
    matchesSearch(query, [club.clubName, club.district, club.stateName, ...club.members.map((member) => member.memberName)]),
  );
  const { page, setPage, pageCount, pageItems, start, total } = usePaging(filtered, 20, query);

  if (state === 'loading' && items.length === 0) return <Loading />;
  if (state === 'error') return <ErrorMessage>{clubMessages.fetchFailed}</ErrorMessage>;

  return (
    <div>
      <NoticeView notice={notice} onDismiss={clear} />
      {items.length === 0 ? (
        <Empty>{clubMessages.empty}</Empty>
      ) : (
        <>
          <SearchBar
            id={`${id}-search`}
            label="Search clubs"
            query={query}
            onQuery={setQuery}
            shown={filtered.length}
            total={items.length}
          />
          <ul className="space-y-3">
            {pageItems.map((club) => (
              <li key={club._id} className={card} data-item-id={club._id}>
                {editing === club._id ? (
                  <>
                    <h3 className="mb-4 text-lg font-bold text-brand-900">Edit {clubName(club)}</h3>
                    <ClubForm
                      bare
                      legend={`Edit ${clubName(club)}`}
                      initial={fromClub(club)}
                      submitLabel="Save Changes"
                      failedText={clubMessages.updateFailed}
                      onCancel={() => setEditing(null)}
                      save={async (input) => {
                        clear();
                        await api.updateClub(club._id, input);
                        setEditing(null);
                        show('success', clubMessages.updated);
                        await reload();
                      }}
                    />
                  </>
                ) : (
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <ClubSummary club={club} />
                    <div className="flex shrink-0 gap-2">
                      <button type="button" className={btnSecondary} onClick={() => setEditing(club._id)} disabled={deletingId !== null}>
                        Edit<span className="sr-only"> {club.clubName}</span>
                      </button>
                      <DeleteButton
                        {...deleteButton(club, () => {
                          if (editing === club._id) setEditing(null);
                        })}
                        name={club.clubName}
                      />
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
          <Pager page={page} pageCount={pageCount} start={start} shown={pageItems.length} total={total} onPage={setPage} />
        </>
      )}
      {confirmDialog}
    </div>
  );
}
