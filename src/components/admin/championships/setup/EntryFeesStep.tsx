/**
 * Step 3: the championship's entry fees (per skater, per race, an optional late fee after a day),
 * read and saved as the treasurer's fee screen does; a registrar may set them for a championship.
 * Once saved, the setup says it is done and where the championship goes on from here.
 */
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { feeMessages } from '#domain/fees/fees.ts';
import { setupTexts as texts } from '#domain/championships/setup-texts.ts';
import { failureText } from '#lib/error-text.ts';
import { feesApi } from '#lib/client/fees.ts';
import { NoticeView } from '#components/admin/kit/Notice.tsx';
import { useNotice } from '#components/admin/kit/hooks/useNotice.ts';
import { btnPrimary, card, inputClass, labelClass } from '#components/ui/styles.ts';
import { Loading } from '#components/ui/status.tsx';
import RupeesField, { amountOf } from '#components/admin/fees/RupeesField.tsx';

export default function EntryFeesStep({ eventId, onSaved }: { eventId: string; onSaved: () => void }) {
  const id = useId();
  const [values, setValues] = useState({ perSkater: '0', perRace: '0', lateFee: '0', lateAfter: '' });
  const [busy, setBusy] = useState(false);
  // The form waits for the fees as saved, so nothing typed is overwritten when they arrive.
  const [loaded, setLoaded] = useState(false);
  const { notice, show, clear } = useNotice();
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  useEffect(() => {
    let live = true;
    feesApi.championshipFees(eventId).then(
      (fees) => {
        if (!live) return;
        setValues({
          perSkater: String(fees.perSkater),
          perRace: String(fees.perRace),
          lateFee: String(fees.lateFee),
          lateAfter: fees.lateAfter ?? '',
        });
        setLoaded(true);
      },
      (error: unknown) => {
        console.error(error);
        // None could be read: the form starts from no fees, and saving says whether it worked.
        if (live) setLoaded(true);
      },
    );
    return () => {
      live = false;
    };
  }, [eventId]);

  const save = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    setBusy(true);
    try {
      const answer = await feesApi.saveChampionshipFees(eventId, {
        perSkater: amountOf(values.perSkater),
        perRace: amountOf(values.perRace),
        lateFee: amountOf(values.lateFee),
        ...(values.lateAfter ? { lateAfter: values.lateAfter } : {}),
      });
      show('success', answer.message);
      onSaved();
    } catch (error) {
      show('error', failureText(error, { failed: texts.feesFailed }));
    } finally {
      setBusy(false);
    }
  };

  if (!loaded) return <Loading />;
  return (
    <form className={`${card} grid gap-4 sm:grid-cols-2`} onSubmit={save} aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`} className="text-lg font-bold text-brand-900 sm:col-span-2">
        {feeMessages.championshipHeading}
      </h3>
      <p className="text-slate-700 sm:col-span-2">{texts.feesIntro}</p>
      <div className="sm:col-span-2">
        <NoticeView notice={notice} onDismiss={clear} />
      </div>
      <RupeesField id={`${id}-skater`} label={feeMessages.perSkater} value={values.perSkater} onChange={set('perSkater')} />
      <RupeesField id={`${id}-race`} label={feeMessages.perRace} value={values.perRace} onChange={set('perRace')} />
      <RupeesField id={`${id}-late`} label={feeMessages.lateFee} value={values.lateFee} onChange={set('lateFee')} />
      <div>
        <label htmlFor={`${id}-after`} className={labelClass}>
          {feeMessages.lateAfter}
        </label>
        <input
          id={`${id}-after`}
          className={inputClass}
          type="date"
          value={values.lateAfter}
          onChange={(event) => set('lateAfter')(event.target.value)}
        />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className={btnPrimary} disabled={busy}>
          {busy ? texts.savingFees : texts.saveFees}
        </button>
      </div>
    </form>
  );
}
