/**
 * /renew: a registered skater is renewed for the new season with the registration number and the
 * date of birth. Nothing about the skater is shown until both match; then only what the check
 * returns is filled in (never the phone, e-mail or Aadhaar number: blank keeps them), the consent
 * is asked again, a new photo is optional, and the new reference is shown (docs/rules.md#profile-approval).
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { EVENT_CATEGORIES } from '../../config/rules';
import { EMAIL_MAX } from '../../domain/fields';
import { renewTexts, showReference, statusHref, submissionTexts } from '../../domain/registry';
import type { RenewCheckAnswer, RenewInput } from '../../domain/registry-types';
import { SKATER_LIMITS, skaterMessages } from '../../domain/skater';
import { api } from '../../lib/api-client';
import { failureText } from '../../lib/error-text';
import { scaleImageFile } from '../../lib/scale-image';
import { Honeypot } from '../ui/Honeypot';
import { SelectInput, TextInput } from '../ui/inputs';
import { RequiredMark } from '../ui/Field';
import { ErrorMessage } from '../ui/status';
import { btnPrimary, btnSecondary, card, inputClass } from '../ui/styles';
import ClubChoice, { useClubNames } from './ClubChoice';

type Photo = { status: 'none' } | { status: 'scaling' } | { status: 'ready'; dataUrl: string } | { status: 'error'; message: string };

/** Moves focus to the element once it is shown, so keyboard and screen-reader users land on what changed. */
const useFocusOnShow = <T extends HTMLElement>() => {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
};

function Renewed({ message, reference }: { message: string; reference: string }) {
  const ref = useFocusOnShow<HTMLDivElement>();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-md border border-green-700 bg-green-50 px-4 py-4 text-green-900"
      data-renewed
    >
      <p className="font-semibold">{message}</p>
      <p className="mt-3 text-sm font-semibold tracking-wide uppercase">{submissionTexts.referenceLabel}</p>
      <p className="mt-1 font-mono text-4xl font-bold tracking-widest text-slate-900" data-reference>
        {showReference(reference)}
      </p>
      <p className="mt-3">{submissionTexts.keepReference}</p>
      <p className="mt-3">
        <a href={statusHref(reference)} className="font-semibold text-brand-800 underline hover:no-underline">
          {submissionTexts.checkStatus}
        </a>
      </p>
    </div>
  );
}

