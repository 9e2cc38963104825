/**
 * A photo for a parent's form: scaled down in the browser as soon as it is chosen (so a phone's
 * photo fits in a request), with how that went told below it as it changes. A photo that cannot
 * be used makes the input invalid, so the form is not sent with it.
 */
import type { ChangeEvent, ReactNode } from 'react';
import { scaleImageFile } from '#lib/scale-image.ts';
import { FieldLabel } from '../../ui/Field';
import { hintClass, inputClass } from '../../ui/styles';

export type PickedPhoto =
  { status: 'none' } | { status: 'scaling' } | { status: 'ready'; dataUrl: string } | { status: 'error'; message: string };

interface Props {
  id: string;
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  photo: PickedPhoto;
  onChange: (photo: PickedPhoto) => void;
}

export default function PhotoInput({ id, name, label, hint, required = false, photo, onChange }: Props) {
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.setCustomValidity('');
    if (!file) {
      onChange({ status: 'none' });
      return;
    }
    onChange({ status: 'scaling' });
    try {
      onChange({ status: 'ready', dataUrl: await scaleImageFile(file) });
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : 'This image could not be used.';
      input.setCustomValidity(message);
      onChange({ status: 'error', message });
    }
  };

  return (
    <div>
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type="file"
        accept="image/*"
        required={required}
        className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-brand-100 file:px-3 file:py-1 file:text-brand-900`}
        onChange={(event) => void pick(event)}
        aria-describedby={hint ? `${id}-hint ${id}-status` : `${id}-status`}
      />
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      <p id={`${id}-status`} className="mt-1 min-h-5 text-sm" aria-live="polite">
        {photo.status === 'scaling' && <span className="text-slate-700">Preparing the photo...</span>}
        {photo.status === 'error' && <span className="text-red-800">{photo.message}</span>}
        {photo.status === 'ready' && <span className="text-green-800">Photo ready.</span>}
      </p>
    </div>
  );
}
