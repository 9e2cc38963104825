/** Form fields with a visible label, a required mark (seed §5) and a shared look. */
import type { ReactNode } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:bg-slate-100';

export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-brand-800 bg-white px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50';

export function RequiredMark() {
  return (
    <span className="ml-0.5 text-red-700" aria-hidden="true">
      *
    </span>
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
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
