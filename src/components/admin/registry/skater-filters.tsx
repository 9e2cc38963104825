/** The filters of the screens that list skaters: event category, age category, registry status and season. */
import { currentSeason, EVENT_CATEGORIES } from '#config/rules.ts';
import { AGE_CATEGORIES } from '#domain/registry/age-category.ts';
import { registryListTexts, seasonOptions, STATUS_FILTERS, statusLabels } from '#domain/registry/registry.ts';
import { SelectField } from '#components/admin/kit/fields.tsx';

/** The value of a filter that lets everything through. */
export const ANY = '';

const FILTERS = {
  eventCategory: { label: 'Event category', all: 'All categories', options: EVENT_CATEGORIES },
  ageCategory: { label: 'Age category', all: 'All age categories', options: AGE_CATEGORIES },
} as const;

interface Props {
  filter: keyof typeof FILTERS;
  id: string;
  value: string;
  onChange: (value: string) => void;
}

export function CategoryFilter({ filter, id, value, onChange }: Props) {
  const { label, all, options } = FILTERS[filter];
  return <SelectField id={id} label={label} value={value} onChange={onChange} options={[{ value: ANY, label: all }, ...options]} />;
}

interface FilterProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/** Pending, approved (this season), rejected or lapsed (approved for an earlier season). */
export function StatusFilterSelect({ id, value, onChange }: FilterProps) {
  return (
    <SelectField
      id={id}
      label={registryListTexts.statusFilter}
      value={value}
      onChange={onChange}
      options={[{ value: ANY, label: 'All statuses' }, ...STATUS_FILTERS.map((status) => ({ value: status, label: statusLabels[status] }))]}
    />
  );
}

/** The season a profile was submitted or renewed for. */
export function SeasonFilter({ id, value, onChange }: FilterProps) {
  return (
    <SelectField
      id={id}
      label={registryListTexts.season}
      value={value}
      onChange={onChange}
      options={[{ value: ANY, label: registryListTexts.allSeasons }, ...seasonOptions(currentSeason()).map(String)]}
    />
  );
}
