/**
 * /News: 'Latest News' cards (publication date, 120-character previews) and a popup with the full
 * text and a link to the item's own page, newest first, a page at a time.
 */
import { useEffect, useState } from 'react';
import { NEWS_PREVIEW_LENGTH } from '#config/rules.ts';
import type { News } from '#domain/content/news.schema.ts';
import type { FirstPage } from '#domain/content/public-content.schema.ts';
import { newsMessages, newsPath } from '#domain/content/news.ts';
import { preview } from '#domain/common/text.ts';
import { dayOf, formatDate } from '#domain/common/dates.ts';
import { api } from '#lib/api-client.ts';
import { Dialog } from '../../ui/Dialog';
import { FallbackImage } from '../../ui/FallbackImage';
import { responsiveSource } from '#lib/responsive-image.ts';
import { useLiveList } from '../common/useLive';
import { btnPrimary } from '../../ui/styles';
import { ErrorMessage, Empty, Loading } from '../../ui/status';
import { ShowMore } from '../../ui/ShowMore';
import { NewsText } from './NewsText';

const placeholder = <div className="aspect-[16/10] w-full bg-gradient-to-br from-brand-100 to-brand-50" aria-hidden="true" />;

export default function NewsList({ initial }: { initial: FirstPage<News> }) {
  const live = useLiveList(initial, api.news);
  const [open, setOpen] = useState<News | null>(null);
  const items = live.data;
  // A list item may carry a shortened text (lists hold small summaries): the popup reads the whole item.
  useEffect(() => {
    if (!open) return;
    let current = true;
    api.newsItem(open._id).then(
      (item) => {
        if (current && item && item.description !== open.description) setOpen(item);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [open]);

  return (
    <>
      {live.status === 'loading' && items.length === 0 && <Loading label={newsMessages.loading} />}
      {live.status === 'error' && (
        <ErrorMessage className="mb-6">
          {newsMessages.publicLoadFailed(live.error instanceof Error ? live.error.message : String(live.error))}
        </ErrorMessage>
      )}
      {live.status === 'ready' && items.length === 0 && <Empty>{newsMessages.empty}</Empty>}
      {items.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
          {items.map((item, index) => (
            <li key={item._id}>
              <button
                type="button"
                onClick={() => setOpen(item)}
                aria-haspopup="dialog"
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
                    {formatDate(item.createdAt)}
                  </time>
                  <span className="mt-1 text-lg font-bold text-brand-900 group-hover:underline">{item.title}</span>
                  <span className="mt-2 text-slate-700" data-news-preview>
                    {preview(item.description, NEWS_PREVIEW_LENGTH)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ShowMore shown={items.length} total={live.total} loading={live.loadingMore} onMore={live.more} label="more news" />
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        labelledBy="news-dialog-title"
        closeOnBackdrop
        className="m-auto w-[min(42rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] rounded-lg bg-white p-0 shadow-2xl backdrop:bg-slate-900/60"
      >
        {open && (
          <article className="flex max-h-[calc(100dvh-2rem)] flex-col">
            <div className="overflow-y-auto p-6">
              {open.image && (
                <img
                  {...responsiveSource(open.image, 640)}
                  alt=""
                  width={640}
                  height={400}
                  className="mb-4 aspect-[16/10] w-full rounded object-cover"
                />
              )}
              <p className="text-sm font-semibold text-slate-600">
                {newsMessages.published} <time dateTime={dayOf(open.createdAt)}>{formatDate(open.createdAt)}</time>
              </p>
              <h2 id="news-dialog-title" className="mt-1 text-2xl font-bold text-brand-900">
                {open.title}
              </h2>
              <NewsText text={open.description} className="mt-3" />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-6 py-3">
              <a
                href={newsPath(open._id)}
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline hover:no-underline"
                data-news-page-link
              >
                {newsMessages.openPage}
              </a>
              <button type="button" onClick={() => setOpen(null)} className={btnPrimary} data-autofocus>
                {newsMessages.close}
              </button>
            </div>
          </article>
        )}
      </Dialog>
    </>
  );
}
