/**
 * The skater registration form, 'Add Skater Profile' (seed §3, §5, §8; decisions 5–7, 10, 13):
 * public at /skaterform and reused by the admin area at /addskaters. Every field of the seed with
 * its required marks, the consent checkbox linking to the privacy notice, photos scaled down in
 * the browser before upload, the server's errors joined by commas, and the seed's success text.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { EVENT_CATEGORIES, GENDERS, PROOF_TYPES } from '../../config/rules';
import { isValidAadhaar } from '../../domain/aadhaar';
import { ageCategory, ageInYears } from '../../domain/age-category';
import { skaterMessages } from '../../domain/texts/skater';
import { api } from '../../lib/api-client';
import { serverErrorText } from '../../lib/error-text';
import { scaleImageFile } from '../../lib/scale-image';
import { ErrorMessage, SuccessMessage } from '../ui/Alert';
import { buttonClass, Field, inputClass, RequiredMark } from '../ui/Field';
import { Honeypot } from '../ui/Honeypot';

const AADHAAR_INVALID = 'Aadhaar number must be a valid 12-digit Aadhaar number';

const emptyText = {
  rsfiNo: '',
  name: '',
  parentName: '',
  dob: '',
  gender: '',
  aadharNo: '',
  phoneNo: '',
  email: '',
  eventCategory: '',
  representativeClub: '',
  coachName: '',
  proofType: '',
};
type TextField = keyof typeof emptyText;

type ImageState = { status: 'none' } | { status: 'scaling' } | { status: 'ready'; dataUrl: string } | { status: 'error'; message: string };

export interface SkaterFormProps {
  /** The form's heading; the seed's 'Add Skater Profile' by default. */
  title?: string;
  headingLevel?: 'h1' | 'h2';
  /** Called after a profile was saved (the admin list may refresh). */
  onSaved?: (id: string) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

