/** /club: the affiliated clubs, each linking to /club/{id}; an unnamed club shows 'Unnamed Club'. */
import { contentApi } from '#lib/client/content.ts';
import type { ClubSummary } from '#domain/content/club.schema.ts';
import type { FirstPage } from '#domain/content/public-content.schema.ts';
import { clubMessages } from '#domain/content/club.ts';
import { useLiveList } from '#components/public/common/useLive.ts';
import { ErrorMessage, Empty, Loading } from '#components/ui/status.tsx';
import { ShowMore } from '#components/ui/ShowMore.tsx';

export const clubHref = (id: string) => `/club/${encodeURIComponent(id)}`;

export default function ClubsList({ initial }: { initial: FirstPage<ClubSummary> }) {
  const live = useLiveList(initial, contentApi.clubs);
  const clubs = live.data;
  return (
    <>
      {live.status === 'loading' && clubs.length === 0 && <Loading label="Loading clubs..." showLabel={false} />}
      {live.status === 'error' && <ErrorMessage className="mb-4">{clubMessages.fetchFailed}</ErrorMessage>}
      {live.status === 'ready' && clubs.length === 0 && <Empty>No clubs are listed yet.</Empty>}
      {clubs.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="club-list">
          {clubs.map((club) => (
            <li key={club._id}>
              <a
                href={clubHref(club._id)}
                className="flex h-full flex-col rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-600"
                data-club-card
              >
                <span className="text-lg font-bold text-brand-900">{club.clubName.trim() || clubMessages.unnamed}</span>
                {club.district && <span className="mt-1 text-slate-700">{club.district}</span>}
                <span className="mt-3 text-sm font-semibold text-brand-800">
                  {club.memberCount} {club.memberCount === 1 ? 'member' : 'members'}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <ShowMore shown={clubs.length} total={live.total} loading={live.loadingMore} onMore={live.more} label="more clubs" />
    </>
  );
}
