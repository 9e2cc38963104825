/**
 * Level pages (/international, /national, /state, /district): only achievements of that level,
 * compared case-insensitively, with the original empty and error texts, a page at a time.
 */
import { contentApi } from '#lib/client/content.ts';
import type { AchievementLevel } from '#config/rules.ts';
import type { Achievement } from '#domain/content/achievement.schema.ts';
import type { FirstPage } from '#domain/content/public-content.schema.ts';
import { achievementMessages } from '#domain/content/achievement.ts';
import { errorDetail } from '#lib/error-text.ts';
import { AchievementCard } from './AchievementCard.tsx';
import { useLiveList } from '#components/public/common/useLive.ts';
import { ErrorMessage, Empty, Loading } from '#components/ui/status.tsx';
import { ShowMore } from '#components/ui/ShowMore.tsx';

export default function LevelAchievements({ level, initial }: { level: AchievementLevel; initial: FirstPage<Achievement> }) {
  const live = useLiveList(initial, contentApi.achievements, { level });
  const shown = live.data;
  return (
    <div>
      <h2 className="mb-4 text-2xl font-bold text-brand-900">{level} level results</h2>
      {live.status === 'loading' && <Loading label={achievementMessages.loading} showLabel={false} />}
      {live.status === 'error' && <ErrorMessage className="mb-4">{achievementMessages.loadFailed(errorDetail(live.error))}</ErrorMessage>}
      {live.status === 'ready' && shown.length === 0 && <Empty>{achievementMessages.levelEmpty(level)}</Empty>}
      {shown.length > 0 && (
        <ul className="grid gap-4" data-testid="level-achievements">
          {shown.map((item, index) => (
            <AchievementCard key={item._id} achievement={item} eager={index < 2} />
          ))}
        </ul>
      )}
      <ShowMore
        shown={shown.length}
        total={live.total}
        loading={live.loadingMore}
        onMore={live.more}
        label={`more ${level.toLowerCase()} achievements`}
      />
    </div>
  );
}
