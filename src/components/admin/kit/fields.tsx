/**
 * Labelled form fields with live counters on limited fields (docs/rules.md#text-limits) and an error line
 * tied to the field (aria-invalid, aria-describedby).
 */
import type { ReactNode } from 'react';
import { errorTextClass, hintClass, inputClass } from '#components/ui/styles.ts';
import { FieldLabel } from '#components/ui/Field.tsx';

interface BaseProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

const describedBy = (id: string, parts: { counter?: boolean; error?: string | undefined; hint?: ReactNode }) =>
  [parts.hint ? `${id}-hint` : '', parts.counter ? `${id}-count` : '', parts.error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
  undefined;

export function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <span
      id={`${id}-count`}
      className={`text-sm tabular-nums ${length >= max ? 'font-semibold text-amber-800' : 'text-slate-600'}`}
      data-counter
    >
      {length}/{max}
      <span className="sr-only"> characters</span>
    </span>
  );
}

function Below({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorTextClass}>
          {error}
        </p>
      )}
    </>
  );
}

/** The attributes every control gets: its id, the shared look, and its ties to the counter, hint and error. */
interface ControlProps {
  id: string;
  className: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  disabled: boolean | undefined;
}

/**
 * A labelled field: the label (with a live counter of `length` against `max` when there is a
 * limit), the control drawn by `children` with the attributes it must carry, then hint and error.
 */
function Field({
  id,
  label,
  error,
  hint,
  required,
  disabled,
  length,
  max,
  children,
}: BaseProps & { length?: number; max?: number | undefined; children: (control: ControlProps) => ReactNode }) {
  const counted = max !== undefined && length !== undefined;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <FieldLabel id={id} label={label} required={required} />
        {counted && <Counter id={id} length={length} max={max} />}
      </div>
      {children({
        id,
        className: inputClass,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, { counter: counted, error, hint }),
        disabled,
      })}
      <Below id={id} error={error} hint={hint} />
    </div>
  );
}

interface TextProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  /** Shows a live counter and stops typing at the limit. */
  max?: number;
  type?: 'text' | 'date' | 'datetime-local' | 'number' | 'email' | 'url' | 'tel' | 'search' | 'password';
  autoComplete?: string;
  placeholder?: string;
  list?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url';
}

export function TextField({ value, onChange, max, type = 'text', autoComplete, placeholder, list, inputMode, ...base }: TextProps) {
  return (
    <Field {...base} length={value.length} max={max}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={max}
          autoComplete={autoComplete}
          placeholder={placeholder}
          list={list}
          inputMode={inputMode}
        />
      )}
    </Field>
  );
}

interface AreaProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  max?: number;
  rows?: number;
}

export function TextAreaField({ value, onChange, max, rows = 4, ...base }: AreaProps) {
  return (
    <Field {...base} length={value.length} max={max}>
      {(control) => <textarea {...control} value={value} rows={rows} onChange={(event) => onChange(event.target.value)} maxLength={max} />}
    </Field>
  );
}

interface SelectProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly (string | { value: string; label: string })[];
  /** A first, disabled option shown while nothing is chosen ('Select level', say). */
  placeholder?: string;
}

export function SelectField({ value, onChange, options, placeholder, ...base }: SelectProps) {
  return (
    <Field {...base}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => {
            const { value: optionValue, label: optionLabel } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={optionValue} value={optionValue}>
                {optionLabel}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}
