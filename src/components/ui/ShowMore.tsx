/** Below a list that loads a page at a time: how many are shown of how many, and the button for more. */
import { DEFAULT_LANG, type Lang } from '#domain/i18n/languages.ts';
import { messagesFor } from '#domain/i18n/translate.ts';
import { btnSecondary } from './styles.ts';

export function ShowMore({
  shown,
  total,
  loading,
  onMore,
  label,
  lang = DEFAULT_LANG,
}: {
  shown: number;
  total: number;
  loading: boolean;
  onMore: () => void;
  /** Names what there is more of, for screen readers ("more news"). */
  label?: string;
  /** The page's language (the admin area's lists are in the default one). */
  lang?: Lang;
}) {
  if (total === 0) return null;
  const m = messagesFor(lang);
  return (
    <div className="mt-6 flex flex-wrap items-center justify-center gap-4 text-slate-700" data-show-more>
      <p aria-live="polite">{m.t('list.shown', { shown, total })}</p>
      {shown < total && (
        <button
          type="button"
          className={btnSecondary}
          onClick={onMore}
          disabled={loading}
          aria-label={label ? `${m.t('list.more')}: ${label}` : undefined}
        >
          {loading ? m.t('list.loadingMore') : m.t('list.more')}
        </button>
      )}
    </div>
  );
}
