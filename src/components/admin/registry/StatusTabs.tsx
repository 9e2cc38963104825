/**
 * The skater screen's status filter: Pending, Approved, Rejected, Lapsed and All, each with its
 * count (the X-Total-Count of a one-row page), as toggle buttons so the choice is one press away.
 */
import { useEffect, useState } from 'react';
import { registryListTexts, STATUS_FILTERS, statusLabels, type StatusChoice, type StatusCounts } from '#domain/registry/registry.ts';
import { api } from '#lib/client/index.ts';

export type { StatusChoice, StatusCounts };

const CHOICES: readonly { value: StatusChoice; label: string }[] = [
  ...STATUS_FILTERS.map((status) => ({ value: status, label: statusLabels[status] })),
  { value: '', label: registryListTexts.all },
];

/** How many profiles each choice lists; asked again whenever `version` changes (after a review). */
export const useStatusCounts = (version: number): [StatusCounts, (update: (counts: StatusCounts) => StatusCounts) => void] => {
  const [counts, setCounts] = useState<StatusCounts>({});
  useEffect(() => {
    let current = true;
    void Promise.all(
      CHOICES.map(async ({ value }) => {
        const { total } = await api.adminSkaters({ pageSize: 1, ...(value ? { status: value } : {}) });
        return [value, total] as const;
      }),
    ).then(
      (entries) => {
        if (current) setCounts(Object.fromEntries(entries));
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [version]);
  return [counts, setCounts];
};

interface Props {
  value: StatusChoice;
  onChange: (value: StatusChoice) => void;
  counts: StatusCounts;
}

export default function StatusTabs({ value, onChange, counts }: Props) {
  return (
    <div role="group" aria-label={registryListTexts.statusFilter} className="flex flex-wrap gap-2" data-status-filter>
      {CHOICES.map((choice) => (
        <button
          key={choice.value || 'all'}
          type="button"
          aria-pressed={value === choice.value}
          onClick={() => onChange(choice.value)}
          className="min-h-11 rounded-full border border-brand-800 px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-pressed:bg-brand-800 aria-pressed:text-white"
        >
          {registryListTexts.filterCount(choice.label, counts[choice.value])}
        </button>
      ))}
    </div>
  );
}
