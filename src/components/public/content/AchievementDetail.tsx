/**
 * /achievement/{id}: level, title, two images, description and two random Related Achievements,
 * never the current one, linking to their pages. The prerendered page shows a
 * repeatable pick; once hydrated, the picks are random among the current achievements, read one at
 * a time from random places of the list (never the whole list).
 */
import { contentApi } from '#lib/client/content.ts';
import { useEffect, useState } from 'react';
import { RELATED_ACHIEVEMENTS } from '#config/rules.ts';
import type { Achievement } from '#domain/content/achievement.schema.ts';
import { pickRelated } from '#lib/related.ts';
import { idFromPath } from '#lib/route-id.ts';
import { FallbackImage } from '#components/ui/FallbackImage.tsx';
import { achievementHref } from './AchievementCard.tsx';
import { messagesIn, type WordsOf } from '#domain/i18n/messages.ts';
import type { contentWords } from '#domain/i18n/words-content.ts';
import { levelName } from '#domain/i18n/level-name.ts';
import { ErrorMessage } from '#components/ui/status.tsx';
import { RecordPending, usePageRecord } from '#components/ui/usePageRecord.tsx';

/** RELATED_ACHIEVEMENTS others at random: the list's size first, then one item from each of a few random places. */
const randomAchievements = async (currentId: string): Promise<Achievement[]> => {
  const { total } = await contentApi.achievements({ pageSize: 1 });
  // One place more than needed, in case one of them is the current achievement.
  const places = new Set<number>();
  while (places.size < Math.min(total, RELATED_ACHIEVEMENTS + 1)) places.add(Math.floor(Math.random() * total));
  const picked = await Promise.all([...places].map((place) => contentApi.achievements({ page: place + 1, pageSize: 1 })));
  return pickRelated(
    picked.flatMap((answer) => answer.items),
    currentId,
    RELATED_ACHIEVEMENTS,
  );
};

export default function AchievementDetail({
  initial,
  initialRelated = [],
  words,
}: {
  initial?: Achievement;
  initialRelated?: Achievement[];
  words: WordsOf<typeof contentWords>;
}) {
  const m = messagesIn(words);
  const state = usePageRecord(initial, 'achievement', contentApi.achievement, (achievement) => achievement.title);
  const [related, setRelated] = useState<Achievement[]>(initialRelated);

  useEffect(() => {
    const id = initial?._id ?? idFromPath(window.location.pathname, 'achievement');
    if (id) randomAchievements(id).then(setRelated, (error: unknown) => console.error(error));
  }, [initial]);

  if (state.status !== 'ready') {
    return (
      <RecordPending
        state={state}
        heading={m.t('achievements.details')}
        loading={m.t('achievements.loadingDetails')}
        missing={<ErrorMessage>{m.t('achievements.detailFailed')}</ErrorMessage>}
        failed={m.t('achievements.detailFailed')}
      />
    );
  }

  const achievement = state.record;
  const images = [achievement.image, achievement.image2].filter((src) => src !== '');
  return (
    <div className="grid gap-10 lg:grid-cols-[3fr_1fr]">
      <article className="min-w-0">
        <p
          className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900"
          data-testid="achievement-level"
        >
          {levelName(m, achievement.level)}
        </p>
        <h1 className="mt-3 text-3xl font-bold break-words text-brand-900 sm:text-4xl" data-testid="achievement-title">
          {achievement.title}
        </h1>
        {achievement.year && <p className="mt-1 text-slate-700">{m.t('achievements.yearOf', { year: achievement.year })}</p>}
        {images.length > 0 && (
          <div className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="achievement-images">
            {images.map((src, index) => (
              <FallbackImage
                key={src}
                src={src}
                alt={m.t('achievements.photo', { title: achievement.title, number: index + 1 })}
                width={640}
                height={480}
                loading="eager"
                {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
                className="aspect-[4/3] w-full rounded-lg object-cover shadow-sm"
                fallback={null}
              />
            ))}
          </div>
        )}
        <p className="mt-6 whitespace-pre-line text-slate-800" data-testid="achievement-description">
          {achievement.description}
        </p>
      </article>
      {related.length > 0 && (
        <aside aria-labelledby="related-heading">
          <h2 id="related-heading" className="text-xl font-bold text-brand-900">
            {m.t('achievements.related')}
          </h2>
          <ul className="mt-4 grid gap-4" data-testid="related-achievements">
            {related.map((item) => (
              <li key={item._id} className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
                <a href={achievementHref(item._id, m)} className="block hover:bg-brand-50" data-related-id={item._id}>
                  <FallbackImage
                    src={item.image}
                    alt=""
                    width={400}
                    height={300}
                    className="aspect-[4/3] w-full object-cover"
                    fallback={null}
                  />
                  <span className="block p-3 font-semibold text-brand-900">{item.title}</span>
                  <span className="block px-3 pb-3 text-sm text-slate-700">
                    {levelName(m, item.level)} · {item.year}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
