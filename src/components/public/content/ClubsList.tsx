/** /club: the affiliated clubs, each linking to /club/{id}; an unnamed club shows 'Unnamed Club'. */
import { contentApi } from '#lib/client/content.ts';
import type { ClubSummary } from '#domain/content/club.schema.ts';
import type { FirstPage } from '#domain/content/public-content.schema.ts';
import { messagesIn, type Messages, type WordsOf } from '#domain/i18n/messages.ts';
import type { clubsPublicWords } from '#domain/i18n/words-clubs-public.ts';
import { useLiveList } from '#components/public/common/useLive.ts';
import { ErrorMessage, Empty, Loading } from '#components/ui/status.tsx';
import { ShowMore } from '#components/ui/ShowMore.tsx';

/** A club's page, in the language of `m` (its address prefix). */
export const clubHref = (id: string, m?: Pick<Messages, 'path'>) => {
  const path = `/club/${encodeURIComponent(id)}`;
  return m ? m.path(path) : path;
};

export default function ClubsList({ initial, words }: { initial: FirstPage<ClubSummary>; words: WordsOf<typeof clubsPublicWords> }) {
  const m = messagesIn(words);
  const live = useLiveList(initial, contentApi.clubs);
  const clubs = live.data;
  return (
    <>
      {live.status === 'loading' && clubs.length === 0 && <Loading label={m.t('clubsPublic.loadingList')} showLabel={false} />}
      {live.status === 'error' && <ErrorMessage className="mb-4">{m.t('clubsPublic.fetchFailed')}</ErrorMessage>}
      {live.status === 'ready' && clubs.length === 0 && <Empty>{m.t('clubsPublic.emptyList')}</Empty>}
      {clubs.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="club-list">
          {clubs.map((club) => (
            <li key={club._id}>
              <a
                href={clubHref(club._id, m)}
                className="flex h-full flex-col rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-600"
                data-club-card
              >
                <span className="text-lg font-bold break-words text-brand-900">{club.clubName.trim() || m.t('clubsPublic.unnamed')}</span>
                {club.district && <span className="mt-1 text-slate-700">{club.district}</span>}
                <span className="mt-3 text-sm font-semibold text-brand-800">{m.t('clubs.members', { count: club.memberCount })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <ShowMore
        shown={clubs.length}
        total={live.total}
        loading={live.loadingMore}
        onMore={live.more}
        label={m.t('clubsPublic.more')}
        messages={m}
      />
    </>
  );
}
