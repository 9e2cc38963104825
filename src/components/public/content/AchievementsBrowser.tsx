/**
 * /achievements: filters hidden by default (Show Filters / Hide Filters), a year dropdown from
 * 1995 to the current year, level checkboxes, the scrolling list with its spinner, the error with
 * Retry (which reloads the page) and the empty state. The filters are
 * applied by the server, and the list loads a page at a time.
 */
import { contentApi } from '#lib/client/content.ts';
import { useEffect, useId, useState } from 'react';
import { ACHIEVEMENT_LEVELS, yearOptions, type AchievementLevel } from '#config/rules.ts';
import type { Achievement } from '#domain/content/achievement.schema.ts';
import type { FirstPage } from '#domain/content/public-content.schema.ts';
import { ApiError, UnexpectedFormatError } from '#lib/client/errors.ts';
import { errorDetail } from '#lib/error-text.ts';
import { AchievementCard } from './AchievementCard.tsx';
import { messagesIn, type Messages, type WordsOf } from '#domain/i18n/messages.ts';
import type { contentWords } from '#domain/i18n/words-content.ts';
import { levelName } from '#domain/i18n/level-name.ts';
import { useLiveList } from '#components/public/common/useLive.ts';
import { Empty, Loading } from '#components/ui/status.tsx';
import { inputClass, btnSecondary } from '#components/ui/styles.ts';
import { ShowMore } from '#components/ui/ShowMore.tsx';

type ListErrorKey = 'achievements.unexpectedFormat' | 'achievements.fetchFailed' | 'achievements.loadFailed';

export const publicListError = (error: unknown, m: Messages<ListErrorKey>): string => {
  if (error instanceof UnexpectedFormatError) return m.t('achievements.unexpectedFormat');
  if (error instanceof ApiError) return m.t('achievements.fetchFailed', { status: String(error.status) });
  return m.t('achievements.loadFailed', { detail: errorDetail(error) });
};

export default function AchievementsBrowser({
  initial,
  thisYear: buildYear,
  words,
}: {
  initial: FirstPage<Achievement>;
  thisYear: number;
  words: WordsOf<typeof contentWords>;
}) {
  const m = messagesIn(words);
  const id = useId();
  // The year list runs to the current year (docs/rules.md#year-filter): the build's year until hydrated.
  const [thisYear, setThisYear] = useState(buildYear);
  useEffect(() => setThisYear(new Date().getFullYear()), []);
  const [showFilters, setShowFilters] = useState(false);
  const [year, setYear] = useState('');
  const [levels, setLevels] = useState<AchievementLevel[]>([]);
  const live = useLiveList(initial, contentApi.achievements, { year, level: levels.join(',') });

  const toggleLevel = (level: AchievementLevel) =>
    setLevels((previous) => (previous.includes(level) ? previous.filter((item) => item !== level) : [...previous, level]));

  const shown = live.data;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-brand-900">{m.t('achievements.all')}</h2>
        <button
          type="button"
          className={btnSecondary}
          aria-expanded={showFilters}
          aria-controls={`${id}-filters`}
          onClick={() => setShowFilters((value) => !value)}
        >
          {showFilters ? m.t('achievements.hideFilters') : m.t('achievements.showFilters')}
        </button>
      </div>
      <div
        id={`${id}-filters`}
        hidden={!showFilters}
        className="mt-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
        data-testid="achievement-filters"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-year`} className="block text-sm font-semibold text-slate-800">
              {m.t('achievements.year')}
            </label>
            <select id={`${id}-year`} className={inputClass} value={year} onChange={(event) => setYear(event.target.value)}>
              <option value="">{m.t('achievements.allYears')}</option>
              {yearOptions(new Date(thisYear, 6, 1)).map((option) => (
                <option key={option} value={String(option)}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">{m.t('achievements.level')}</legend>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {ACHIEVEMENT_LEVELS.map((level) => (
                <label key={level} className="inline-flex min-h-11 items-center gap-2 text-slate-800">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-brand-800"
                    checked={levels.includes(level)}
                    onChange={() => toggleLevel(level)}
                  />
                  {levelName(m, level)}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </div>

      {/* In the page's own flow: no scroll box inside the page to cut cards in half. */}
      <div className="mt-4" data-testid="achievement-list">
        {live.status === 'loading' && <Loading label={m.t('achievements.loading')} showLabel={false} />}
        {live.status === 'error' && (
          <div
            role="alert"
            className="mb-4 flex flex-wrap items-center gap-3 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800"
          >
            <span>{publicListError(live.error, m)}</span>
            <button
              type="button"
              className="min-h-11 rounded-md bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900"
              onClick={() => window.location.reload()}
            >
              {m.t('achievements.retry')}
            </button>
          </div>
        )}
        {live.status !== 'loading' && shown.length === 0 && live.status !== 'error' && <Empty>{m.t('achievements.empty')}</Empty>}
        {shown.length > 0 && (
          <ul className="grid gap-4">
            {shown.map((item, index) => (
              <AchievementCard key={item._id} achievement={item} m={m} eager={index < 2} />
            ))}
          </ul>
        )}
        {live.status === 'ready' && (
          <ShowMore
            shown={shown.length}
            total={live.total}
            loading={live.loadingMore}
            onMore={live.more}
            label={m.t('achievements.more')}
            messages={m}
          />
        )}
      </div>
    </div>
  );
}
