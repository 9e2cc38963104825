/**
 * An image picker with a preview. Large photos are scaled down in the browser before upload
 * (so ordinary phone photos fit in a request); the value is the data URL the API's contract expects, or '' when none is chosen.
 */
import { useEffect, useRef, useState } from 'react';
import { IMAGE_ACCEPT, IMAGE_TYPE_NAMES, imageMessages } from '#domain/common/images.ts';
import { ImageFileError, scaleImageFile } from '#lib/scale-image.ts';
import { errorTextClass, hintClass } from '#components/ui/styles.ts';
import { FieldLabel } from '#components/ui/Field.tsx';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (dataUrl: string) => void;
  onPreparing?: (preparing: boolean) => void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

export default function ImageField({ id, label, value, onChange, onPreparing, error, required, disabled }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [fileError, setFileError] = useState('');

  // When the form clears the value (after a successful save), clear the file input too.
  useEffect(() => {
    if (value === '' && inputRef.current) inputRef.current.value = '';
  }, [value]);

  const pick = async (file: File | undefined) => {
    setFileError('');
    if (!file) {
      onChange('');
      return;
    }
    setPreparing(true);
    onPreparing?.(true);
    try {
      onChange(await scaleImageFile(file));
    } catch (caught) {
      console.error(caught);
      setFileError(caught instanceof ImageFileError ? caught.message : imageMessages.unreadable);
      onChange('');
      if (inputRef.current) inputRef.current.value = '';
    } finally {
      setPreparing(false);
      onPreparing?.(false);
    }
  };

  const shownError = fileError || error;
  return (
    <div>
      <FieldLabel id={id} label={label} required={required} />
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
        onChange={(event) => void pick(event.target.files?.[0])}
        aria-required={required || undefined}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
        disabled={disabled || preparing}
      />
      <p id={`${id}-hint`} className={hintClass}>
        {preparing ? imageMessages.preparing : `${IMAGE_TYPE_NAMES}. ${imageMessages.scaledHint}`}
      </p>
      {shownError && (
        <p id={`${id}-error`} className={errorTextClass}>
          {shownError}
        </p>
      )}
      {value && (
        <div className="mt-2 flex items-end gap-3">
          <img src={value} alt={`Preview of ${label.toLowerCase()}`} className="h-24 w-auto rounded border border-slate-300 object-cover" />
          <button
            type="button"
            className="text-sm font-semibold text-red-800 underline hover:no-underline"
            onClick={() => onChange('')}
            disabled={disabled}
          >
            Remove<span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        </div>
      )}
    </div>
  );
}
