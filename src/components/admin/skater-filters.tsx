/** The event-category and age-category filters of the screens that list skaters. */
import { EVENT_CATEGORIES } from '../../config/rules';
import { AGE_CATEGORIES } from '../../domain/age-category';
import { SelectField } from '../ui/fields';

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
