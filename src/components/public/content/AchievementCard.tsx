/** An achievement card: image, title, Year and Level, the description cut to 125 characters. */
import { ACHIEVEMENT_PREVIEW_LENGTH } from '#config/rules.ts';
import type { Achievement } from '#domain/content/achievement.schema.ts';
import { preview } from '#domain/common/text.ts';
import { FallbackImage } from '#components/ui/FallbackImage.tsx';

const placeholder = <div className="aspect-[4/3] w-full bg-gradient-to-br from-amber-100 to-brand-100" aria-hidden="true" />;

export const achievementHref = (id: string) => `/achievement/${encodeURIComponent(id)}`;

export function AchievementCard({ achievement, eager = false }: { achievement: Achievement; eager?: boolean }) {
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
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-bold text-brand-900">
          {/* The whole card opens the detail: the link's area is stretched over it. */}
          <a href={achievementHref(achievement._id)} className="after:absolute after:inset-0 hover:underline">
            {achievement.title}
          </a>
        </h3>
        <dl className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt className="font-semibold">Year:</dt>
            <dd>{achievement.year}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-semibold">Level:</dt>
            <dd>{achievement.level}</dd>
          </div>
        </dl>
        <p className="mt-2 text-slate-700" data-achievement-preview>
          {preview(achievement.description, ACHIEVEMENT_PREVIEW_LENGTH)}
        </p>
      </div>
    </li>
  );
}
