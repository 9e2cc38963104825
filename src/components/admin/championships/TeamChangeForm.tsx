/**
 * The one way to change the district team: choose a race with results and a skater entered in
 * it; the form says whether the change adds them or takes them out, and asks for the reason.
 */
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { CHAMPIONSHIP_LIMITS } from '#domain/championships/championship.ts';
import { championshipAdminTexts as texts } from '#domain/championships/championship-texts.ts';
import type { DistrictTeamView } from '#domain/championships/championship-views.ts';
import type { Entry } from '#domain/championships/championship.schema.ts';
import { isSelectedIn, racesWithResults } from '#domain/championships/team-view.ts';
import { api, everyItem, type ListParams } from '#lib/client/index.ts';
import { SelectField } from '#components/admin/kit/fields.tsx';
import { TextInput } from '#components/ui/inputs.tsx';
import { Loading } from '#components/ui/status.tsx';
import { btnPrimary, btnSecondary, card } from '#components/ui/styles.ts';

export type Change = (input: { entryId: string; raceId: string; selected: boolean; reason: string }) => Promise<boolean>;

export default function TeamChangeForm({
  eventId,
  team,
  start,
  change,
  onClose,
}: {
  eventId: string;
  team: DistrictTeamView;
  /** Where the form opens: a skater's row gives their entry and first race. */
  start: { raceId?: string; entryId?: string };
  change: Change;
  onClose: () => void;
}) {
  const id = useId();
  const races = racesWithResults(team);
  const [raceId, setRaceId] = useState(start.raceId ?? '');
  const [entryId, setEntryId] = useState(start.entryId ?? '');
  const [entrants, setEntrants] = useState<Entry[] | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!raceId) return setEntrants(null);
    let live = true;
    setEntrants(null);
    everyItem<Entry>((params: ListParams) => api.entries(eventId, params), { race: raceId, status: 'entered' }).then(
      (found) => live && setEntrants(found),
      (error: unknown) => {
        console.error(error);
        if (live) setEntrants([]);
      },
    );
    return () => {
      live = false;
    };
  }, [eventId, raceId]);

  const race = races.find((item) => item._id === raceId);
  const entrant = entrants?.find((entry) => entry._id === entryId);
  const selected = race && entrant ? isSelectedIn(team, race._id, entrant._id) : false;

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!race || !entrant) return;
    setBusy(true);
    const done = await change({ entryId: entrant._id, raceId: race._id, selected: !selected, reason });
    setBusy(false);
    if (done) onClose();
  };

  return (
    <form onSubmit={submit} className={`${card} grid gap-3`} aria-labelledby={`${id}-heading`} data-print-hide data-testid="team-change">
      <h3 id={`${id}-heading`} className="text-lg font-bold text-brand-900">
        {texts.changeTeam}
      </h3>
      <p className="text-sm text-slate-700">{texts.changeIntro}</p>
      {races.length === 0 ? (
        <p className="text-slate-700">{texts.noRacesWithResults}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            id={`${id}-race`}
            label={texts.race}
            required
            value={raceId}
            placeholder={texts.chooseRace}
            onChange={(value) => {
              setRaceId(value);
              setEntryId('');
            }}
            options={races.map((item) => ({ value: item._id, label: item.name }))}
          />
          {raceId !== '' && entrants === null ? (
            <Loading />
          ) : (
            <SelectField
              id={`${id}-skater`}
              label={texts.skater}
              required
              value={entrant ? entryId : ''}
              placeholder={texts.chooseSkater}
              onChange={setEntryId}
              options={(entrants ?? []).map((entry) => ({
                value: entry._id,
                label: `${entry.name} (${entry.club}): ${isSelectedIn(team, raceId, entry._id) ? texts.inTeam : texts.notInTeam}`,
              }))}
            />
          )}
        </div>
      )}
      {race && entrant && (
        <p className="font-semibold text-slate-800" data-testid="team-change-effect">
          {selected ? texts.changeWillRemove(entrant.name, race.name) : texts.changeWillAdd(entrant.name, race.name)}
        </p>
      )}
      <TextInput
        id={`${id}-reason`}
        label={texts.reason}
        required
        maxLength={CHAMPIONSHIP_LIMITS.reason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={btnPrimary} disabled={busy || !race || !entrant}>
          {texts.saveChange}
        </button>
        <button type="button" className={btnSecondary} onClick={onClose}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
