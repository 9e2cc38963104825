/**
 * /renew: a registered skater is renewed for the new season with the registration number and the
 * date of birth. Nothing about the skater is shown until both match; then only what the check
 * returns is filled in (never the phone, e-mail or Aadhaar number: blank keeps them), the consent
 * is asked again, a new photo is optional, and the new reference is shown (docs/rules.md#profile-approval).
 */
import { useId, useState, type SyntheticEvent } from 'react';
import { EVENT_CATEGORIES } from '#config/rules.ts';
import { EMAIL_MAX } from '#domain/common/fields.ts';
import { emailProblem, mobileProblem } from '#domain/common/field-checks.ts';
import { renewTexts } from '#domain/registry/registry.ts';
import type { RenewCheckAnswer, RenewInput } from '#domain/registry/registry-types.ts';
import { registryMessages } from '#domain/registry/skater-registry.ts';
import { SKATER_LIMITS } from '#domain/registry/skater.ts';
import { api } from '#lib/api-client.ts';
import { Honeypot } from '../../ui/Honeypot';
import { SelectInput, TextInput } from '../../ui/inputs';
import { ErrorMessage } from '../../ui/status';
import { btnPrimary, btnSecondary, card } from '../../ui/styles';
import ClubChoice, { useClubNames } from './ClubChoice';
import ConsentField from '../form-parts/ConsentField';
import LookupForm from './LookupForm';
import PhotoInput, { type PickedPhoto } from '../form-parts/PhotoInput';
import ReferenceReceipt from '../form-parts/ReferenceReceipt';
import { useFocusOnShow } from '../form-parts/useFocusOnShow';
import { useSending } from '../form-parts/useSending';
import FeeNote from '../fees/FeeNote';

/** The look-up's texts: continuing leads to the renewal form. */
const checkTexts = { dob: renewTexts.dob, submit: renewTexts.check, checking: renewTexts.checking, failed: renewTexts.checkFailed };

function CheckForm({ onFound }: { onFound: (found: { registrationNo: string; dob: string; skater: RenewCheckAnswer }) => void }) {
  const id = useId();
  const [registrationNo, setRegistrationNo] = useState('');

  const lookUp = async (dob: string) => {
    const number = registrationNo.trim().toUpperCase();
    onFound({ registrationNo: number, dob, skater: await api.renewCheck(number, dob) });
  };

  return (
    <LookupForm testId="renew-check-form" texts={checkTexts} onLookUp={lookUp}>
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
    </LookupForm>
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
  const [photo, setPhoto] = useState<PickedPhoto>({ status: 'none' });
  const [consent, setConsent] = useState(false);
  const [website, setWebsite] = useState('');
  const { busy, error, send } = useSending();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
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
    void send(async () => onDone(await api.renew(input)), { failed: renewTexts.failed, network: renewTexts.network });
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
          error={mobileProblem(phoneNo) || undefined}
          onChange={(event) => {
            setPhoneNo(event.target.value);
            event.target.setCustomValidity(mobileProblem(event.target.value));
          }}
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
          error={emailProblem(email) || undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            event.target.setCustomValidity(emailProblem(event.target.value));
          }}
        />
        <PhotoInput
          id={`${id}-photo`}
          name="photo"
          label={renewTexts.photo}
          hint={renewTexts.photoHint}
          photo={photo}
          onChange={setPhoto}
        />
        <ConsentField id={`${id}-consent`} checked={consent} onChange={setConsent} />
        <div className="sm:col-span-2">
          <FeeNote kind="renewal" />
        </div>
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
  | { step: 'done'; message: string; reference: string }
  | { step: 'current'; message: string };

export default function RenewForm() {
  const [state, setState] = useState<Step>({ step: 'check' });
  return (
    <div className={card}>
      {state.step === 'check' && (
        <>
          <p className="mb-6 text-slate-700">{renewTexts.lead}</p>
          <CheckForm
            onFound={(found) =>
              setState(
                found.skater.renewalNeeded === false && found.skater.status !== 'rejected'
                  ? {
                      step: 'current',
                      message: registryMessages.noRenewalNeeded(found.skater.name, found.skater.season, found.skater.status),
                    }
                  : { step: 'form', ...found },
              )
            }
          />
        </>
      )}
      {state.step === 'current' && (
        <div role="status" className="rounded-md border border-green-700 bg-green-50 px-4 py-4 text-green-900" data-renewal-not-needed>
          <p className="font-semibold">{state.message}</p>
          <button type="button" className={`${btnSecondary} mt-4`} onClick={() => setState({ step: 'check' })}>
            {renewTexts.startOver}
          </button>
        </div>
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
      <div aria-live="polite">
        {state.step === 'done' && <ReferenceReceipt message={state.message} reference={state.reference} data-renewed />}
      </div>
    </div>
  );
}
