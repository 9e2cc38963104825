/**
 * Representative Club: a choice of the affiliated clubs (from the store) plus "Other" with a
 * free-text name, so most parents pick the club's exact name and the few from elsewhere can still
 * register. The value is the club's name either way; the server accepts an affiliated name or free text.
 */
import { contentApi } from '#lib/client/content.ts';
import { useEffect, useState } from 'react';
import type { Messages } from '#domain/i18n/messages.ts';
import { SKATER_LIMITS } from '#domain/registry/skater.ts';
import { TextInput } from '#components/ui/inputs.tsx';
import { Field } from '#components/ui/Field.tsx';
import { inputClass } from '#components/ui/styles.ts';

/** The select's value for "Other" (a club really named so would show as Other with its name, which still works). */
const OTHER = '__other__';

/** The affiliated clubs' names, read once; `loaded` tells an empty list from one still on its way. */
export function useClubNames(): { names: string[]; loaded: boolean } {
  const [state, setState] = useState<{ names: string[]; loaded: boolean }>({ names: [], loaded: false });
  useEffect(() => {
    contentApi.clubNames().then(
      ({ names }) => setState({ names, loaded: true }),
      (error: unknown) => {
        console.error(error);
        setState({ names: [], loaded: true });
      },
    );
  }, []);
  return state;
}

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  clubs: { names: string[]; loaded: boolean };
  required?: boolean;
  label?: string;
  m: Messages<
    'registry.clubLabel' | 'registry.clubPlaceholder' | 'registry.clubOther' | 'registry.clubOtherName' | 'registry.clubOtherHint'
  >;
}

export default function ClubChoice({ id, value, onChange, clubs, required = true, label, m }: Props) {
  const [otherChosen, setOtherChosen] = useState(false);
  const { names, loaded } = clubs;
  // A name not among the clubs (typed, or pre-filled) is shown as "Other" with its name.
  const other = otherChosen || (loaded && names.length === 0) || (value !== '' && !names.includes(value));
  const otherId = `${id}-other`;

  return (
    <div className="grid gap-3">
      <Field id={id} label={label ?? m.t('registry.clubLabel')} required={required}>
        <select
          id={id}
          name="representativeClubChoice"
          className={inputClass}
          required={required}
          value={other ? OTHER : value}
          onChange={(event) => {
            const chosen = event.target.value;
            setOtherChosen(chosen === OTHER);
            onChange(chosen === OTHER ? '' : chosen);
          }}
        >
          <option value="" disabled={required}>
            {m.t('registry.clubPlaceholder')}
          </option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
          <option value={OTHER}>{m.t('registry.clubOther')}</option>
        </select>
      </Field>
      {other && (
        <TextInput
          id={otherId}
          name="representativeClub"
          label={m.t('registry.clubOtherName')}
          hint={m.t('registry.clubOtherHint')}
          required={required}
          maxLength={SKATER_LIMITS.representativeClub}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
