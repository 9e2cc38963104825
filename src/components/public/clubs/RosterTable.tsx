/**
 * The club's squad on the club desk: one row per approved skater naming the club, with what a
 * coach needs to enter them, and nothing personal. On a phone the table scrolls inside its own
 * frame, never the page.
 */
import { clubDeskTexts } from '#domain/clubs/club-desk.ts';
import type { RosterSkater } from '#domain/clubs/club-desk.schema.ts';
import { tableClass, tdClass, thClass } from '#components/ui/styles.ts';

export default function RosterTable({ skaters }: { skaters: RosterSkater[] }) {
  return (
    <div className="max-w-full overflow-x-auto rounded-lg ring-1 ring-slate-200" tabIndex={0} aria-label="Squad table, scrolls sideways">
      <table className={tableClass} data-testid="roster">
        <caption className="sr-only">{clubDeskTexts.rosterHeading}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={thClass}>
              Name
            </th>
            <th scope="col" className={thClass}>
              Registration no.
            </th>
            <th scope="col" className={thClass}>
              Age category
            </th>
            <th scope="col" className={thClass}>
              Discipline
            </th>
            <th scope="col" className={thClass}>
              Season
            </th>
            <th scope="col" className={thClass}>
              Club entries
            </th>
            <th scope="col" className={thClass}>
              Entries
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {skaters.map((skater) => (
            <tr key={skater._id} data-skater={skater.registrationNo}>
              <th scope="row" className={`${tdClass} font-semibold`}>
                {skater.name}
              </th>
              <td className={tdClass}>{skater.registrationNo}</td>
              <td className={tdClass}>{skater.ageCategory}</td>
              <td className={tdClass}>
                {skater.eventCategory}, {skater.gender}
              </td>
              <td className={tdClass}>{skater.seasonStatus === 'current' ? `${skater.season}` : `${skater.season} (renewal due)`}</td>
              <td className={tdClass}>{skater.clubMayEnter ? clubDeskTexts.mayEnter : clubDeskTexts.mayNotEnter}</td>
              <td className={tdClass}>
                {skater.entries.length === 0
                  ? 'None'
                  : skater.entries.map((entry) => (
                      <p key={entry.eventId}>
                        {entry.title}: {entry.races.join(', ')}
                        {entry.byClub ? ' (by the club)' : ''}
                      </p>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
