/**
 * Level pages (/international, /national, /state, /district): only achievements of that level,
 * compared case-insensitively, with the original empty and error texts, a page at a time.
 */
import { contentApi } from '#lib/client/content.ts';
import type { AchievementLevel } from '#config/rules.ts';
import type { Achievement } from '#domain/content/achievement.schema.ts';
import type { FirstPage } from '#domain/content/public-content.schema.ts';
import { errorDetail } from '#lib/error-text.ts';
import { AchievementCard } from './AchievementCard.tsx';
import { messagesIn, type WordsOf } from '#domain/i18n/messages.ts';
import type { contentWords } from '#domain/i18n/words-content.ts';
import { levelName } from '#domain/i18n/level-name.ts';
import { useLiveList } from '#components/public/common/useLive.ts';
import { ErrorMessage, Empty, Loading } from '#components/ui/status.tsx';
import { ShowMore } from '#components/ui/ShowMore.tsx';

export default function LevelAchievements({
  level,
  initial,
  words,
}: {
  level: AchievementLevel;
  initial: FirstPage<Achievement>;
  words: WordsOf<typeof contentWords>;
}) {
  const m = messagesIn(words);
  const name = levelName(m, level);
  // "No district level achievements found": the level inside a sentence, in the language's lower case.
  const inSentence = name.toLocaleLowerCase(m.locale);
  const live = useLiveList(initial, contentApi.achievements, { level });
  const shown = live.data;
  return (
    <div>
      <h2 className="mb-4 text-2xl font-bold text-brand-900">{m.t('levels.results', { level: name })}</h2>
      {live.status === 'loading' && <Loading label={m.t('achievements.loading')} showLabel={false} />}
      {live.status === 'error' && (
        <ErrorMessage className="mb-4">{m.t('achievements.loadFailed', { detail: errorDetail(live.error) })}</ErrorMessage>
      )}
      {live.status === 'ready' && shown.length === 0 && <Empty>{m.t('levels.empty', { level: inSentence })}</Empty>}
      {shown.length > 0 && (
        <ul className="grid gap-4" data-testid="level-achievements">
          {shown.map((item, index) => (
            <AchievementCard key={item._id} achievement={item} m={m} eager={index < 2} />
          ))}
        </ul>
      )}
      <ShowMore
        shown={shown.length}
        total={live.total}
        loading={live.loadingMore}
        onMore={live.more}
        label={m.t('levels.more', { level: inSentence })}
        messages={m}
      />
    </div>
  );
}