function CheckForm({ onFound }: { onFound: (found: { registrationNo: string; dob: string; skater: RenewCheckAnswer }) => void }) {
  const id = useId();
  const [registrationNo, setRegistrationNo] = useState('');
  const [dob, setDob] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const number = registrationNo.trim().toUpperCase();
    try {
      onFound({ registrationNo: number, dob, skater: await api.renewCheck(number, dob) });
    } catch (caught) {
      console.error(caught);
      setError(failureText(caught, { failed: renewTexts.checkFailed, reasons: 'instead' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="grid gap-5 sm:grid-cols-2" onSubmit={submit} data-testid="renew-check-form">
      <TextInput
        id={`${id}-number`}
        name="registrationNo"
        label={renewTexts.registrationNo}
        hint={renewTexts.registrationNoHint}
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        value={registrationNo}
        onChange={(event) => setRegistrationNo(event.target.value)}
      />
      <TextInput
        id={`${id}-dob`}
        name="dob"
        label={renewTexts.dob}
        type="date"
        required
        value={dob}
        onChange={(event) => setDob(event.target.value)}
      />
      <div className="sm:col-span-2">
        <button type="submit" className={btnPrimary} disabled={busy}>
          {busy ? renewTexts.checking : renewTexts.check}
        </button>
      </div>
      <div className="sm:col-span-2">{error && <ErrorMessage>{error}</ErrorMessage>}</div>
    </form>
  );
}

function RenewalForm({
  registrationNo,
  dob,
  skater,
  onDone,
  onStartOver,
}: {
  registrationNo: string;
  dob: string;
  skater: RenewCheckAnswer;
  onDone: (answer: { message: string; reference: string }) => void;
  onStartOver: () => void;
}) {
  const id = useId();
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const clubs = useClubNames();
  const [eventCategory, setEventCategory] = useState<string>(skater.eventCategory);
  const [representativeClub, setRepresentativeClub] = useState(skater.representativeClub);
  const [coachName, setCoachName] = useState(skater.coachName);
  const [phoneNo, setPhoneNo] = useState('');
  const [email, setEmail] = useState('');
  const [photo, setPhoto] = useState<Photo>({ status: 'none' });
  const [consent, setConsent] = useState(false);
  const [website, setWebsite] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pickPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.setCustomValidity('');
    if (!file) {
      setPhoto({ status: 'none' });
      return;
    }
    setPhoto({ status: 'scaling' });
    try {
      setPhoto({ status: 'ready', dataUrl: await scaleImageFile(file) });
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : 'This image could not be used.';
      input.setCustomValidity(message);
      setPhoto({ status: 'error', message });
    }
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    // Blank phone and e-mail keep what the association has; the rest is sent as shown.
    const input: RenewInput = {
      registrationNo,
      dob,
      consent: true,
      eventCategory,
      representativeClub: representativeClub.trim(),
      coachName: coachName.trim(),
      website,
      ...(phoneNo.trim() ? { phoneNo: phoneNo.trim() } : {}),
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(photo.status === 'ready' ? { photo: photo.dataUrl } : {}),
    };
    try {
      onDone(await api.renew(input));
    } catch (caught) {
      console.error(caught);
      setError(failureText(caught, { failed: renewTexts.failed, network: renewTexts.network, reasons: 'instead' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900">
        {renewTexts.formHeading(skater.name)}
      </h2>
      <p className="mt-1 text-slate-700">{[skater.gender, renewTexts.season(skater.season)].filter(Boolean).join(' · ')}</p>
      <form className="relative mt-6 grid gap-5 sm:grid-cols-2" onSubmit={submit} data-testid="renew-form">
        <SelectInput
          id={`${id}-category`}
          name="eventCategory"
          label="Event Category"
          required
          placeholder="Select an event category"
          options={EVENT_CATEGORIES}
          value={eventCategory}
          onChange={(event) => setEventCategory(event.target.value)}
        />
        <ClubChoice id={`${id}-club`} value={representativeClub} onChange={setRepresentativeClub} clubs={clubs} />
        <TextInput
          id={`${id}-coach`}
          name="coachName"
          label="Coach's Name"
          required
          maxLength={SKATER_LIMITS.coachName}
          value={coachName}
          onChange={(event) => setCoachName(event.target.value)}
        />
        <TextInput
          id={`${id}-phone`}
          name="phoneNo"
          label={renewTexts.phone}
          hint={renewTexts.keepBlank}
          type="tel"
          autoComplete="tel"
          maxLength={16}
          value={phoneNo}
          onChange={(event) => setPhoneNo(event.target.value)}
        />
        <TextInput
          id={`${id}-email`}
          name="email"
          label={renewTexts.email}
          hint={renewTexts.keepBlank}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div>
          <label htmlFor={`${id}-photo`} className="block text-sm font-semibold text-slate-800">
            {renewTexts.photo}
          </label>
          <input
            id={`${id}-photo`}
            name="photo"
            type="file"
            accept="image/*"
            className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-brand-100 file:px-3 file:py-1 file:text-brand-900`}
            onChange={(event) => void pickPhoto(event)}
            aria-describedby={`${id}-photo-hint ${id}-photo-status`}
          />
          <p id={`${id}-photo-hint`} className="mt-1 text-sm text-slate-600">
            {renewTexts.photoHint}
          </p>
          <p id={`${id}-photo-status`} className="mt-1 min-h-5 text-sm" aria-live="polite">
            {photo.status === 'scaling' && <span className="text-slate-700">Preparing the photo...</span>}
            {photo.status === 'error' && <span className="text-red-800">{photo.message}</span>}
            {photo.status === 'ready' && <span className="text-green-800">Photo ready.</span>}
          </p>
        </div>
        <div className="flex items-start gap-3 sm:col-span-2">
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
        <p className="ml-8 text-sm sm:col-span-2">
          <a href="/privacy" className="font-semibold text-brand-800 underline hover:no-underline">
            Read our privacy notice
          </a>
        </p>
        <Honeypot value={website} onChange={setWebsite} />
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className={btnPrimary} disabled={busy || photo.status === 'scaling'}>
            {busy ? renewTexts.sending : renewTexts.submit}
          </button>
          <button type="button" className={btnSecondary} onClick={onStartOver} disabled={busy}>
            {renewTexts.startOver}
          </button>
        </div>
        <div className="sm:col-span-2">{error && <ErrorMessage>{error}</ErrorMessage>}</div>
      </form>
    </div>
  );
}

type Step =
  | { step: 'check' }
  | { step: 'form'; registrationNo: string; dob: string; skater: RenewCheckAnswer }
  | { step: 'done'; message: string; reference: string };

export default function RenewForm() {
  const [state, setState] = useState<Step>({ step: 'check' });
  return (
    <div className={card}>
      {state.step === 'check' && (
        <>
          <p className="mb-6 text-slate-700">{renewTexts.lead}</p>
          <CheckForm onFound={(found) => setState({ step: 'form', ...found })} />
        </>
      )}
      {state.step === 'form' && (
        <RenewalForm
          registrationNo={state.registrationNo}
          dob={state.dob}
          skater={state.skater}
          onDone={(answer) => setState({ step: 'done', ...answer })}
          onStartOver={() => setState({ step: 'check' })}
        />
      )}
      <div aria-live="polite">{state.step === 'done' && <Renewed message={state.message} reference={state.reference} />}</div>
    </div>
  );
}