export default function SkaterForm({ title = skaterMessages.formTitle, headingLevel = 'h1', onSaved }: SkaterFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const aadhaarRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(emptyText);
  const [photo, setPhoto] = useState<ImageState>({ status: 'none' });
  const [proof, setProof] = useState<ImageState>({ status: 'none' });
  const [consent, setConsent] = useState(false);
  const [website, setWebsite] = useState('');
  const [clubs, setClubs] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [maxDate, setMaxDate] = useState<string | undefined>(undefined);

  useEffect(() => {
    setMaxDate(today());
    api.clubs().then(
      (list) => setClubs([...new Set(list.map((club) => club.clubName.trim()).filter(Boolean))].sort()),
      (error: unknown) => console.error(error),
    );
  }, []);

  const set = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [field]: value }));
    if (field === 'aadharNo') {
      const filled = value.trim() !== '';
      aadhaarRef.current?.setCustomValidity(filled && !isValidAadhaar(value) ? AADHAAR_INVALID : '');
    }
  };

  const pickImage = (setter: (state: ImageState) => void) => async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.setCustomValidity('');
    if (!file) {
      setter({ status: 'none' });
      return;
    }
    setter({ status: 'scaling' });
    try {
      setter({ status: 'ready', dataUrl: await scaleImageFile(file) });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'This image could not be used.';
      input.setCustomValidity(message);
      setter({ status: 'error', message });
    }
  };

  const age = values.dob ? ageInYears(values.dob) : null;

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (photo.status !== 'ready' || proof.status !== 'ready') {
      setResult({ ok: false, text: 'Please wait until the photos are ready, or choose them again.' });
      return;
    }
    setSaving(true);
    setResult(null);
    try {
      const answer = await api.addSkater({
        ...values,
        gender: values.gender as (typeof GENDERS)[number] | '',
        eventCategory: values.eventCategory as (typeof EVENT_CATEGORIES)[number],
        proofType: values.proofType as (typeof PROOF_TYPES)[number],
        skaterPhoto: photo.dataUrl,
        fileUrl: proof.dataUrl,
        consent: true,
        website,
      });
      setResult({ ok: true, text: skaterMessages.added });
      setValues(emptyText);
      setPhoto({ status: 'none' });
      setProof({ status: 'none' });
      setConsent(false);
      formRef.current?.reset();
      onSaved?.(answer?._id ?? '');
    } catch (error) {
      console.error(error);
      setResult({ ok: false, text: serverErrorText(error, skaterMessages.saveFailed, skaterMessages.saveError) });
    } finally {
      setSaving(false);
    }
  };

  const Heading = headingLevel;
  const text = (
    field: TextField,
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string; maxLength?: number; inputMode?: 'numeric' | 'tel' | 'email' } = {},
  ) => (
    <Field id={`${id}-${field}`} label={label} required={options.required ?? false}>
      <input
        id={`${id}-${field}`}
        name={field}
        type={options.type ?? 'text'}
        className={inputClass}
        required={options.required ?? false}
        value={values[field]}
        onChange={set(field)}
        {...(options.autoComplete ? { autoComplete: options.autoComplete } : {})}
        {...(options.maxLength ? { maxLength: options.maxLength } : {})}
        {...(options.inputMode ? { inputMode: options.inputMode } : {})}
      />
    </Field>
  );

  const imageStatus = (state: ImageState, fieldId: string) => (
    <p id={`${fieldId}-status`} className="mt-1 min-h-5 text-sm" aria-live="polite">
      {state.status === 'scaling' && <span className="text-slate-700">Preparing the photo...</span>}
      {state.status === 'error' && <span className="text-red-800">{state.message}</span>}
      {state.status === 'ready' && <span className="text-green-800">Photo ready.</span>}
    </p>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <Heading id={`${id}-title`} className="text-3xl font-bold text-brand-900">
        {title}
      </Heading>
      <p className="mt-2 text-slate-700">
        Fields marked <RequiredMark />
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <form ref={formRef} className="relative mt-6 grid gap-5 sm:grid-cols-2" onSubmit={submit} data-testid="skater-form">
        {text('rsfiNo', 'RSFI No.', { maxLength: 30 })}
        {text('name', "Skater's Name", { required: true, autoComplete: 'name', maxLength: 100 })}
        {text('parentName', "Parent's Name", { required: true, maxLength: 100 })}
        <Field id={`${id}-dob`} label="Date of Birth" required hint={age !== null ? `Age ${age} · ${ageCategory(values.dob)}` : undefined}>
          <input
            id={`${id}-dob`}
            name="dob"
            type="date"
            className={inputClass}
            required
            {...(maxDate ? { max: maxDate } : {})}
            value={values.dob}
            onChange={set('dob')}
            {...(age !== null ? { 'aria-describedby': `${id}-dob-hint` } : {})}
          />
        </Field>
        <Field id={`${id}-gender`} label="Gender">
          <select id={`${id}-gender`} name="gender" className={inputClass} value={values.gender} onChange={set('gender')}>
            <option value="">Select gender</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {gender}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-aadharNo`} label="Aadhaar Number" required hint="12 digits; spaces are allowed.">
          <input
            ref={aadhaarRef}
            id={`${id}-aadharNo`}
            name="aadharNo"
            className={inputClass}
            required
            inputMode="numeric"
            maxLength={14}
            autoComplete="off"
            value={values.aadharNo}
            onChange={set('aadharNo')}
            aria-describedby={`${id}-aadharNo-hint`}
          />
        </Field>
        {text('phoneNo', 'Phone Number', { required: true, type: 'tel', autoComplete: 'tel', maxLength: 16 })}
        {text('email', 'Email', { required: true, type: 'email', autoComplete: 'email', maxLength: 254 })}
        <Field id={`${id}-eventCategory`} label="Event Category" required>
          <select
            id={`${id}-eventCategory`}
            name="eventCategory"
            className={inputClass}
            required
            value={values.eventCategory}
            onChange={set('eventCategory')}
          >
            <option value="" disabled>
              Select an event category
            </option>
            {EVENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-representativeClub`} label="Representative Club" required>
          <input
            id={`${id}-representativeClub`}
            name="representativeClub"
            className={inputClass}
            required
            maxLength={100}
            list={`${id}-clubs`}
            value={values.representativeClub}
            onChange={set('representativeClub')}
          />
          <datalist id={`${id}-clubs`}>
            {clubs.map((club) => (
              <option key={club} value={club} />
            ))}
          </datalist>
        </Field>
        {text('coachName', "Coach's Name", { required: true, maxLength: 100 })}
        <Field id={`${id}-skaterPhoto`} label="Skater Photo" required>
          <input
            id={`${id}-skaterPhoto`}
            name="skaterPhoto"
            type="file"
            accept="image/*"
            required
            className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-brand-100 file:px-3 file:py-1 file:text-brand-900`}
            onChange={pickImage(setPhoto)}
            aria-describedby={`${id}-skaterPhoto-status`}
          />
          {imageStatus(photo, `${id}-skaterPhoto`)}
        </Field>
        <Field id={`${id}-proofType`} label="Proof Type" required>
          <select
            id={`${id}-proofType`}
            name="proofType"
            className={inputClass}
            required
            value={values.proofType}
            onChange={set('proofType')}
          >
            <option value="" disabled>
              Select a proof type
            </option>
            {PROOF_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-fileUrl`} label="Identity Proof" required>
          <input
            id={`${id}-fileUrl`}
            name="fileUrl"
            type="file"
            accept="image/*"
            required
            className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-brand-100 file:px-3 file:py-1 file:text-brand-900`}
            onChange={pickImage(setProof)}
            aria-describedby={`${id}-fileUrl-status`}
          />
          {imageStatus(proof, `${id}-fileUrl`)}
        </Field>
        <div className="sm:col-span-2">
          <div className="flex items-start gap-3">
            <input
              id={`${id}-consent`}
              name="consent"
              type="checkbox"
              required
              className="mt-1 h-5 w-5 shrink-0 accent-brand-800"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
            />
            <label htmlFor={`${id}-consent`} className="text-slate-800">
              {skaterMessages.consent}
              <RequiredMark />
            </label>
          </div>
          <p className="mt-2 ml-8 text-sm">
            <a href="/privacy" className="font-semibold text-brand-800 underline hover:no-underline">
              Read our privacy notice
            </a>
          </p>
        </div>
        <Honeypot value={website} onChange={setWebsite} />
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass} disabled={saving || photo.status === 'scaling' || proof.status === 'scaling'}>
            {saving ? 'Saving...' : 'Submit'}
          </button>
        </div>
      </form>
      <div className="mt-4" aria-live="polite">
        {result && (result.ok ? <SuccessMessage>{result.text}</SuccessMessage> : <ErrorMessage>{result.text}</ErrorMessage>)}
      </div>
    </section>
  );
}
