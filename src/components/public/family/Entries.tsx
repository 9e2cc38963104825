/**
 * A child's championship entries: each open championship with the races the child may enter,
 * those entered ticked. A change is said explicitly: the parent ticks and unticks, reviews the
 * races to add and to remove, with what the change costs (each race's fee, the late fee and why,
 * the total: the quote the charge is made by), and confirms; the others stay entered. The fees
 * panel shows the new charge at once, and a letter confirms the change with its amount.
 */
import { useEffect, useRef, useState } from 'react';
import { entryQuote, type ChampionshipFees } from '#domain/fees/fees.ts';
import { feesApi } from '#lib/client/fees.ts';
import { useFamilyFees } from './family-fees-state.ts';
import { FEES_ANCHOR } from './FamilyFees.tsx';
import { familyEntryRoutes, type FamilyChampionship } from '#domain/family/family-entries.routes.ts';
import { familyApi } from '#lib/client/family.ts';
import { call } from '#lib/client/call.ts';
import { ErrorMessage, LoadFailed, Loading, SuccessMessage } from '#components/ui/status.tsx';
import { btnPrimary, btnSecondary } from '#components/ui/styles.ts';
import { useSending } from '#lib/client/use-sending.ts';
import FeeNote from '#components/public/fees/FeeNote.tsx';
import { feeNoteTexts } from '#components/public/fees/fee-note-texts.ts';
import { money, type FamilyMessages } from './family-messages.ts';

/** The championship's entry fees, read once (null: none set; undefined: not read yet or unreadable). */
const useEntryFees = (eventId: string) => {
  const [fees, setFees] = useState<ChampionshipFees | null | undefined>(undefined);
  useEffect(() => {
    feesApi
      .settings({ eventId })
      .then((answer) => setFees(answer.championship))
      .catch(() => setFees(undefined));
  }, [eventId]);
  return fees;
};

/**
 * A quote line's words in the page's language: the quote (the server charges by the same one)
 * writes the per-skater fee first and the late fee last in English, when the whole entry is
 * charged; every other line is a race, whose name stays.
 */
const lineLabel = (
  m: FamilyMessages,
  fees: ChampionshipFees,
  whole: boolean,
  quote: { late: boolean; lines: readonly unknown[] },
  index: number,
  label: string,
): string => {
  if (whole && index === 0 && fees.perSkater > 0) return m.t('family.quotePerSkater');
  if (whole && quote.late && fees.lateAfter && index === quote.lines.length - 1)
    return m.t('family.quoteLate', { date: m.date(fees.lateAfter) });
  return label;
};

