/** A fieldset of checkboxes: choose any of `options`. */
export function ChoiceGroup<Option extends string>({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: readonly Option[];
  chosen: readonly Option[];
  onChange: (chosen: Option[]) => void;
}) {
  return (
    <fieldset className="rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="flex min-h-9 items-center gap-2 text-slate-900">
            <input
              type="checkbox"
              className="h-5 w-5 accent-brand-800"
              checked={chosen.includes(option)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, option] : chosen.filter((item) => item !== option))}
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
