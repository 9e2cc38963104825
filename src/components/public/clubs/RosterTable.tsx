/**
 * The club's squad on the club desk: one row per approved skater naming the club, with what a
 * coach needs to enter them, and nothing personal. On a phone the table scrolls inside its own
 * frame, never the page. Under it, who can change what the coach cannot: the parent allows club
 * entries and renews, on the family page.
 */
import type { RosterSkater } from '#domain/clubs/club-desk.schema.ts';
import { tableClass, tdClass, thClass } from '#components/ui/styles.ts';
import type { DeskMessages } from './desk-texts.ts';

export default function RosterTable({ m, skaters }: { m: DeskMessages; skaters: RosterSkater[] }) {
  return (
    <>
      <Table m={m} skaters={skaters} />
      {/* What a coach cannot change, and who can: said once, under the table, when a row needs it. */}
      {skaters.some((skater) => !skater.clubMayEnter) && <p className="mt-3 text-sm text-slate-700">{m.t('clubDesk.allowHow')}</p>}
      {skaters.some((skater) => skater.seasonStatus !== 'current') && (
        <p className="mt-2 text-sm text-slate-700">{m.t('clubDesk.renewHow')}</p>
      )}
    </>
  );
}

function Table({ m, skaters }: { m: DeskMessages; skaters: RosterSkater[] }) {
  return (
    <div className="max-w-full overflow-x-auto rounded-lg ring-1 ring-slate-200" tabIndex={0} aria-label={m.t('clubDesk.rosterTable')}>
      <table className={tableClass} data-testid="roster">
        <caption className="sr-only">{m.t('clubDesk.rosterHeading')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={thClass}>
              {m.t('clubDesk.name')}
            </th>
            <th scope="col" className={thClass}>
              {m.t('clubDesk.registrationNo')}
            </th>
            <th scope="col" className={thClass}>
              {m.t('clubDesk.ageCategory')}
            </th>
            <th scope="col" className={thClass}>
              {m.t('clubDesk.discipline')}
            </th>
            <th scope="col" className={thClass}>
              {m.t('clubDesk.season')}
            </th>
            <th scope="col" className={thClass}>
              {m.t('clubDesk.clubEntries')}
            </th>
            <th scope="col" className={thClass}>
              {m.t('clubDesk.entries')}
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
              <td className={tdClass}>
                {skater.seasonStatus === 'current' ? `${skater.season}` : m.t('clubDesk.renewalDue', { season: `${skater.season}` })}
              </td>
              <td className={tdClass}>{skater.clubMayEnter ? m.t('clubDesk.mayEnter') : m.t('clubDesk.mayNotEnter')}</td>
              <td className={tdClass}>
                {skater.entries.length === 0
                  ? m.t('clubDesk.noEntries')
                  : skater.entries.map((entry) => (
                      <p key={entry.eventId}>
                        {entry.title}: {entry.races.join(', ')}
                        {entry.byClub ? ` ${m.t('clubDesk.byClub')}` : ''}
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
