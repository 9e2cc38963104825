/**
 * /gallery: the image grid (4 columns on large screens), a spinner while loading, and a
 * full-screen lightbox closed by the backdrop, the close button or Escape, where the arrow keys
 * move between images (loading the next page when they reach the last one shown), each with its
 * alt text and caption. Newest first, a page at a time. A broken image shows 'Image failed to load'.
 */
import { contentApi } from '#lib/client/content.ts';
import { useEffect, useState } from 'react';
import type { GalleryImage } from '#domain/content/gallery.schema.ts';
import type { FirstPage } from '#domain/content/public-content.schema.ts';
import { messagesIn, type WordsOf } from '#domain/i18n/messages.ts';
import type { contentWords } from '#domain/i18n/words-content.ts';
import { Dialog } from '#components/ui/Dialog.tsx';
import { FallbackImage } from '#components/ui/FallbackImage.tsx';
import { useLiveList } from '#components/public/common/useLive.ts';
import { ErrorMessage, Empty, Loading } from '#components/ui/status.tsx';
import { ShowMore } from '#components/ui/ShowMore.tsx';

export default function Gallery({ initial, words }: { initial: FirstPage<GalleryImage>; words: WordsOf<typeof contentWords> }) {
  const m = messagesIn(words);
  const broken = (
    <span
      className="flex aspect-square w-full items-center justify-center bg-slate-200 p-2 text-center text-sm break-words text-slate-800"
      data-broken-image
    >
      {m.t('gallery.broken')}
    </span>
  );
  const live = useLiveList(initial, contentApi.gallery);
  const images = live.data;
  const count = Math.max(live.total, images.length);
  const [index, setIndex] = useState<number | null>(null);
  // The image asked for past the last one shown, while its page loads.
  const [waiting, setWaiting] = useState<number | null>(null);
  const current = index === null ? undefined : images[index];

  useEffect(() => {
    if (waiting !== null && waiting < images.length) {
      setIndex(waiting);
      setWaiting(null);
    }
  }, [waiting, images.length]);

  const move = (step: number) => {
    if (index === null || images.length === 0) return;
    const target = (index + step + count) % count;
    if (target < images.length) setIndex(target);
    else if (!live.loadingMore) {
      setWaiting(target);
      live.more();
    }
  };

  return (
    <>
      {live.status === 'loading' && <Loading label={m.t('gallery.loading')} showLabel={false} />}
      {live.status === 'error' && <ErrorMessage className="mb-4">{m.t('gallery.failed')}</ErrorMessage>}
      {live.status === 'ready' && images.length === 0 && <Empty>{m.t('gallery.empty')}</Empty>}
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="gallery-grid">
          {images.map((image, position) => (
            <li key={image._id}>
              <button
                type="button"
                className="block w-full overflow-hidden rounded-lg bg-slate-200 shadow-sm ring-1 ring-slate-200 hover:opacity-90"
                onClick={() => setIndex(position)}
                aria-label={m.t('gallery.open', { number: position + 1, count, alt: image.alt })}
                aria-haspopup="dialog"
                data-gallery-item
              >
                <FallbackImage
                  src={image.url}
                  alt=""
                  width={400}
                  height={400}
                  loading={position < 4 ? 'eager' : 'lazy'}
                  className="aspect-square w-full object-cover"
                  fallback={broken}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ShowMore
        shown={images.length}
        total={live.total}
        loading={live.loadingMore}
        onMore={live.more}
        label={m.t('gallery.more')}
        messages={m}
      />
      <Dialog
        open={current !== undefined}
        onClose={() => setIndex(null)}
        labelledBy="lightbox-title"
        closeOnBackdrop
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950/95 p-0 backdrop:bg-slate-950/80"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') {
            event.preventDefault();
            move(1);
          } else if (event.key === 'ArrowLeft') {
            event.preventDefault();
            move(-1);
          }
        }}
      >
        {current && index !== null && (
          <div className="pointer-events-none flex h-full flex-col items-center justify-center gap-3 p-4 sm:p-10" data-testid="lightbox">
            <h2 id="lightbox-title" className="text-white" data-testid="lightbox-counter">
              {m.t('gallery.counter', { number: index + 1, count })}
            </h2>
            <div className="pointer-events-auto flex max-h-[80dvh] max-w-full items-center justify-center">
              <FallbackImage
                key={current._id}
                src={current.url}
                alt={current.alt}
                width={1200}
                height={900}
                loading="eager"
                className="h-auto max-h-[80dvh] w-auto max-w-full rounded object-contain"
                fallback={<p className="rounded bg-slate-800 p-8 text-white">{m.t('gallery.broken')}</p>}
              />
            </div>
            {current.caption && (
              <p className="max-w-prose text-center break-words text-white" data-testid="lightbox-caption">
                {current.caption}
              </p>
            )}
            <div className="pointer-events-auto flex gap-3">
              <button
                type="button"
                className="min-h-11 rounded-md bg-white/15 px-4 py-2 font-semibold text-white hover:bg-white/25"
                onClick={() => move(-1)}
              >
                <span aria-hidden="true">‹</span> {m.t('gallery.previous')}
              </button>
              <button
                type="button"
                className="min-h-11 rounded-md bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-200"
                onClick={() => setIndex(null)}
                data-autofocus
              >
                {m.t('gallery.close')}
              </button>
              <button
                type="button"
                className="min-h-11 rounded-md bg-white/15 px-4 py-2 font-semibold text-white hover:bg-white/25"
                onClick={() => move(1)}
              >
                {m.t('gallery.next')} <span aria-hidden="true">›</span>
              </button>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
