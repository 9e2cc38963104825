/** A field's frame: a visible label with its required mark, the control, and its hint. */
import type { ReactNode } from 'react';
import { hintClass, labelClass } from './styles.ts';

export function RequiredMark() {
  return (
    <span className="ml-0.5 text-red-700" aria-hidden="true">
      *
    </span>
  );
}

export function FieldLabel({ id, label, required }: { id: string; label: ReactNode; required?: boolean | undefined }) {
  return (
    <label htmlFor={id} className={labelClass}>
      {label}
      {required && <RequiredMark />}
    </label>
  );
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** What is wrong with the value, shown under the control in red (the control points to it). */
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}

/** The ids that describe a control: its hint and its error, when it has them. */
export const describedBy = (id: string, hint: unknown, error: string | undefined): string | undefined =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** A label above its control; `children` is the control, which must carry `id`. */
export function Field({ id, label, required = false, hint, error, children, className = '' }: FieldProps) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      {children}
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
}
