/**
 * /News/{id}: one news item on its own page, with its publication date. Prerendered pages start
 * with the item as built and refresh it; the fallback page (items newer than the build, or past
 * the prerendered ones) loads it by id.
 */
import { contentApi } from '#lib/client/content.ts';
import type { News } from '#domain/content/news.schema.ts';
import { newsPath } from '#domain/content/news.ts';
import { dayOf } from '#domain/common/dates.ts';
import { messagesIn, type WordsOf } from '#domain/i18n/messages.ts';
import type { newsWords } from '#domain/i18n/words-news.ts';
import { shownIn } from '#domain/i18n/content.ts';
import { DEFAULT_LANG, nameOf, tagOf } from '#domain/i18n/languages.ts';
import { FallbackImage } from '#components/ui/FallbackImage.tsx';
import { Empty } from '#components/ui/status.tsx';
import { RecordPending, usePageRecord } from '#components/ui/usePageRecord.tsx';
import { NewsText } from './NewsText.tsx';

/** `shareBase`: the site's public address, for the link shared on WhatsApp (the page's own address when absent). */
export default function NewsDetail({
  initial,
  shareBase,
  words,
}: {
  initial?: News;
  shareBase?: string;
  words: WordsOf<typeof newsWords>;
}) {
  const m = messagesIn(words);
  const { lang } = m;
  const state = usePageRecord(initial, 'News', contentApi.newsItem, (item) => item.title);

  if (state.status !== 'ready') {
    return (
      <RecordPending
        state={state}
        heading={m.t('news.title')}
        loading={m.t('news.loading')}
        missing={<Empty>{m.t('news.detailEmpty')}</Empty>}
        failed={m.t('news.detailFailed')}
      />
    );
  }

  const item = state.record;
  const shown = shownIn(lang, item);
  return (
    <article className="mx-auto max-w-3xl" data-testid="news-article">
      {shown.inDefault && (
        <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-slate-900 ring-1 ring-amber-200" data-testid="shown-in-default">
          {m.t('common.shownInEnglish', { language: nameOf(lang) })}
        </p>
      )}
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
        {m.t('news.published')}{' '}
        <time dateTime={dayOf(item.createdAt)} data-news-date>
          {m.date(item.createdAt)}
        </time>
      </p>
      <h1
        className="mt-2 text-3xl font-bold text-balance text-brand-900 sm:text-4xl"
        data-testid="news-title"
        lang={shown.inDefault ? tagOf(DEFAULT_LANG) : undefined}
      >
        {shown.title}
      </h1>
      <FallbackImage
        src={item.image}
        alt=""
        width={960}
        height={600}
        loading="eager"
        fetchPriority="high"
        sizes="(min-width: 800px) 768px, 100vw"
        className="mt-6 aspect-[16/10] w-full rounded-lg object-cover shadow-sm"
        fallback={null}
      />
      <div lang={shown.inDefault ? tagOf(DEFAULT_LANG) : undefined}>
        <NewsText text={shown.description} className="mt-6 text-lg leading-relaxed" />
      </div>
      <p className="mt-8 border-t border-slate-200 pt-4">
        <a
          href={`https://wa.me/?text=${encodeURIComponent(`${shown.title} ${shareBase ? new URL(m.path(newsPath(item._id)), shareBase).href : ''}`.trim())}`}
          rel="noopener"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline hover:no-underline"
          data-testid="news-share"
        >
          {m.t('news.share')}
        </a>
      </p>
    </article>
  );
}
