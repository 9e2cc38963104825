/** An achievement card: image, title, Year and Level, the description cut to 125 characters. */
import { ACHIEVEMENT_PREVIEW_LENGTH } from '#config/rules.ts';
import type { Achievement } from '#domain/content/achievement.schema.ts';
import { preview } from '#domain/common/text.ts';
import { FallbackImage } from '#components/ui/FallbackImage.tsx';
import type { Messages } from '#domain/i18n/messages.ts';
import { levelName, type LevelKey } from '#domain/i18n/level-name.ts';

/** The words a card shows. */
export type CardMessages = Messages<LevelKey | 'achievements.yearLabel' | 'achievements.levelLabel'>;

const placeholder = <div className="aspect-[4/3] w-full bg-gradient-to-br from-amber-100 to-brand-100" aria-hidden="true" />;

/** An achievement's page, in the language of `m` (its address prefix). */
export const achievementHref = (id: string, m?: Pick<Messages, 'path'>) => {
  const path = `/achievement/${encodeURIComponent(id)}`;
  return m ? m.path(path) : path;
};

export function AchievementCard({ achievement, m, eager = false }: { achievement: Achievement; m: CardMessages; eager?: boolean }) {
  return (
    <li
      className="relative flex flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md sm:flex-row"
      data-achievement-card
    >
      <FallbackImage
        src={achievement.image}
        alt=""
        width={400}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[4/3] w-full object-cover sm:w-56 sm:shrink-0"
        fallback={<div className="sm:w-56 sm:shrink-0">{placeholder}</div>}
      />
      <div className="flex min-w-0 flex-1 flex-col p-4">
        <h3 className="text-lg font-bold break-words text-brand-900">
          {/* The whole card opens the detail: the link's area is stretched over it. */}
          <a href={achievementHref(achievement._id, m)} className="after:absolute after:inset-0 hover:underline">
            {achievement.title}
          </a>
        </h3>
        <dl className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt className="font-semibold">{m.t('achievements.yearLabel')}</dt>
            <dd>{achievement.year}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-semibold">{m.t('achievements.levelLabel')}</dt>
            <dd>{levelName(m, achievement.level)}</dd>
          </div>
        </dl>
        <p className="mt-2 text-slate-700" data-achievement-preview>
          {preview(achievement.description, ACHIEVEMENT_PREVIEW_LENGTH)}
        </p>
      </div>
    </li>
  );
}
