/**
 * A club's skaters on its page: the profiles approved for the season now running that name the
 * club, read a page at a time from the public list (its club filter), each leading to the
 * skater's own page.
 */
import { registryApi } from '#lib/client/registry.ts';
import { useCallback, useEffect, useState } from 'react';
import { PAGE_SIZE_DEFAULT } from '#config/paging.ts';
import type { RegisteredSkater } from '#domain/registry/registry-types.ts';
import { skaterPath } from '#domain/registry/skater-page.ts';
import type { Messages } from '#domain/i18n/messages.ts';
import { ShowMore } from '#components/ui/ShowMore.tsx';
import { ErrorMessage, Loading } from '#components/ui/status.tsx';

type State = { status: 'loading' } | { status: 'ready'; items: RegisteredSkater[]; total: number; page: number } | { status: 'error' };

type SkatersKey =
  | 'clubsPublic.skaters'
  | 'clubsPublic.loadingSkaters'
  | 'clubsPublic.skatersFailed'
  | 'clubsPublic.noSkaters'
  | 'clubsPublic.registerSkater'
  | 'clubsPublic.skatersIntro'
  | 'clubsPublic.moreSkaters'
  | 'list.more'
  | 'list.loadingMore'
  | 'list.shown';

export default function ClubSkaters({ club, m }: { club: string; m: Messages<SkatersKey> }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);

  const load = useCallback(
    (page: number) =>
      registryApi.skaters({ club, page, pageSize: PAGE_SIZE_DEFAULT }).then((answer) =>
        setState((before) => ({
          status: 'ready',
          items: page > 1 && before.status === 'ready' ? [...before.items, ...answer.items] : answer.items,
          total: answer.total,
          page,
        })),
      ),
    [club],
  );

  useEffect(() => {
    load(1).catch((error: unknown) => {
      console.error(error);
      setState({ status: 'error' });
    });
  }, [load]);

  const more = () => {
    if (state.status !== 'ready') return;
    setLoadingMore(true);
    load(state.page + 1)
      .catch((error: unknown) => console.error(error))
      .finally(() => setLoadingMore(false));
  };

  return (
    <section aria-labelledby="club-skaters" className="mt-10" data-testid="club-skaters">
      <h2 id="club-skaters" className="text-2xl font-bold text-brand-900">
        {m.t('clubsPublic.skaters')}
      </h2>
      {state.status === 'loading' && <Loading label={m.t('clubsPublic.loadingSkaters')} />}
      {state.status === 'error' && <ErrorMessage>{m.t('clubsPublic.skatersFailed')}</ErrorMessage>}
      {state.status === 'ready' && state.total === 0 && (
        <p className="mt-2 text-slate-700">
          {m.t('clubsPublic.noSkaters')}{' '}
          <a className="font-semibold text-brand-800 underline hover:no-underline" href={m.path('/skaterform')}>
            {m.t('clubsPublic.registerSkater')}
          </a>
        </p>
      )}
      {state.status === 'ready' && state.total > 0 && (
        <>
          <p className="mt-2 text-slate-700">{m.t('clubsPublic.skatersIntro', { count: state.total })}</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {state.items.map((skater) => (
              <li key={skater._id} className="min-w-0 rounded-lg bg-white p-4 break-words shadow-sm ring-1 ring-slate-200">
                <a
                  className="font-semibold text-brand-800 underline hover:no-underline"
                  href={m.path(skaterPath(skater._id))}
                  data-skater-link
                >
                  {skater.name}
                </a>
                <p className="text-sm text-slate-700">{[skater.ageCategory, skater.eventCategory].filter(Boolean).join(' · ')}</p>
              </li>
            ))}
          </ul>
          <ShowMore
            shown={state.items.length}
            total={state.total}
            loading={loadingMore}
            onMore={more}
            label={m.t('clubsPublic.moreSkaters')}
            messages={m}
          />
        </>
      )}
    </section>
  );
}
