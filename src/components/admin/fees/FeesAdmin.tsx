/**
 * /admin/fees (treasurers and owners): the season's registration and renewal fees, a
 * championship's entry fees (per skater, per race, the late fee and the day after which it
 * applies), the policy on unpaid fees, and the ledger of a season or a championship with its CSV.
 */
import { useCallback, useEffect, useId, useState, type SyntheticEvent } from 'react';
import { currentSeason } from '#config/rules.ts';
import { feeMessages, METHOD_LABELS, PAYMENT_METHODS, rupees, type FeePolicy } from '#domain/fees/fees.ts';
import { datedFilename, downloadCsv, toCsv } from '#lib/csv.ts';
import { StaleItemError } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import { feesApi, type LedgerView } from '#lib/client/fees.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import { ScreenTitle } from '#components/admin/kit/list.tsx';
import { ReloadButton } from '#components/admin/kit/ReloadButton.tsx';
import { useAllEvents } from '#components/admin/kit/hooks/useAllEvents.ts';
import { btnPrimary, btnSecondary, card, inputClass, labelClass } from '#components/ui/styles.ts';
import { ErrorMessage, Loading, SuccessMessage } from '#components/ui/status.tsx';
import RupeesField, { amountOf } from './RupeesField.tsx';

/** A save's outcome; another admin's save in between is said with who and when, and a Reload that reads the setting again. */
function useResult(reload: () => void) {
  const [result, setResult] = useState<{ ok: boolean; text: string; stale?: boolean } | null>(null);
  const run = async (work: () => Promise<string>) => {
    setResult(null);
    try {
      setResult({ ok: true, text: await work() });
    } catch (caught) {
      setResult({ ok: false, text: failureText(caught, { failed: 'Failed to save the fees.' }), stale: caught instanceof StaleItemError });
    }
  };
  const shown = result ? (
    result.ok ? (
      <SuccessMessage className="mt-3">{result.text}</SuccessMessage>
    ) : (
      <div>
        <ErrorMessage className="mt-3">{result.text}</ErrorMessage>
        {result.stale ? (
          <ReloadButton
            onReload={() => {
              setResult(null);
              reload();
            }}
          />
        ) : null}
      </div>
    )
  ) : null;
  return { run, shown };
}

function SeasonForm() {
  const id = useId();
  const [season, setSeason] = useState(currentSeason());
  const [newFee, setNewFee] = useState('');
  const [renewalFee, setRenewalFee] = useState('');
  const load = useCallback(() => {
    feesApi.seasonFees(season).then(
      (answer) => {
        setNewFee(String(answer.newFee));
        setRenewalFee(String(answer.renewalFee));
      },
      () => undefined,
    );
  }, [season]);
  const { run, shown } = useResult(load);
  useEffect(load, [load]);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => (await feesApi.saveSeasonFees(season, { newFee: amountOf(newFee), renewalFee: amountOf(renewalFee) })).message);
  };
  return (
    <form className={`${card} grid gap-4 sm:grid-cols-3`} onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900 sm:col-span-3">
        {feeMessages.seasonHeading(season)}
      </h2>
      <div>
        <label htmlFor={`${id}-season`} className={labelClass}>
          Season
        </label>
        <select id={`${id}-season`} className={inputClass} value={season} onChange={(event) => setSeason(Number(event.target.value))}>
          {[currentSeason() - 1, currentSeason(), currentSeason() + 1].map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <RupeesField id={`${id}-new`} label={feeMessages.newFee} value={newFee} onChange={setNewFee} />
      <RupeesField id={`${id}-renewal`} label={feeMessages.renewalFee} value={renewalFee} onChange={setRenewalFee} />
      <div className="sm:col-span-3">
        <button type="submit" className={btnPrimary}>
          Save the season's fees
        </button>
        {shown}
      </div>
    </form>
  );
}

