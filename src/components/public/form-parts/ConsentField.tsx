/** The parent's consent to the association keeping the skater's data, required on every form that sends it, with the privacy notice beside it. */
import type { Messages } from '#domain/i18n/messages.ts';
import { RequiredMark } from '#components/ui/Field.tsx';

export default function ConsentField({
  id,
  checked,
  onChange,
  m,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  m: Messages<'forms.consent' | 'forms.privacyLink'>;
}) {
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="consent"
          type="checkbox"
          required
          className="mt-1 h-5 w-5 shrink-0 accent-brand-800"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="text-slate-800">
          {m.t('forms.consent')}
          <RequiredMark />
        </label>
      </div>
      <p className="mt-2 ml-8 text-sm">
        <a href={m.path('/privacy')} className="font-semibold text-brand-800 underline hover:no-underline">
          {m.t('forms.privacyLink')}
        </a>
      </p>
    </div>
  );
}
