/**
 * Labelled form fields with the seed's live counters on limited fields (seed §5) and an error line
 * tied to the field (aria-invalid, aria-describedby).
 */
import type { ReactNode } from 'react';
import { errorTextClass, hintClass, inputClass, labelClass } from './styles';

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

function Label({ id, label, required, counter }: { id: string; label: string; required?: boolean | undefined; counter?: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-2">
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {counter}
    </div>
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

interface TextProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  /** Shows a live counter and stops typing at the limit. */
  max?: number;
  type?: 'text' | 'date' | 'email' | 'url' | 'tel' | 'search';
  autoComplete?: string;
  placeholder?: string;
  list?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url';
}

export function TextField({
  id,
  label,
  error,
  hint,
  required,
  disabled,
  value,
  onChange,
  max,
  type = 'text',
  autoComplete,
  placeholder,
  list,
  inputMode,
}: TextProps) {
  return (
    <div>
      <Label
        id={id}
        label={label}
        required={required}
        counter={max !== undefined ? <Counter id={id} length={value.length} max={max} /> : undefined}
      />
      <input
        id={id}
        type={type}
        className={inputClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={max}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { counter: max !== undefined, error, hint })}
        disabled={disabled}
        autoComplete={autoComplete}
        placeholder={placeholder}
        list={list}
        inputMode={inputMode}
      />
      <Below id={id} error={error} hint={hint} />
    </div>
  );
}

interface AreaProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  max?: number;
  rows?: number;
}

export function TextAreaField({ id, label, error, hint, required, disabled, value, onChange, max, rows = 4 }: AreaProps) {
  return (
    <div>
      <Label
        id={id}
        label={label}
        required={required}
        counter={max !== undefined ? <Counter id={id} length={value.length} max={max} /> : undefined}
      />
      <textarea
        id={id}
        className={inputClass}
        value={value}
        rows={rows}
        onChange={(event) => onChange(event.target.value)}
        maxLength={max}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { counter: max !== undefined, error, hint })}
        disabled={disabled}
      />
      <Below id={id} error={error} hint={hint} />
    </div>
  );
}

interface SelectProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly (string | { value: string; label: string })[];
  /** A first, disabled option shown while nothing is chosen (seed §5: the level list). */
  placeholder?: string;
}

export function SelectField({ id, label, error, hint, required, disabled, value, onChange, options, placeholder }: SelectProps) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        className={inputClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        disabled={disabled}
      >
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
      <Below id={id} error={error} hint={hint} />
    </div>
  );
}