function ChampionshipForm() {
  const id = useId();
  const events = useAllEvents();
  const [eventId, setEventId] = useState('');
  const [perSkater, setPerSkater] = useState('');
  const [perRace, setPerRace] = useState('');
  const [lateFee, setLateFee] = useState('');
  const [lateAfter, setLateAfter] = useState('');
  const load = useCallback(() => {
    if (!eventId) return;
    feesApi.championshipFees(eventId).then(
      (championship) => {
        setPerSkater(String(championship.perSkater));
        setPerRace(String(championship.perRace));
        setLateFee(String(championship.lateFee));
        setLateAfter(championship.lateAfter ?? '');
      },
      () => undefined,
    );
  }, [eventId]);
  const { run, shown } = useResult(load);
  useEffect(load, [load]);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(
      async () =>
        (
          await feesApi.saveChampionshipFees(eventId, {
            perSkater: amountOf(perSkater),
            perRace: amountOf(perRace),
            lateFee: amountOf(lateFee),
            ...(lateAfter ? { lateAfter } : {}),
          })
        ).message,
    );
  };
  return (
    <form className={`${card} grid gap-4 sm:grid-cols-2`} onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900 sm:col-span-2">
        {feeMessages.championshipHeading}
      </h2>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-event`} className={labelClass}>
          Championship
        </label>
        <select id={`${id}-event`} className={inputClass} value={eventId} onChange={(event) => setEventId(event.target.value)} required>
          <option value="">Choose the event</option>
          {(events ?? []).map((event) => (
            <option key={event._id} value={event._id}>
              {event.title} ({event.date})
            </option>
          ))}
        </select>
      </div>
      <RupeesField id={`${id}-skater`} label={feeMessages.perSkater} value={perSkater} onChange={setPerSkater} />
      <RupeesField id={`${id}-race`} label={feeMessages.perRace} value={perRace} onChange={setPerRace} />
      <RupeesField id={`${id}-late`} label={feeMessages.lateFee} value={lateFee} onChange={setLateFee} />
      <div>
        <label htmlFor={`${id}-after`} className={labelClass}>
          {feeMessages.lateAfter}
        </label>
        <input
          id={`${id}-after`}
          className={inputClass}
          type="date"
          value={lateAfter}
          onChange={(event) => setLateAfter(event.target.value)}
        />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className={btnPrimary} disabled={!eventId}>
          Save the entry fees
        </button>
        {shown}
      </div>
    </form>
  );
}

function PolicyForm() {
  const id = useId();
  const [policy, setPolicy] = useState<FeePolicy | null>(null);
  const load = useCallback(() => {
    feesApi.policy().then(setPolicy, () => undefined);
  }, []);
  const { run, shown } = useResult(load);
  useEffect(load, [load]);
  if (!policy) return <Loading />;
  const toggle = (key: keyof FeePolicy) => (
    <label className="flex items-center gap-3 text-slate-800">
      <input
        type="checkbox"
        className="h-5 w-5 accent-brand-800"
        checked={policy[key]}
        onChange={(event) => setPolicy({ ...policy, [key]: event.target.checked })}
      />
      {feeMessages[key]}
    </label>
  );
  return (
    <form
      className={`${card} grid gap-3`}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => (await feesApi.savePolicy(policy)).message);
      }}
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        {feeMessages.policyHeading}
      </h2>
      {toggle('unpaidOnStartList')}
      {toggle('approvalWaitsForFee')}
      <div>
        <button type="submit" className={btnPrimary}>
          Save
        </button>
        {shown}
      </div>
    </form>
  );
}

const LEDGER_ROWS = (ledger: LedgerView): [string, number][] => [
  ['Charged', ledger.charged],
  ...PAYMENT_METHODS.map((method): [string, number] => [`Received: ${METHOD_LABELS[method]}`, ledger.received[method]]),
  ['Received in all', ledger.receivedTotal],
  ['Outstanding', ledger.outstanding],
  ['of which claimed, waiting for a match', ledger.claimed],
  ['Waived', ledger.waived],
  ['Refunded', ledger.refunded],
];

/** `season:2026` or `event:<id>`, as the ledger's routes take it. */
const scopeParams = (scope: string): { season: number } | { eventId: string } => {
  const [kind, value] = scope.split(':');
  return kind === 'season' ? { season: Number(value) } : { eventId: value ?? '' };
};

function Ledger() {
  const id = useId();
  const events = useAllEvents();
  const [scope, setScope] = useState(`season:${currentSeason()}`);
  const [ledger, setLedger] = useState<LedgerView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setLedger(null);
    feesApi.ledger(scopeParams(scope)).then(
      (answer) => setLedger(answer.ledger),
      (caught: unknown) => setProblem(failureText(caught, { failed: 'Failed to load the ledger.' })),
    );
  }, [scope]);
  return (
    <section className={card} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        Ledger
      </h2>
      <div className="mt-3 max-w-md">
        <label htmlFor={`${id}-scope`} className={labelClass}>
          Season or championship
        </label>
        <select id={`${id}-scope`} className={inputClass} value={scope} onChange={(event) => setScope(event.target.value)}>
          {[currentSeason() - 1, currentSeason()].map((year) => (
            <option key={year} value={`season:${year}`}>
              Season {year}
            </option>
          ))}
          {(events ?? []).map((event) => (
            <option key={event._id} value={`event:${event._id}`}>
              {event.title}
            </option>
          ))}
        </select>
      </div>
      {problem && <ErrorMessage className="mt-3">{problem}</ErrorMessage>}
      {!ledger ? (
        <Loading />
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-slate-800 sm:max-w-md" data-testid="ledger">
            {LEDGER_ROWS(ledger).map(([label, amount]) => (
              <div key={label} className="contents">
                <dt>{label}</dt>
                <dd className="text-right font-semibold">{rupees(amount)}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              className={btnSecondary}
              onClick={() =>
                downloadCsv(datedFilename(`ledger-${scope.replace(':', '-')}`), toCsv(['Line', 'Rupees'], LEDGER_ROWS(ledger)))
              }
            >
              Export these totals (CSV)
            </button>
            <a className={btnSecondary} href={feesApi.ledgerCsvUrl(scopeParams(scope))} download>
              Export every charge (CSV)
            </a>
          </div>
          <p className="mt-2 text-slate-700">
            Every charge: its date, the skater and payer, what it is for, the amount, its state, how it was paid, the UTR and the receipt
            number. The payments of any span of days are exported from{' '}
            <a className="text-brand-800 underline" href="/admin/payments">
              Payments
            </a>
            .
          </p>
        </>
      )}
    </section>
  );
}

function FeesScreen() {
  return (
    <>
      <ScreenTitle title={feeMessages.settingsHeading}>{feeMessages.settingsIntro}</ScreenTitle>
      <div className="space-y-6">
        <SeasonForm />
        <ChampionshipForm />
        <PolicyForm />
        <Ledger />
      </div>
    </>
  );
}

export default adminOnly(FeesScreen);
