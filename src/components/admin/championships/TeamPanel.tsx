/**
 * The district team for admins: per race the selected skaters (the top finishers, everyone tied at
 * the cut too, then those the association added) and those removed, each change with its reason;
 * add or remove one with a reason; print it, or export it as CSV for the state association.
 */
import { useCallback, useEffect, useId, useState, type SyntheticEvent } from 'react';
import { CHAMPIONSHIP_LIMITS } from '#domain/championships/championship.ts';
import { championshipAdminTexts as texts } from '#domain/championships/championship-texts.ts';
import type { DistrictTeamView, TeamMember } from '#domain/championships/championship-views.ts';
import type { Entry } from '#domain/championships/championship.schema.ts';
import type { Event } from '#domain/events/event.schema.ts';
import { formatDate } from '#domain/common/dates.ts';
import { api, everyItem, type ListParams } from '#lib/api-client.ts';
import { failureText } from '#lib/error-text.ts';
import { SelectField } from '../kit/fields';
import { TextInput } from '../../ui/inputs';
import { NoticeView } from '../kit/Notice';
import { ErrorMessage, Loading } from '../../ui/status';
import { btnDangerOutline, btnPrimary, btnSecondary, card, tdClass, thClass } from '../../ui/styles';
import { RowHeading, ScrollTable, TableHead, tbodyClass } from '../../ui/table';
import { useNotice } from '../kit/hooks/useNotice';

type Race = DistrictTeamView['races'][number];
type Change = (input: { entryId: string; raceId: string; selected: boolean; reason: string }) => Promise<boolean>;

/** The reason a change to the team is made for, which the team sheet shows. */
function ReasonInput({
  id,
  value,
  onChange,
  autoFocus = false,
}: {
  id: string;
  value: string;
  onChange: (reason: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      id={id}
      label={texts.reason}
      required
      maxLength={CHAMPIONSHIP_LIMITS.reason}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoFocus={autoFocus}
    />
  );
}

/** The reason asked for before a change; the change is made when it is given. */
function ReasonForm({
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (reason: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const done = await onSubmit(reason);
    setBusy(false);
    if (done) onCancel();
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2" aria-label={label} data-print-hide>
      <div className="min-w-60 flex-1">
        <ReasonInput id={`${id}-reason`} value={reason} onChange={setReason} autoFocus />
      </div>
      <button type="submit" className={btnPrimary} disabled={busy}>
        {submitLabel}
      </button>
      <button type="button" className={btnSecondary} onClick={onCancel}>
        {texts.cancel}
      </button>
    </form>
  );
}

function MemberRows({ members, race, removed, change }: { members: TeamMember[]; race: Race; removed: boolean; change: Change }) {
  const [asking, setAsking] = useState<string | null>(null);
  return members.map((member) => (
    <tr key={member.entryId} data-member={member.name}>
      <RowHeading>{member.name}</RowHeading>
      <td className={tdClass}>{member.registrationNo}</td>
      <td className={tdClass}>{member.club}</td>
      <td className={tdClass}>{member.position ?? ''}</td>
      <td className={tdClass}>{texts.basisNames[member.basis]}</td>
      <td className={tdClass}>{member.reason ?? ''}</td>
      <td className={tdClass} data-print-hide>
        {asking === member.entryId ? (
          <ReasonForm
            label={removed ? texts.restore(member.name) : texts.removeFromTeam(member.name)}
            submitLabel={removed ? texts.restore(member.name) : texts.confirmRemoval}
            onSubmit={(reason) => change({ entryId: member.entryId, raceId: race._id, selected: removed, reason })}
            onCancel={() => setAsking(null)}
          />
        ) : (
          <button type="button" className={removed ? btnSecondary : btnDangerOutline} onClick={() => setAsking(member.entryId)}>
            {removed ? texts.restore(member.name) : texts.removeFromTeam(member.name)}
          </button>
        )}
      </td>
    </tr>
  ));
}

function MemberTable({
  caption,
  members,
  race,
  removed,
  change,
}: {
  caption: string;
  members: TeamMember[];
  race: Race;
  removed: boolean;
  change: Change;
}) {
  const { teamColumns: columns } = texts;
  return (
    <ScrollTable caption={caption}>
      <TableHead headings={[columns.name, columns.registrationNo, columns.club, columns.position, columns.basis, columns.reason]}>
        <th scope="col" className={thClass} data-print-hide>
          {columns.actions}
        </th>
      </TableHead>
      <tbody className={tbodyClass}>
        <MemberRows members={members} race={race} removed={removed} change={change} />
      </tbody>
    </ScrollTable>
  );
}

/** Adds an entrant of the race who is not selected, with the reason. */
function AddMember({ eventId, race, change }: { eventId: string; race: Race; change: Change }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [entrants, setEntrants] = useState<Entry[] | null>(null);
  const [entryId, setEntryId] = useState('');
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (!open || entrants) return;
    everyItem<Entry>((params: ListParams) => api.entries(eventId, params), { race: race._id, status: 'entered' }).then(
      setEntrants,
      (error: unknown) => {
        console.error(error);
        setEntrants([]);
      },
    );
  }, [open, entrants, eventId, race._id]);
  if (!open) {
    return (
      <button
        type="button"
        className={`${btnSecondary} mt-3`}
        onClick={() => setOpen(true)}
        aria-label={`${texts.addToTeam}: ${race.name}`}
        data-print-hide
      >
        {texts.addToTeam}
      </button>
    );
  }
  const chosen = new Set(race.selected.map((member) => member.entryId));
  const options = (entrants ?? []).filter((entry) => !chosen.has(entry._id));
  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await change({ entryId, raceId: race._id, selected: true, reason })) setOpen(false);
  };
  return (
    <form
      onSubmit={submit}
      className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end"
      aria-label={`${texts.addToTeam}: ${race.name}`}
      data-print-hide
    >
      {entrants === null ? (
        <Loading />
      ) : (
        <SelectField
          id={`${id}-skater`}
          label={texts.skater}
          required
          value={entryId}
          placeholder={texts.chooseSkater}
          onChange={setEntryId}
          options={options.map((entry) => ({ value: entry._id, label: `${entry.name} (${entry.club})` }))}
        />
      )}
      <ReasonInput id={`${id}-reason`} value={reason} onChange={setReason} />
      <button type="submit" className={btnPrimary} disabled={!entryId}>
        {texts.add}
      </button>
      <button type="button" className={btnSecondary} onClick={() => setOpen(false)}>
        {texts.cancel}
      </button>
    </form>
  );
}

