/**
 * Labelled controls for the public forms: a `Field` (label, required mark, hint) around an input
 * or a select with the shared look, so each form lists its fields instead of their markup.
 */
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { inputClass } from './styles.ts';
import { describedBy, Field } from './Field.tsx';

interface Labelled {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** The field's problem: marks the control invalid and says why under it. */
  error?: string | undefined;
}

type TextInputProps = Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> & { ref?: Ref<HTMLInputElement> };

/** An input; with a hint, the input is described by it. `children` go after it (a datalist). */
export function TextInput({ id, label, required = false, hint, error, ref, className = inputClass, children, ...input }: TextInputProps) {
  const described = describedBy(id, hint, error);
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <input
        ref={ref}
        id={id}
        className={className}
        required={required}
        {...(described ? { 'aria-describedby': described } : {})}
        {...(error ? { 'aria-invalid': true } : {})}
        {...input}
      />
      {children}
    </Field>
  );
}

type SelectInputProps = Labelled &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> & {
    /** The first, empty choice; it cannot be chosen again in a required field. */
    placeholder: string;
    options: readonly string[];
    /** The words shown for an option whose stored value reads badly ('Aadhar' is shown 'Aadhaar card'). */
    optionLabels?: Readonly<Record<string, string>>;
  };

export function SelectInput({ id, label, required = false, hint, error, placeholder, options, optionLabels, ...select }: SelectInputProps) {
  const described = describedBy(id, hint, error);
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <select
        id={id}
        className={inputClass}
        required={required}
        {...(described ? { 'aria-describedby': described } : {})}
        {...(error ? { 'aria-invalid': true } : {})}
        {...select}
      >
        <option value="" disabled={required}>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels?.[option] ?? option}
          </option>
        ))}
      </select>
    </Field>
  );
}
