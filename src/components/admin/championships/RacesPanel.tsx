/**
 * The races of a championship: the race builder adds every chosen discipline × age category ×
 * gender in one step, then the admin prunes the list (a race with entries or results stays, and
 * the server says why).
 */
import { useId, useState, type SyntheticEvent } from 'react';
import { EVENT_CATEGORIES } from '#config/rules.ts';
import { AGE_CATEGORIES } from '#domain/registry/age-category.ts';
import { CHAMPIONSHIP_LIMITS, RACE_GENDERS } from '#domain/championships/championship.ts';
import { championshipAdminTexts as texts } from '#domain/championships/championship-texts.ts';
import type { PublicChampionship } from '#domain/championships/championship-views.ts';
import { api } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import { TextInput } from '#components/ui/inputs.tsx';
import { NoticeView } from '#components/admin/kit/Notice.tsx';
import { btnDangerOutline, btnPrimary, card, tdClass } from '#components/ui/styles.ts';
import { RowHeading, ScrollTable, TableHead, tbodyClass } from '#components/ui/table.tsx';
import { useConfirm } from '#components/admin/kit/hooks/useConfirm.tsx';
import { useNotice } from '#components/admin/kit/hooks/useNotice.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';

export default function RacesPanel({
  eventId,
  championship,
  onChanged,
}: {
  eventId: string;
  championship: PublicChampionship;
  onChanged: () => void;
}) {
  const id = useId();
  const [disciplines, setDisciplines] = useState<(typeof EVENT_CATEGORIES)[number][]>([]);
  const [ageCategories, setAgeCategories] = useState<(typeof AGE_CATEGORIES)[number][]>([]);
  const [genders, setGenders] = useState<(typeof RACE_GENDERS)[number][]>([]);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useNotice();
  const [confirm, confirmDialog] = useConfirm();
  const count = disciplines.length * ageCategories.length * genders.length;

  const build = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    clear();
    try {
      const answer = await api.addRaceGrid(eventId, { disciplines, ageCategories, genders, ...(name.trim() ? { name: name.trim() } : {}) });
      show('success', texts.added(answer.added));
      onChanged();
    } catch (error) {
      show('error', failureText(error, { failed: texts.addFailed }));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (raceId: string, raceName: string) => {
    if (!(await confirm(texts.confirmRemoveRace(raceName), texts.remove))) return;
    clear();
    try {
      const answer = await api.removeRace(eventId, raceId);
      show('success', answer.message);
      onChanged();
    } catch (error) {
      show('error', failureText(error, { failed: texts.removeFailed }));
    }
  };

  const { raceColumns: columns } = texts;
  return (
    <div className="grid gap-6">
      <NoticeView notice={notice} onDismiss={clear} />
      <form onSubmit={build} className={`${card} grid gap-4`} aria-labelledby={`${id}-builder`}>
        <h3 id={`${id}-builder`} className="text-lg font-bold text-brand-900">
          {texts.builderHeading}
        </h3>
        <p className="text-slate-700">{texts.builderIntro}</p>
        <ChoiceGroup legend={texts.disciplines} options={EVENT_CATEGORIES} chosen={disciplines} onChange={setDisciplines} />
        <ChoiceGroup legend={texts.ageCategories} options={AGE_CATEGORIES} chosen={ageCategories} onChange={setAgeCategories} />
        <ChoiceGroup legend={texts.genders} options={RACE_GENDERS} chosen={genders} onChange={setGenders} />
        <TextInput
          id={`${id}-name`}
          label={texts.raceNamePrefix}
          value={name}
          maxLength={CHAMPIONSHIP_LIMITS.raceName - 60}
          onChange={(event) => setName(event.target.value)}
        />
        <p className="text-sm text-slate-700" aria-live="polite">
          {texts.willAdd(count)}
        </p>
        <div>
          <button type="submit" className={btnPrimary} disabled={busy || count === 0}>
            {busy ? texts.adding : texts.addRaces}
          </button>
        </div>
      </form>
      <section aria-labelledby={`${id}-races`} className={card}>
        <h3 id={`${id}-races`} className="mb-3 text-lg font-bold text-brand-900">
          {texts.racesHeading(championship.races.length)}
        </h3>
        {championship.races.length === 0 ? (
          <p className="text-slate-700">{texts.noRaces}</p>
        ) : (
          <ScrollTable data-testid="races-table">
            <TableHead headings={[columns.name, columns.discipline, columns.ageCategory, columns.gender, columns.actions]} />
            <tbody className={tbodyClass}>
              {championship.races.map((race) => (
                <tr key={race._id}>
                  <RowHeading>{race.name}</RowHeading>
                  <td className={tdClass}>{race.discipline}</td>
                  <td className={tdClass}>{race.ageCategory}</td>
                  <td className={tdClass}>{race.gender}</td>
                  <td className={tdClass}>
                    <button
                      type="button"
                      className={btnDangerOutline}
                      aria-label={texts.removeRaceLabel(race.name)}
                      onClick={() => void remove(race._id, race.name)}
                    >
                      {texts.remove}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </section>
      {confirmDialog}
    </div>
  );
}