export default function TeamPanel({ event }: { event: Event }) {
  const [team, setTeam] = useState<DistrictTeamView | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
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
  return (
    <div data-print-sheet>
      <NoticeView notice={notice} onDismiss={clear} />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="hidden text-2xl font-bold text-brand-900 print:block">
            {texts.teamHeading}: {event.title} ({formatDate(event.date)})
          </p>
          <p className="text-slate-700">{texts.teamIntro(team.selectPerRace)}</p>
        </div>
        <div className="flex flex-wrap gap-3" data-print-hide>
          <button type="button" className={btnSecondary} onClick={() => window.print()}>
            {texts.print}
          </button>
          <a className={btnSecondary} href={api.selectionCsvUrl(event._id)} download>
            {texts.exportCsv}
          </a>
        </div>
      </div>
      <div className="grid gap-6">
        {team.races.map((race) => (
          <section key={race._id} className={card} data-team-race={race.name}>
            <h3 className="text-lg font-bold text-brand-900">{race.name}</h3>
            {race.selected.length === 0 ? (
              <p className="text-slate-700">{texts.noneSelected}</p>
            ) : (
              <MemberTable caption={race.name} members={race.selected} race={race} removed={false} change={change} />
            )}
            {race.removed.length > 0 && (
              <>
                <h4 className="mt-4 font-semibold text-slate-800">{texts.removedHeading}</h4>
                <MemberTable caption={`${race.name}: ${texts.removedHeading}`} members={race.removed} race={race} removed change={change} />
              </>
            )}
            <AddMember eventId={event._id} race={race} change={change} />
          </section>
        ))}
      </div>
    </div>
  );
}
