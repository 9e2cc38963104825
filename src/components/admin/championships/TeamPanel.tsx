/**
 * The district team for admins, one line per skater: their races in the team with place and mark
 * (and the reason when the association added them), and the races they were taken out of, with
 * the reason. Races without results are left out; races whose results are not official yet are
 * named as waiting. Changes go through one quiet "Change" action with a reason; printable on A4
 * under the association's name, and exported as CSV for the state association.
 */
import { useCallback, useEffect, useState } from 'react';
import { site } from '#config/site.ts';
import { resultText } from '#domain/championships/championship.ts';
import { championshipAdminTexts as texts } from '#domain/championships/championship-texts.ts';
import type { DistrictTeamView } from '#domain/championships/championship-views.ts';
import { teamBySkater, type SkaterRace, type TeamSkater } from '#domain/championships/team-view.ts';
import type { Event } from '#domain/events/event.schema.ts';
import { formatDate } from '#domain/common/dates.ts';
import { api } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import { NoticeView } from '#components/admin/kit/Notice.tsx';
import { ErrorMessage, Loading } from '#components/ui/status.tsx';
import { btnSecondary, card, tdClass, thClass } from '#components/ui/styles.ts';
import { RowHeading, ScrollTable, TableHead, tbodyClass } from '#components/ui/table.tsx';
import { useNotice } from '#components/admin/kit/hooks/useNotice.ts';
import TeamChangeForm, { type Change } from './TeamChangeForm.tsx';

const quiet =
  'text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

function RaceLine({ race }: { race: SkaterRace }) {
  const line = texts.raceLine(race.race, resultText({ ...race, discipline: race.discipline }));
  const note =
    race.basis === 'added'
      ? texts.addedBecause(race.reason ?? '')
      : race.basis === 'removed'
        ? texts.removedBecause(race.reason ?? '')
        : '';
  return (
    <li data-team-race={race.race} data-basis={race.basis}>
      <span className={race.basis === 'removed' ? 'text-slate-600 line-through' : ''}>{line}</span>
      {note && <span className="block text-slate-700 italic">{note}</span>}
    </li>
  );
}

function SkaterTable({ caption, skaters, onChange }: { caption: string; skaters: TeamSkater[]; onChange: (skater: TeamSkater) => void }) {
  const { teamColumns: columns } = texts;
  return (
    <ScrollTable caption={caption}>
      <TableHead headings={[columns.name, columns.registrationNo, columns.club, columns.races]}>
        <th scope="col" className={thClass} data-print-hide>
          <span className="sr-only">{columns.actions}</span>
        </th>
      </TableHead>
      <tbody className={tbodyClass}>
        {skaters.map((skater) => (
          <tr key={skater.entryId} data-member={skater.name} className="break-inside-avoid">
            <RowHeading>{skater.name}</RowHeading>
            <td className={`${tdClass} whitespace-nowrap`}>{skater.registrationNo}</td>
            <td className={tdClass}>{skater.club}</td>
            <td className={tdClass}>
              <ul className="grid gap-1">
                {skater.races.map((race) => (
                  <RaceLine key={race.raceId} race={race} />
                ))}
              </ul>
            </td>
            <td className={tdClass} data-print-hide>
              <button type="button" className={quiet} onClick={() => onChange(skater)} aria-label={texts.changeFor(skater.name)}>
                {texts.change}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

export default function TeamPanel({ event }: { event: Event }) {
  const [team, setTeam] = useState<DistrictTeamView | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [changing, setChanging] = useState<{ raceId?: string; entryId?: string } | null>(null);
  const { notice, show, clear } = useNotice();

  useEffect(() => {
    api.selection(event._id).then(setTeam, (error: unknown) => {
      console.error(error);
      setFailed(error ?? new Error('failed'));
    });
  }, [event._id]);

  const change = useCallback<Change>(
    async (input) => {
      clear();
      try {
        const answer = await api.changeSelection(event._id, input);
        setTeam(answer.team);
        show('success', answer.message);
        return true;
      } catch (error) {
        show('error', failureText(error, { failed: texts.changeFailed }));
        return false;
      }
    },
    [event._id, clear, show],
  );

  if (failed) return <ErrorMessage>{failureText(failed, { failed: texts.teamFailed })}</ErrorMessage>;
  if (!team) return <Loading />;
  const { selected, removed, waiting } = teamBySkater(team);
  const open = (skater?: TeamSkater) => {
    clear();
    setChanging(skater ? { entryId: skater.entryId, raceId: skater.races[0]?.raceId ?? '' } : {});
  };
  return (
    <div data-print-sheet data-testid="district-team">
      <NoticeView notice={notice} onDismiss={clear} />
      <header className="mb-4 hidden print:block" data-print-only>
        <p className="text-base font-bold text-brand-900">{site.name}</p>
        <p className="text-2xl font-bold text-brand-900">
          {texts.teamHeading}: {event.title} ({formatDate(event.date)})
        </p>
      </header>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-3xl text-slate-700">{texts.teamIntro(team.selectPerRace)}</p>
        <div className="flex flex-wrap gap-3" data-print-hide>
          <button type="button" className={btnSecondary} onClick={() => open()} aria-expanded={changing !== null}>
            {texts.changeTeam}
          </button>
          <button type="button" className={btnSecondary} onClick={() => window.print()}>
            {texts.print}
          </button>
          <a className={btnSecondary} href={api.selectionCsvUrl(event._id)} download>
            {texts.exportCsv}
          </a>
        </div>
      </div>
      {changing && (
        <div className="mb-6">
          <TeamChangeForm
            key={`${changing.entryId ?? ''}|${changing.raceId ?? ''}`}
            eventId={event._id}
            team={team}
            start={changing}
            change={change}
            onClose={() => setChanging(null)}
          />
        </div>
      )}
      {waiting.length > 0 && (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="team-waiting">
          {texts.waitingOfficial(waiting)}
        </p>
      )}
      <section className={card} aria-labelledby="team-selected">
        <h3 id="team-selected" className="mb-2 text-lg font-bold text-brand-900">
          {texts.teamCount(selected.length)}
        </h3>
        {selected.length === 0 ? (
          <p className="text-slate-700">{texts.noneSelected}</p>
        ) : (
          <SkaterTable caption={texts.teamHeading} skaters={selected} onChange={open} />
        )}
      </section>
      {removed.length > 0 && (
        <section className={`${card} mt-6`} aria-labelledby="team-removed">
          <h3 id="team-removed" className="mb-2 text-lg font-bold text-brand-900">
            {texts.removedHeading}
          </h3>
          <SkaterTable caption={texts.removedHeading} skaters={removed} onChange={open} />
        </section>
      )}
    </div>
  );
}
