/**
 * The add/delete switch of the admin screens: two real buttons with aria-pressed, add
 * mode by default.
 */
export type Mode = 'add' | 'delete';

interface Props {
  mode: Mode;
  onChange: (mode: Mode) => void;
  addLabel: string;
  deleteLabel: string;
  label?: string;
}

const segment =
  'min-h-10 px-4 py-2 text-sm font-semibold transition-colors aria-pressed:bg-brand-800 aria-pressed:text-white aria-[pressed=false]:bg-white aria-[pressed=false]:text-brand-900 aria-[pressed=false]:hover:bg-brand-50';

export default function ModeToggle({ mode, onChange, addLabel, deleteLabel, label = 'Mode' }: Props) {
  return (
    <div role="group" aria-label={label} className="inline-flex overflow-hidden rounded-lg border border-brand-800 shadow-sm">
      <button type="button" className={segment} aria-pressed={mode === 'add'} onClick={() => onChange('add')}>
        {addLabel}
      </button>
      <button
        type="button"
        className={`${segment} border-l border-brand-800`}
        aria-pressed={mode === 'delete'}
        onClick={() => onChange('delete')}
      >
        {deleteLabel}
      </button>
    </div>
  );
}
