/** The desk without a championship chosen: the championships set up, by date, to run one here. */
import { useEffect, useState } from 'react';
import { venueTexts as texts } from '#domain/venue/venue-texts.ts';
import { formatDate } from '#domain/common/dates.ts';
import type { Event } from '#domain/events/event.schema.ts';
import { api } from '#lib/client/index.ts';
import { btnPrimary, card } from '#components/ui/styles.ts';

export default function DeskPicker({ onPick }: { onPick: (eventId: string) => void }) {
  const [found, setFound] = useState<Event[] | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    Promise.all([api.championshipList({ pageSize: 100 }), api.events({ pageSize: 100 })]).then(
      ([championships, events]) => {
        const ids = new Set(championships.items.map((item) => item._id));
        setFound(events.items.filter((event) => ids.has(event._id)).sort((a, b) => b.date.localeCompare(a.date)));
      },
      () => setFailed(true),
    );
  }, []);
  return (
    <div className={card}>
      <h1 className="text-2xl font-bold text-brand-900">{texts.deskTitle}</h1>
      <p className="mt-2 max-w-3xl text-slate-800">{texts.deskIntro}</p>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{texts.pickChampionship}</h2>
      {failed && (
        <p role="alert" className="mt-2 text-red-700">
          {texts.loadFirst}
        </p>
      )}
      {found?.length === 0 && (
        <p className="mt-2">
          {texts.noChampionships}{' '}
          <a href="/admin/championships" className="font-medium text-brand-800 underline">
            Championships
          </a>
        </p>
      )}
      <ul className="mt-3 grid gap-2">
        {found?.map((event) => (
          <li key={event._id}>
            <a
              className={btnPrimary}
              href={`/admin/desk/?event=${encodeURIComponent(event._id)}`}
              onClick={(click) => {
                click.preventDefault();
                history.replaceState(null, '', `/admin/desk/?event=${encodeURIComponent(event._id)}`);
                onPick(event._id);
              }}
            >
              {event.title} · {formatDate(event.date)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
