/**
 * The grid's checks beside it as the rows are typed: what must be put right before saving, and
 * what to check (ties, places nobody has), said plainly. Read out politely as they change.
 */
import { championshipAdminTexts as texts } from '#domain/championships/championship-texts.ts';
import type { RowProblem } from '#domain/championships/result-rows.ts';

export default function ResultChecks({ problems, warnings }: { problems: readonly RowProblem[]; warnings: readonly string[] }) {
  return (
    <div aria-live="polite" className="mt-4 grid gap-3 empty:hidden" data-testid="result-checks">
      {problems.length > 0 && (
        <div className="rounded-md border border-red-300 bg-red-50 p-3" data-testid="result-problems">
          <h4 className="font-semibold text-red-800">{texts.problemsHeading}</h4>
          <ul className="mt-1 list-disc pl-5 text-sm text-red-800">
            {problems.map((problem) => (
              <li key={`${problem.entryId}|${problem.field}`}>{problem.message}</li>
            ))}
          </ul>
        </div>
      )}
      {warnings.length > 0 && (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="result-warnings">
          <h4 className="font-semibold text-amber-900">{texts.warningsHeading}</h4>
          <ul className="mt-1 list-disc pl-5 text-sm text-amber-900">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
