/**
 * How final one race's saved results are, above its grid: provisional (with "Mark official"),
 * official, or corrected with its reason. Marking official asks first: afterwards a change needs a reason.
 */
import { useState } from 'react';
import { championshipAdminTexts as texts } from '#domain/championships/championship-texts.ts';
import type { RaceResultsAdminView } from '#domain/championships/championship-views.ts';
import { formatDateTime } from '#domain/common/dates.ts';
import { btnSecondary } from '#components/ui/styles.ts';

export type SavedStatus = Pick<RaceResultsAdminView, 'status' | 'officialAt' | 'correctedAt' | 'correctionReason' | 'updatedAt'>;

const statusLine = (saved: SavedStatus): string => {
  if (saved.status === null) return texts.statusNone;
  if (saved.status === 'provisional') return texts.statusProvisional(formatDateTime(saved.updatedAt ?? ''));
  if (saved.correctedAt) return texts.statusCorrected(formatDateTime(saved.correctedAt), saved.correctionReason ?? '');
  // Results saved before they had a status have no date of becoming official: their last change stands for it.
  return texts.statusOfficial(formatDateTime(saved.officialAt ?? saved.updatedAt ?? ''));
};

export default function ResultsStatus({
  saved,
  canMark,
  onMark,
}: {
  saved: SavedStatus;
  /** Saved provisional results with rows and nothing unsaved on the grid. */
  canMark: boolean;
  onMark: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const mark = async () => {
    setBusy(true);
    try {
      await onMark();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3" data-testid="results-status" data-status={saved.status ?? 'none'}>
      <p className="text-sm text-slate-800">{statusLine(saved)}</p>
      {canMark && (
        <button type="button" className={btnSecondary} onClick={() => void mark()} disabled={busy}>
          {busy ? texts.markingOfficial : texts.markOfficial}
        </button>
      )}
    </div>
  );
}
