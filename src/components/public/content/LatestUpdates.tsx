/** The national page's 'Latest Updates' box: the latest page of short updates, newest first. */
import { contentApi } from '#lib/client/content.ts';
import type { FirstPage } from '#domain/content/public-content.schema.ts';
import type { Update } from '#domain/content/update.schema.ts';
import { useLiveList } from '#components/public/common/useLive.ts';
import { Loading } from '#components/ui/status.tsx';
import { messagesIn, type WordsOf } from '#domain/i18n/messages.ts';
import type { contentWords } from '#domain/i18n/words-content.ts';

export default function LatestUpdates({ initial, words }: { initial: FirstPage<Update>; words: WordsOf<typeof contentWords> }) {
  const m = messagesIn(words);
  const live = useLiveList(initial, contentApi.updates);
  return (
    <section aria-labelledby="latest-updates" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="latest-updates" className="text-xl font-bold text-brand-900">
        {m.t('updates.latest')}
      </h2>
      {live.status === 'loading' && live.data.length === 0 && <Loading label={m.t('updates.loading')} showLabel={false} />}
      {live.status !== 'loading' && live.data.length === 0 && <p className="mt-3 text-slate-700">{m.t('updates.none')}</p>}
      {live.data.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200" data-testid="latest-updates">
          {live.data.map((update) => (
            <li key={update._id} className="py-2 text-slate-800">
              {update.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