/** What the change costs, line by line, as the charge will be made. */
function Quote({
  fees,
  existing,
  races,
  added,
  m,
}: {
  m: FamilyMessages;
  fees: ChampionshipFees | null | undefined;
  existing: { state: 'due' | 'claimed' | 'paid' | 'waived' | 'refunded'; amount: number } | undefined;
  races: string[];
  added: string[];
}) {
  if (fees === undefined) return null;
  if (fees === null) return <p className="mt-2 text-slate-800">{m.t('family.quoteNoFees')}</p>;
  const quote = entryQuote(fees, existing, { races, added }, new Date());
  // The whole entry is charged (not only the races added to a paid one): its lines name the fees too.
  const whole = existing === undefined || existing.state === 'due';
  if (quote.total === 0 && quote.replaces === undefined) return <p className="mt-2 text-slate-800">{m.t('family.quoteNothing')}</p>;
  return (
    <div className="mt-3" data-testid="entry-quote">
      <table className="w-full max-w-md text-left text-slate-900">
        <caption className="sr-only">{m.t('family.quoteTotal')}</caption>
        <tbody>
          {quote.lines.map((line, index) => (
            <tr key={`${line.label}-${index}`} className="border-b border-brand-100">
              <th scope="row" className="py-1 pr-4 font-normal">
                {lineLabel(m, fees, whole, quote, index, line.label)}
              </th>
              <td className="py-1 text-right">{money(m, line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-1 pr-4">
              {m.t('family.quoteTotal')}
            </th>
            <td className="py-1 text-right font-bold" data-testid="entry-quote-total">
              {money(m, quote.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      {quote.replaces !== undefined && (
        <p className="mt-1 text-sm text-slate-700">{m.t('family.quoteReplaces', { amount: money(m, quote.replaces) })}</p>
      )}
    </div>
  );
}

function Championship({
  childId,
  championship,
  focused = false,
  onSaved,
  m,
}: {
  m: FamilyMessages;
  childId: string;
  championship: FamilyChampionship;
  /** The championship a link led to: brought into view with the focus on its heading. */
  focused?: boolean;
  onSaved: (message: string) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focused) return;
    heading.current?.scrollIntoView({ block: 'center' });
    heading.current?.focus();
  }, [focused]);
  const entered = championship.races.filter((race) => race.entered).map((race) => race._id);
  const [ticked, setTicked] = useState<string[]>(entered);
  const [reviewing, setReviewing] = useState(false);
  const { busy, error, send } = useSending();
  const add = ticked.filter((id) => !entered.includes(id));
  const remove = entered.filter((id) => !ticked.includes(id));
  const nameOf = (id: string) => championship.races.find((race) => race._id === id)?.name ?? id;
  const headingId = `championship-${championship.eventId}-${childId}`;
  const entryFees = useEntryFees(championship.eventId);
  const { fees: familyFees } = useFamilyFees();
  // The entry's own charge is its first (a race added once it is paid is charged apart, later).
  const existing = familyFees?.charges
    .filter((charge) => charge.kind === 'entry' && charge.skaterId === childId && charge.eventId === championship.eventId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];

  return (
    <section className="mt-4 rounded-md border border-slate-200 p-4" aria-labelledby={headingId} data-championship={championship.title}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-brand-900">
        {championship.title}
      </h3>
      <p className="text-sm text-slate-700">
        {m.t('family.entriesClose', { when: m.dateTime(championship.entriesClose) })} ·{' '}
        {m.t('family.maxRaces', { count: championship.maxRacesPerSkater })}
      </p>
      <FeeNote kind="entry" eventId={championship.eventId} texts={feeNoteTexts(m)} />
      {championship.withdrawn ? (
        <p className="mt-2 text-slate-800">
          {m.t('family.withdrawn')}{' '}
          <a href={m.path('/contactus')} className="font-semibold text-brand-800 underline hover:no-underline">
            {m.t('family.contactAssociation')}
          </a>
        </p>
      ) : (
        <fieldset className="mt-3">
          <legend className="sr-only">{championship.title}</legend>
          {championship.races.map((race) => (
            <label key={race._id} className="flex items-center gap-3 py-1 text-slate-800">
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand-800"
                checked={ticked.includes(race._id)}
                onChange={(event) => {
                  setReviewing(false);
                  setTicked(event.target.checked ? [...ticked, race._id] : ticked.filter((id) => id !== race._id));
                }}
              />
              {race.name}
            </label>
          ))}
          {!reviewing && (
            <button
              type="button"
              className={`${btnSecondary} mt-3`}
              disabled={add.length + remove.length === 0}
              onClick={() => setReviewing(true)}
            >
              {m.t('family.review')}
            </button>
          )}
          {reviewing && (
            <div className="mt-3 rounded-md bg-brand-50 p-3" data-testid="entry-review">
              {add.length > 0 && (
                <p>
                  <strong>{m.t('family.adding')}:</strong> {add.map(nameOf).join(', ')}
                </p>
              )}
              {remove.length > 0 && (
                <p>
                  <strong>{m.t('family.removing')}:</strong> {remove.map(nameOf).join(', ')}
                </p>
              )}
              <Quote m={m} fees={entryFees} existing={existing} races={ticked.map(nameOf)} added={add.map(nameOf)} />
              <div className="mt-3 flex flex-wrap gap-3">
                <button
                  type="button"
                  className={btnPrimary}
                  disabled={busy}
                  onClick={() =>
                    void send(
                      async () => {
                        const body = { eventId: championship.eventId, add, remove };
                        onSaved(m.server((await call(familyEntryRoutes.entries, { params: { id: childId }, body })).message));
                      },
                      { failed: m.t('family.changeFailed'), server: m.server },
                    )
                  }
                >
                  {m.t('family.confirmChange')}
                </button>
                <button type="button" className={btnSecondary} onClick={() => setReviewing(false)}>
                  {m.t('family.cancel')}
                </button>
              </div>
            </div>
          )}
        </fieldset>
      )}
      {error && <ErrorMessage className="mt-3">{error}</ErrorMessage>}
    </section>
  );
}

export default function Entries({ childId, eventId, m }: { childId: string; eventId?: string; m: FamilyMessages }) {
  const [championships, setChampionships] = useState<FamilyChampionship[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  const { reload: reloadFees } = useFamilyFees();
  useEffect(() => {
    familyApi
      .championships(childId)
      .then((answer) => setChampionships(answer.championships))
      .catch(() => setFailed(true));
  }, [childId, version]);
  // The list could not be read (nothing was changed): said as a load that failed, with a way to ask again.
  if (failed)
    return (
      <LoadFailed
        retry={m.t('family.tryAgain')}
        onRetry={() => {
          setFailed(false);
          setVersion((value) => value + 1);
        }}
      >
        {m.t('family.championshipsLoadFailed')}
      </LoadFailed>
    );
  if (!championships) return <Loading label={m.t('family.loading')} />;
  if (championships.length === 0)
    return (
      <p className="text-slate-700">
        {m.t('family.noChampionships')}{' '}
        <a href={m.path('/events')} className="font-semibold text-brand-800 underline hover:no-underline">
          {m.t('family.seeEvents')}
        </a>
      </p>
    );
  return (
    <>
      <div aria-live="polite">
        {saved && (
          <SuccessMessage className="mt-3">
            {saved}{' '}
            <a href={`#${FEES_ANCHOR}`} className="font-semibold underline hover:no-underline">
              {m.t('family.seeFees')}
            </a>
          </SuccessMessage>
        )}
      </div>
      {championships.map((championship) => (
        <Championship
          // A new entry from the server starts the choices afresh.
          key={`${championship.eventId}:${championship.races
            .filter((race) => race.entered)
            .map((race) => race._id)
            .join(',')}`}
          childId={childId}
          m={m}
          championship={championship}
          focused={championship.eventId === eventId}
          onSaved={(message) => {
            setSaved(message);
            setVersion((value) => value + 1);
            // The change may have made a charge: the fees panel shows it, with its Pay button, now.
            void reloadFees();
          }}
        />
      ))}
    </>
  );
}
