/**
 * Who goes through from a round: once every heat is official, the site's proposal with each
 * qualifier's reason ("1st in heat 3", "4th best time, 52.31"), a tie at the cut-off left to the
 * referee's choice, and the director's confirmation, which seeds the next round. Until then it
 * says what is missing (the server names the heats not yet official).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { raceDayAdminTexts as texts } from '#domain/race-day/race-day-admin-texts.ts';
import type { AdminRound } from '#domain/race-day/race-day-views.ts';
import { api } from '#lib/client/index.ts';
import { failureText, serverReasons } from '#lib/error-text.ts';
import { btnPrimary, tdClass } from '#components/ui/styles.ts';
import { RowHeading, ScrollTable, TableHead, tbodyClass } from '#components/ui/table.tsx';
import { subheading } from './race-day-styles.ts';

type Proposal = Awaited<ReturnType<typeof api.qualifiers>>;

export default function QualifiersPanel({
  id: anchor,
  eventId,
  raceId,
  round,
  next,
  nextHref,
  onDone,
  onFailed,
  onClear,
}: {
  id: string;
  eventId: string;
  raceId: string;
  round: AdminRound;
  next: AdminRound;
  nextHref: string;
  onDone: (message: string, nextStep?: { href: string; label: string }) => void;
  onFailed: (text: string) => void;
  onClear: () => void;
}) {
  const id = useId();
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [waiting, setWaiting] = useState('');
  const [choices, setChoices] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const allOfficial = (round.heats ?? []).every((heat) => heat.status === 'official');

  const load = useCallback(() => {
    if (!allOfficial) return;
    api
      .qualifiers(eventId, raceId, round.number)
      .then(setProposal, (error: unknown) => setWaiting(serverReasons(error) || failureText(error, { failed: texts.proposalFailed })));
  }, [allOfficial, eventId, raceId, round.number]);

  useEffect(load, [load]);

  const toggle = (entryId: string, on: boolean) =>
    setChoices((current) => {
      const chosen = new Set(current);
      if (on) chosen.add(entryId);
      else chosen.delete(entryId);
      return chosen;
    });

  const confirm = async () => {
    setBusy(true);
    onClear();
    try {
      const answer = await api.confirmQualifiers(eventId, raceId, round.number, [...choices]);
      onDone(answer.message, { href: nextHref, label: texts.nextRound(next.kind) });
    } catch (error) {
      onFailed(failureText(error, { failed: texts.confirmFailed }));
    } finally {
      setBusy(false);
    }
  };

  const names = new Map((round.heats ?? []).flatMap((heat) => heat.starts.map((start) => [start.entryId, start.name] as const)));
  return (
    <section id={anchor} className="grid gap-3 border-t border-slate-200 pt-4" aria-labelledby={`${id}-heading`} tabIndex={-1}>
      <h4 id={`${id}-heading`} className={subheading}>
        {texts.qualifiersHeading}
      </h4>
      {!allOfficial ? (
        <p className="text-slate-700">{texts.proposalWaits}</p>
      ) : waiting ? (
        <p className="text-slate-700">{waiting}</p>
      ) : proposal === null ? null : (
        <>
          {round.confirmedAt ? (
            <p className="font-semibold text-green-800">{texts.confirmedOn(next.kind)}</p>
          ) : (
            <p className="text-slate-700">{texts.proposalIntro(proposal.qualifiers.length, next.kind)}</p>
          )}
          <ScrollTable data-testid={`qualifiers-${round.number}`}>
            <TableHead headings={[texts.qualifierColumns.mark, texts.qualifierColumns.name, texts.qualifierColumns.why]} />
            <tbody className={tbodyClass}>
              {proposal.qualifiers.map((qualifier) => (
                <tr key={qualifier.entryId}>
                  <td className={`${tdClass} font-bold`}>{qualifier.mark}</td>
                  <RowHeading>{qualifier.name}</RowHeading>
                  <td className={tdClass}>{qualifier.reason}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {proposal.ties.map((tie) => (
            <fieldset key={tie.entryIds.join()} className="rounded-md bg-amber-50 p-3 ring-1 ring-amber-300">
              <legend className="px-1 font-semibold text-amber-950">{texts.tieLegend(tie.reason)}</legend>
              {tie.entryIds.map((entryId) => (
                <label key={entryId} className="mt-2 flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-800"
                    checked={choices.has(entryId)}
                    onChange={(change) => toggle(entryId, change.target.checked)}
                  />
                  {names.get(entryId) ?? entryId}
                </label>
              ))}
            </fieldset>
          ))}
          <div>
            <button type="button" className={btnPrimary} disabled={busy} onClick={() => void confirm()}>
              {texts.confirm}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
