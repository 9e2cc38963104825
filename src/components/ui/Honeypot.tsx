/**
 * The hidden honeypot field of public forms (docs/rules.md#public-forms): off-screen and out of the tab order for
 * people and hidden from screen readers; bots that fill every field give themselves away. Without
 * `onChange` it is a plain uncontrolled input (the contact form renders it with no framework code).
 */
import type { ChangeEvent } from 'react';
import { HONEYPOT_FIELD, HONEYPOT_LABEL } from '#domain/common/fields.ts';

export function Honeypot({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>{HONEYPOT_LABEL}</label>
      <input
        id={`hp-${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        {...(onChange
          ? { value: value ?? '', onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value) }
          : { defaultValue: '' })}
      />
    </div>
  );
}
