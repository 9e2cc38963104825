/** A field's frame: a visible label with its required mark, the control, and its hint. */
import type { ReactNode } from 'react';
import { hintClass, labelClass } from './styles';

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
  children: ReactNode;
  className?: string;
}

/** A label above its control; `children` is the control, which must carry `id`. */
export function Field({ id, label, required = false, hint, children, className = '' }: FieldProps) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      {children}
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  );
}
