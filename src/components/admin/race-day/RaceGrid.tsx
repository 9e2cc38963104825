/**
 * A championship's races for the race director: choose races and give them a template's format in
 * one step, number the bibs, export the timing system's files, and open a race to run it.
 */
import { useCallback, useEffect, useId, useState, type SyntheticEvent } from 'react';
import { BIB_MODES, type BibMode } from '#domain/race-day/bibs.ts';
import { formatText, raceDayAdminTexts as texts } from '#domain/race-day/race-day-admin-texts.ts';
import type { RaceTemplate } from '#domain/race-day/race-templates.ts';
import type { RaceDayGridView } from '#domain/race-day/race-day-views.ts';
import { api } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import { SelectField } from '#components/admin/kit/fields.tsx';
import { NoticeView } from '#components/admin/kit/Notice.tsx';
import { useNotice } from '#components/admin/kit/hooks/useNotice.ts';
import { Empty, ErrorMessage, Loading } from '#components/ui/status.tsx';
import { btnPrimary, btnSecondary, card, tdClass } from '#components/ui/styles.ts';
import { RowHeading, ScrollTable, TableHead, tbodyClass } from '#components/ui/table.tsx';
import { link, subheading } from './race-day-styles.ts';

const LYNX = ['lynx.ppl', 'lynx.evt', 'lynx.sch'] as const;

export default function RaceGrid({ eventId, onOpen }: { eventId: string; onOpen: (raceId: string) => void }) {
  const id = useId();
  const [grid, setGrid] = useState<RaceDayGridView | null>(null);
  const [templates, setTemplates] = useState<RaceTemplate[]>([]);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [template, setTemplate] = useState('');
  const [bibMode, setBibMode] = useState<BibMode>('by-age-category');
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useNotice();

  const load = useCallback(() => {
    api.raceDayGrid(eventId).then(setGrid, (error: unknown) => {
      console.error(error);
      setFailed(true);
    });
  }, [eventId]);

  useEffect(() => {
    load();
    api.raceTemplates().then(
      (answer) => setTemplates(answer.templates),
      (error: unknown) => console.error(error),
    );
  }, [load]);

  const toggle = (raceId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(raceId);
      else next.delete(raceId);
      return next;
    });

  const next = (href: string, label: string) => (
    <a className={link} href={href}>
      {label}
    </a>
  );

  const setFormats = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    clear();
    try {
      const answer = await api.setRaceFormats(eventId, { raceIds: [...chosen], template });
      show('success', answer.message, next('#race-day-bibs', texts.nextBibs));
      setChosen(new Set());
      load();
    } catch (error) {
      show('error', failureText(error, { failed: texts.formatsFailed }));
    } finally {
      setBusy(false);
    }
  };

  const numberBibs = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    clear();
    try {
      const answer = await api.numberBibs(eventId, bibMode);
      show('success', answer.message, next('#race-day-timing', texts.timingHeading));
    } catch (error) {
      show('error', failureText(error, { failed: texts.bibsFailed }));
    } finally {
      setBusy(false);
    }
  };

  if (failed) return <ErrorMessage>{texts.loadFailed}</ErrorMessage>;
  if (!grid) return <Loading />;
  if (grid.races.length === 0)
    return (
      <Empty>
        {texts.noRaces} {next(`/admin/championships?event=${encodeURIComponent(eventId)}&section=races`, texts.addRacesLink)}
      </Empty>
    );

  const unset = grid.races.filter((race) => !race.raceDay || race.raceDay.roundsSeeded === 0);
  const { columns } = texts;
  return (
    <div className="grid gap-6">
      <NoticeView notice={notice} onDismiss={clear} />
      <form onSubmit={setFormats} className={`${card} grid gap-4`} aria-labelledby="race-day-races">
        <h2 id="race-day-races" className={subheading}>
          {texts.gridHeading}
        </h2>
        <ScrollTable data-testid="race-day-grid">
          <TableHead headings={[columns.choose, columns.race, columns.format, columns.eventNumber, columns.rounds, columns.open]} />
          <tbody className={tbodyClass}>
            {grid.races.map((race) => {
              const seeded = (race.raceDay?.roundsSeeded ?? 0) > 0;
              return (
                <tr key={race._id}>
                  <td className={tdClass}>
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-800"
                      aria-label={texts.chooseRace(race.name)}
                      checked={chosen.has(race._id)}
                      disabled={seeded}
                      onChange={(change) => toggle(race._id, change.target.checked)}
                    />
                  </td>
                  <RowHeading>{race.name}</RowHeading>
                  <td className={tdClass}>{race.raceDay ? formatText(race.raceDay) : texts.noFormat}</td>
                  <td className={`${tdClass} tabular-nums`}>{race.raceDay?.eventNumber ?? ''}</td>
                  <td className={`${tdClass} tabular-nums`}>{race.raceDay?.roundsSeeded ?? 0}</td>
                  <td className={tdClass}>
                    {race.raceDay ? (
                      <button
                        type="button"
                        className={btnSecondary}
                        aria-label={texts.openRaceLabel(race.name)}
                        onClick={() => onOpen(race._id)}
                      >
                        {texts.openRace}
                      </button>
                    ) : (
                      <span className="text-slate-700">{texts.formatFirst}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
        <div>
          <button
            type="button"
            className={btnSecondary}
            disabled={unset.length === 0}
            onClick={() => setChosen(new Set(unset.map((race) => race._id)))}
          >
            {texts.chooseAll}
          </button>
        </div>
        <div className="max-w-xl">
          <SelectField
            id={`${id}-template`}
            label={texts.template}
            value={template}
            placeholder={texts.chooseTemplate}
            options={templates.map((item) => ({ value: item.id, label: item.name }))}
            onChange={setTemplate}
          />
        </div>
        <div>
          <button type="submit" className={btnPrimary} disabled={busy || chosen.size === 0 || template === ''}>
            {texts.setFormats(chosen.size)}
          </button>
        </div>
      </form>

      <form onSubmit={numberBibs} className={`${card} grid gap-4`} aria-labelledby="race-day-bibs">
        <h2 id="race-day-bibs" className={subheading} tabIndex={-1}>
          {texts.bibsHeading}
        </h2>
        <p className="text-slate-700">{texts.bibsIntro}</p>
        <div className="max-w-xl">
          <SelectField
            id={`${id}-bib-mode`}
            label={texts.bibMode}
            value={bibMode}
            options={BIB_MODES.map((mode) => ({ value: mode, label: texts.bibModes[mode] ?? mode }))}
            onChange={(value) => setBibMode(value as BibMode)}
          />
        </div>
        <div>
          <button type="submit" className={btnPrimary} disabled={busy}>
            {texts.numberBibs}
          </button>
        </div>
      </form>

      <section className={`${card} grid gap-3`} aria-labelledby="race-day-timing">
        <h2 id="race-day-timing" className={subheading} tabIndex={-1}>
          {texts.timingHeading}
        </h2>
        <p className="text-slate-700">{texts.timingIntro}</p>
        <ul className="grid gap-2">
          {LYNX.map((file) => (
            <li key={file}>
              <a className={link} href={api.finishLynxUrl(eventId, file)} download={file}>
                {texts.lynxFiles[file]}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
