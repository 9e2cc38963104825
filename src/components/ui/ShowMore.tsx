/** Below a list that loads a page at a time: how many are shown of how many, and the button for more. */
import { listTexts } from '#domain/common/list-query.ts';
import { btnSecondary } from './styles.ts';

export function ShowMore({
  shown,
  total,
  loading,
  onMore,
  label,
}: {
  shown: number;
  total: number;
  loading: boolean;
  onMore: () => void;
  /** Names what there is more of, for screen readers ("more news"). */
  label?: string;
}) {
  if (total === 0) return null;
  return (
    <div className="mt-6 flex flex-wrap items-center justify-center gap-4 text-slate-700" data-show-more>
      <p aria-live="polite">{listTexts.shown(shown, total)}</p>
      {shown < total && (
        <button
          type="button"
          className={btnSecondary}
          onClick={onMore}
          disabled={loading}
          aria-label={label ? `${listTexts.more}: ${label}` : undefined}
        >
          {loading ? listTexts.loadingMore : listTexts.more}
        </button>
      )}
    </div>
  );
}
