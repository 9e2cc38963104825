/**
 * A photo for a parent's form: scaled down in the browser as soon as it is chosen (so a phone's
 * photo fits in a request), with how that went told below it as it changes. A photo that cannot
 * be used makes the input invalid, so the form is not sent with it.
 */
import type { ChangeEvent, ReactNode } from 'react';
import type { Messages } from '#domain/i18n/messages.ts';
import { looksLikePdf, MAX_PDF_BYTES, PDF_TYPE, PROOF_ACCEPT } from '#domain/common/documents.ts';
import { scaleImageFile } from '#lib/scale-image.ts';
import { FieldLabel } from '#components/ui/Field.tsx';
import { hintClass, inputClass } from '#components/ui/styles.ts';

export type PickedPhoto =
  { status: 'none' } | { status: 'scaling' } | { status: 'ready'; dataUrl: string; pdf?: boolean } | { status: 'error'; message: string };

interface Props {
  id: string;
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  photo: PickedPhoto;
  onChange: (photo: PickedPhoto) => void;
  /** A document field (an identity proof): a PDF is taken as it is, beside photos. */
  acceptsPdf?: boolean;
  m: PhotoMessages;
}

type PhotoMessages = Messages<
  | 'forms.preparingPhoto'
  | 'forms.photoReady'
  | 'forms.pdfReady'
  | 'forms.imageUnusable'
  | 'forms.thisFile'
  | 'forms.pdfWrongType'
  | 'forms.pdfTooLarge'
  | 'forms.pdfUnreadable'
>;

const isPdfFile = (file: File) => file.type === PDF_TYPE || file.name.toLowerCase().endsWith('.pdf');

const readDataUrl = (file: File, m: PhotoMessages): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(m.t('forms.pdfUnreadable', { label: file.name || m.t('forms.thisFile') })));
    reader.readAsDataURL(file);
  });

/** A PDF as it is: checked for its size and its first bytes here, for everything else by the server. */
const pickPdf = async (file: File, label: string, m: PhotoMessages): Promise<string> => {
  if (file.size > MAX_PDF_BYTES) throw new Error(m.t('forms.pdfTooLarge', { label }));
  if (!looksLikePdf(new Uint8Array(await file.slice(0, 8).arrayBuffer()))) throw new Error(m.t('forms.pdfWrongType', { label }));
  return readDataUrl(file, m);
};

export default function PhotoInput({ id, name, label, hint, required = false, photo, onChange, acceptsPdf = false, m }: Props) {
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
      if (acceptsPdf && isPdfFile(file)) onChange({ status: 'ready', dataUrl: await pickPdf(file, label, m), pdf: true });
      else onChange({ status: 'ready', dataUrl: await scaleImageFile(file) });
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : m.t('forms.imageUnusable');
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
        accept={acceptsPdf ? PROOF_ACCEPT : 'image/*'}
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
        {photo.status === 'scaling' && <span className="text-slate-700">{m.t('forms.preparingPhoto')}</span>}
        {photo.status === 'error' && <span className="text-red-800">{photo.message}</span>}
        {photo.status === 'ready' && <span className="text-green-800">{photo.pdf ? m.t('forms.pdfReady') : m.t('forms.photoReady')}</span>}
      </p>
    </div>
  );
}
