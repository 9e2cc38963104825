/**
 * A whole-rupee amount as the fee forms take it (the season's fees, a championship's entry fees
 * and the setup's fees step share it), and the number a typed amount stands for (empty is 0).
 */
import { inputClass, labelClass } from '#components/ui/styles.ts';

export const amountOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

export default function RupeesField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label} (rupees)
      </label>
      <input
        id={id}
        className={inputClass}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
