/**
 * The registrar's entry form (the admins' entries screen; parents enter from the family page): the
 * registration number and date of birth find the skater's eligible races (the server decides, the form only offers them), then the chosen races
 * are sent to POST /api/entries. The server's messages are shown as they come. A skater already
 * entered in other races is changed only once the sender confirms it (the server asks).
 */
import { useId, useState, type SyntheticEvent } from 'react';
import { championshipMessages } from '#domain/championships/championship.ts';
import { championshipTexts as texts } from '#domain/championships/championship-texts.ts';
import type { EligibleRaces, PublicChampionship } from '#domain/championships/championship-views.ts';
import { REGISTRATION_NO_MAX } from '#domain/registry/skater-registry.ts';
import { api, ApiError } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import { Honeypot } from '#components/ui/Honeypot.tsx';
import { TextInput } from '#components/ui/inputs.tsx';
import { FormResult } from '#components/ui/status.tsx';
import { btnPrimary, btnSecondary } from '#components/ui/styles.ts';
import { dateTimeText } from '#components/public/championships/format.ts';
import FeeNote from '#components/public/fees/FeeNote.tsx';

export default function EntryForm({
  championship,
  eventTitle,
  heading = texts.entryHeading,
  intro = texts.entryIntro(eventTitle),
  onEntered,
}: {
  championship: PublicChampionship;
  eventTitle: string;
  /** The admins' screen uses the same form with its own words. */
  heading?: string;
  intro?: string;
  onEntered?: () => void;
}) {
  const id = useId();
  const [registrationNo, setRegistrationNo] = useState('');
  const [dob, setDob] = useState('');
  const [website, setWebsite] = useState('');
  const [eligible, setEligible] = useState<EligibleRaces | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState<'finding' | 'sending' | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [askReplace, setAskReplace] = useState(false);

  // Another skater's number or date makes the races found so far stale.
  const changeSkater = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setEligible(null);
    setChosen([]);
    setAskReplace(false);
  };

  const find = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy('finding');
    setResult(null);
    try {
      const found = await api.eligibleRaces({ eventId: championship.eventId, registrationNo, dob });
      setEligible(found);
      setChosen([]);
    } catch (error) {
      console.error(error);
      setEligible(null);
      setResult({ ok: false, text: failureText(error, { failed: texts.lookupFailed, reasons: 'instead' }) });
    } finally {
      setBusy(null);
    }
  };

  const send = async (replace = false) => {
    setBusy('sending');
    setResult(null);
    setAskReplace(false);
    try {
      const answer = await api.enter({
        eventId: championship.eventId,
        registrationNo,
        dob,
        raceIds: chosen,
        website,
        ...(replace ? { replace } : {}),
      });
      setResult({ ok: true, text: answer.message });
      onEntered?.();
    } catch (error) {
      console.error(error);
      setAskReplace(error instanceof ApiError && error.status === 409 && error.message === championshipMessages.replaceNeeded);
      setResult({ ok: false, text: failureText(error, { failed: texts.entryFailed, reasons: 'instead' }) });
    } finally {
      setBusy(null);
    }
  };

  const offered = eligible ? championship.races.filter((race) => eligible.raceIds.includes(race._id)) : [];
  const max = eligible?.maxRacesPerSkater ?? championship.maxRacesPerSkater;
  const toggle = (raceId: string, on: boolean) =>
    setChosen((previous) => (on ? [...previous, raceId] : previous.filter((item) => item !== raceId)));

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="entry-form">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <p className="mt-1 text-slate-700">{intro}</p>
      <p className="mt-1 font-semibold text-slate-800">{texts.entriesCloseOn(dateTimeText(championship.entriesClose))}</p>
      <FeeNote kind="entry" eventId={championship.eventId} />
      <form className="relative mt-4 grid gap-4 sm:grid-cols-2" onSubmit={find}>
        <TextInput
          id={`${id}-number`}
          name="registrationNo"
          label={texts.registrationNo}
          required
          maxLength={REGISTRATION_NO_MAX}
          autoComplete="off"
          value={registrationNo}
          onChange={changeSkater(setRegistrationNo)}
        />
        <Honeypot value={website} onChange={setWebsite} />
        <TextInput id={`${id}-dob`} name="dob" label={texts.dob} type="date" required value={dob} onChange={changeSkater(setDob)} />
        <div className="sm:col-span-2">
          <button type="submit" className={eligible ? btnSecondary : btnPrimary} disabled={busy !== null}>
            {busy === 'finding' ? texts.finding : texts.findRaces}
          </button>
        </div>
      </form>
      {eligible && (
        <form
          className="relative mt-6"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <fieldset>
            <legend className="text-lg font-bold text-brand-900">{texts.racesFor(eligible.name)}</legend>
            {offered.length === 0 ? (
              <p className="mt-2 text-slate-800">{texts.noEligibleRaces}</p>
            ) : (
              <>
                <p className="mt-1 text-sm text-slate-700" id={`${id}-limit`}>
                  {texts.chooseUpTo(max)}
                </p>
                <ul className="mt-3 grid gap-2">
                  {offered.map((race) => {
                    const checked = chosen.includes(race._id);
                    return (
                      <li key={race._id}>
                        <label className="flex min-h-11 items-center gap-3 rounded-md px-2 py-1 hover:bg-slate-50">
                          <input
                            type="checkbox"
                            className="h-5 w-5 accent-brand-800"
                            checked={checked}
                            disabled={!checked && chosen.length >= max}
                            aria-describedby={`${id}-limit`}
                            onChange={(event) => toggle(race._id, event.target.checked)}
                          />
                          <span className="text-slate-900">{race.name}</span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </fieldset>
          {offered.length > 0 && (
            <button type="submit" className={`${btnPrimary} mt-4`} disabled={busy !== null || chosen.length === 0}>
              {busy === 'sending' ? texts.sending : texts.submitEntry}
            </button>
          )}
        </form>
      )}
      <FormResult result={result} />
      {askReplace && (
        <button type="button" className={`${btnPrimary} mt-3`} disabled={busy !== null} onClick={() => void send(true)}>
          {texts.replaceEntry}
        </button>
      )}
    </section>
  );
}
