/** A place as a podium reads it: a gold, silver or bronze disc for 1st to 3rd, then "1st", "2nd"… */
import { medalOf, placeText, RESULT_OUTCOMES, type ResultOutcome } from '#domain/championships/championship.ts';
import type { SheetMessages } from './sheet-messages.ts';

const DISC: Record<string, string> = {
  gold: 'bg-amber-400 ring-amber-600',
  silver: 'bg-slate-300 ring-slate-500',
  bronze: 'bg-orange-300 ring-orange-700',
};

const isOutcome = (text: string | undefined): text is ResultOutcome => (RESULT_OUTCOMES as readonly (string | undefined)[]).includes(text);

export function Place({ position, outcome, m }: { position?: number | undefined; outcome?: ResultOutcome | undefined; m: SheetMessages }) {
  const medal = medalOf(position);
  if (isOutcome(outcome) && position === undefined) return <abbr title={m.t(`sheet.outcome.${outcome}`)}>{outcome}</abbr>;
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap font-semibold">
      {medal && (
        <span
          role="img"
          aria-label={m.t(`sheet.medal.${medal}`)}
          data-medal={medal}
          className={`inline-block h-3.5 w-3.5 shrink-0 rounded-full ring-2 print:ring-1 ${DISC[medal]}`}
        />
      )}
      {placeText({ position })}
    </span>
  );
}
