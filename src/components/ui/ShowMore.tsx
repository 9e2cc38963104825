/** Below a list that loads a page at a time: how many are shown of how many, and the button for more. */
import { site } from '#config/site.ts';
import { messagesIn, type Messages } from '#domain/i18n/messages.ts';
import { commonWords } from '#domain/i18n/words-common.ts';
import { btnSecondary } from './styles.ts';

type ListKey = 'list.more' | 'list.loadingMore' | 'list.shown';

/** The admin area's lists, in the default language. */
const first = site.languages.default;
const defaultWords = messagesIn({ lang: first.code, locale: first.locale, prefix: '', words: commonWords.base, server: {} });

export function ShowMore({
  shown,
  total,
  loading,
  onMore,
  label,
  messages = defaultWords,
}: {
  shown: number;
  total: number;
  loading: boolean;
  onMore: () => void;
  /** Names what there is more of, for screen readers ("more news"). */
  label?: string;
  /** The page's words (a public page in either language); the admin area's lists say the default language's. */
  messages?: Messages<ListKey>;
}) {
  if (total === 0) return null;
  const more = messages.t('list.more');
  return (
    <div className="mt-6 flex flex-wrap items-center justify-center gap-4 text-slate-700" data-show-more>
      <p aria-live="polite">{messages.t('list.shown', { shown, total })}</p>
      {shown < total && (
        <button
          type="button"
          className={btnSecondary}
          onClick={onMore}
          disabled={loading}
          aria-label={label ? `${more}: ${label}` : undefined}
        >
          {loading ? messages.t('list.loadingMore') : more}
        </button>
      )}
    </div>
  );
}
