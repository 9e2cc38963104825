/**
 * /News: 'Latest News' cards (publication date, 120-character previews), newest first, a page at a
 * time. Each card is a link to the item's own page: the address changes, Back returns to the list
 * and a shared link opens that item (a popup did none of these).
 */
import { contentApi } from '#lib/client/content.ts';
import { NEWS_PREVIEW_LENGTH } from '#config/rules.ts';
import type { News } from '#domain/content/news.schema.ts';
import type { FirstPage } from '#domain/content/public-content.schema.ts';
import { newsPath } from '#domain/content/news.ts';
import { messagesIn, type WordsOf } from '#domain/i18n/messages.ts';
import type { newsWords } from '#domain/i18n/words-news.ts';
import { shownIn } from '#domain/i18n/content.ts';
import { DEFAULT_LANG, tagOf } from '#domain/i18n/languages.ts';
import { preview } from '#domain/common/text.ts';
import { dayOf } from '#domain/common/dates.ts';
import { FallbackImage } from '#components/ui/FallbackImage.tsx';
import { useLiveList } from '#components/public/common/useLive.ts';
import { ErrorMessage, Empty, Loading } from '#components/ui/status.tsx';
import { ShowMore } from '#components/ui/ShowMore.tsx';

const placeholder = <div className="aspect-[16/10] w-full bg-gradient-to-br from-brand-100 to-brand-50" aria-hidden="true" />;

export default function NewsList({ initial, words }: { initial: FirstPage<News>; words: WordsOf<typeof newsWords> }) {
  const m = messagesIn(words);
  const { lang } = m;
  const live = useLiveList(initial, contentApi.news);
  const items = live.data;

  return (
    <>
      {live.status === 'loading' && items.length === 0 && <Loading label={m.t('news.loading')} />}
      {live.status === 'error' && (
        <ErrorMessage className="mb-6">
          {m.t('news.loadFailed', { message: live.error instanceof Error ? live.error.message : String(live.error) })}
        </ErrorMessage>
      )}
      {live.status === 'ready' && items.length === 0 && <Empty>{m.t('news.empty')}</Empty>}
      {items.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
          {items.map((item, index) => (
            <li key={item._id} lang={shownIn(lang, item).inDefault ? tagOf(DEFAULT_LANG) : undefined}>
              <a
                href={m.path(newsPath(item._id))}
                className="group flex h-full w-full flex-col overflow-hidden rounded-lg bg-white text-left shadow-sm ring-1 ring-slate-200 transition hover:shadow-md"
                data-news-card
              >
                <FallbackImage
                  src={item.image}
                  alt=""
                  width={640}
                  height={400}
                  loading={index < 3 ? 'eager' : 'lazy'}
                  {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
                  className="aspect-[16/10] w-full object-cover"
                  fallback={placeholder}
                />
                <span className="flex flex-1 flex-col p-4">
                  <time className="text-sm font-semibold text-slate-600" dateTime={dayOf(item.createdAt)} data-news-date>
                    {m.date(item.createdAt)}
                  </time>
                  <span className="mt-1 text-lg font-bold text-brand-900 group-hover:underline">{shownIn(lang, item).title}</span>
                  <span className="mt-2 text-slate-700" data-news-preview>
                    {preview(shownIn(lang, item).description, NEWS_PREVIEW_LENGTH)}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <ShowMore
        shown={items.length}
        total={live.total}
        loading={live.loadingMore}
        onMore={live.more}
        label={m.t('news.more')}
        messages={m}
      />
    </>
  );
}
