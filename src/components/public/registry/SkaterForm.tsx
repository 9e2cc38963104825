/**
 * The skater registration form ('Register a skater'; the original's 'Add Skater Profile'):
 * public at /skaterform and reused by the admin area at /admin/skaters/add. Every field of the original form with
 * its required marks, the club chosen from the affiliated clubs or named under "Other", the consent
 * checkbox linking to the privacy notice, photos scaled down in the browser before upload, the
 * server's errors joined by commas, and the original success text. The form says which address
 * the registration will use; a parent signed in on the family page is offered that address, never
 * given it unasked. Until the address is confirmed the success screen says that nothing has
 * reached the association, names the address the link went to, and can send it again or to a
 * corrected address; it shows the reference to quote and links to the status look-up
 * (docs/rules.md#profile-approval).
 */
import { registryApi } from '#lib/client/registry.ts';
import { useEffect, useId, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { EVENT_CATEGORIES, GENDERS, PROOF_TYPES } from '#config/rules.ts';
import { ageCategory, ageInYears, ageOnText, dayAsDate, explainCategory, referenceDay } from '#domain/registry/age-category.ts';
import { EMAIL_MAX } from '#domain/common/fields.ts';
import { emailProblem, messagesByField, mobileProblem } from '#domain/common/field-checks.ts';
import { pdfMessages } from '#domain/common/documents.ts';
import { formatDate, today } from '#domain/common/dates.ts';
import { MY_PATH } from '#domain/family/family-path.ts';
import { ApiError } from '#lib/client/errors.ts';
import { SKATER_LIMITS, skaterFormTexts, skaterMessages } from '#domain/registry/skater.ts';
import { aadhaarProblem } from '#domain/registry/aadhaar.ts';
import { familySession } from '#lib/family-session.ts';
import { clubChoiceTexts, pendingConfirmationTexts, submissionTexts } from '#domain/registry/registry.ts';
import { failureText } from '#lib/error-text.ts';
import { Honeypot } from '#components/ui/Honeypot.tsx';
import { SelectInput, TextInput } from '#components/ui/inputs.tsx';
import { ErrorMessage } from '#components/ui/status.tsx';
import { btnPrimary, btnSecondary } from '#components/ui/styles.ts';
import { RequiredMark } from '#components/ui/Field.tsx';
import ClubChoice, { useClubNames } from './ClubChoice.tsx';
import ConsentField from '#components/public/form-parts/ConsentField.tsx';
import PhotoInput, { type PickedPhoto } from '#components/public/form-parts/PhotoInput.tsx';
import ReferenceReceipt from '#components/public/form-parts/ReferenceReceipt.tsx';
import FeeNote from '#components/public/fees/FeeNote.tsx';
import AwaitingConfirmation from './AwaitingConfirmation.tsx';

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

export interface SkaterFormProps {
  /** The form's heading; 'Add Skater Profile' by default. */
  title?: string;
  headingLevel?: 'h1' | 'h2';
  /** Called after a profile was saved (the admin list may refresh). */
  onSaved?: (id: string) => void;
  /** A parent is shown the reference and the way to the status look-up; an admin's profile is approved at once. */
  audience?: 'public' | 'admin';
  /**
   * When the page was built (ISO): the date-of-birth hint is then in the built page, so it is
   * painted with the form instead of after the script; the browser works it out again at once.
   */
  builtAt?: string;
}

type Result =
  | { ok: true; reference: string; next?: string | undefined; sentTo?: string | undefined; againKey?: string | undefined }
  | { ok: false; text: string };

/** The server's labels of the fields a parent types, so its messages land on their fields. */
const SERVER_LABELS: Record<TextField, string> = {
  rsfiNo: 'RSFI number',
  name: 'Name',
  parentName: "Parent's name",
  dob: 'Date of birth',
  gender: 'Gender',
  aadharNo: 'Aadhaar number',
  phoneNo: 'Phone number',
  email: 'E-mail',
  eventCategory: 'Event category',
  representativeClub: 'Representative club',
  coachName: "Coach's name",
  proofType: 'Proof type',
};

/** What the browser can check as the parent types, in the server's words ('' when fine). */
const browserProblem = (field: TextField, value: string): string => {
  if (field === 'phoneNo') return mobileProblem(value, SERVER_LABELS.phoneNo);
  if (field === 'email') return emailProblem(value, SERVER_LABELS.email);
  if (field === 'aadharNo') {
    if (value.trim() === '') return '';
    const problem = aadhaarProblem(value);
    return problem === 'length' ? skaterMessages.aadhaarLength : problem === 'invalid' ? skaterMessages.aadhaarInvalid : '';
  }
  return '';
};

/** The date-of-birth hint: the day ages are counted on, and the age and category on it. */
const ageHint = (dob: string, now = new Date()): string => {
  const day = referenceDay(now);
  const age = dob ? ageInYears(dob, dayAsDate(day)) : null;
  if (age === null) return skaterMessages.ageCountedOn(formatDate(day));
  return `${ageOnText(age, day)} · ${explainCategory(ageCategory(dob, dayAsDate(day)), day)}`;
};

export default function SkaterForm({
  title = skaterMessages.formTitle,
  headingLevel = 'h1',
  onSaved,
  audience = 'public',
  builtAt,
}: SkaterFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(emptyText);
  const [photo, setPhoto] = useState<PickedPhoto>({ status: 'none' });
  const [proof, setProof] = useState<PickedPhoto>({ status: 'none' });
  const [consent, setConsent] = useState(false);
  // Off until the parent ticks it (docs/clubs.md#the-parents-choice).
  const [clubMayEnter, setClubMayEnter] = useState(false);
  const [website, setWebsite] = useState('');
  const clubs = useClubNames();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [errors, setErrors] = useState<Partial<Record<TextField, string>>>({});
  const [maxDate, setMaxDate] = useState<string | undefined>(undefined);
  const [dobHint, setDobHint] = useState<string | undefined>(() => (builtAt ? ageHint('', new Date(builtAt)) : undefined));

  useEffect(() => {
    setMaxDate(today());
    // A club's invitation links here with the club filled in (`?club=`); the parent may still change it.
    const invited = new URLSearchParams(window.location.search).get('club')?.trim().slice(0, SKATER_LIMITS.representativeClub);
    if (invited) setValues((previous) => (previous.representativeClub === '' ? { ...previous, representativeClub: invited } : previous));
  }, []);
  const [family, setFamily] = useState<{ email: string; values: Partial<typeof emptyText> } | null>(null);
  // A parent signed in on the family page is offered their address and contact details, never
  // given them unasked: the browser may have been signed in by somebody else's link, and a child
  // must be registered only to an address typed or confirmed here.
  useEffect(() => {
    if (audience !== 'public') return;
    void familySession()
      .then((session) => {
        if (!session?.signedIn || !session.email) return;
        setFamily({ email: session.email, values: { email: session.email, ...(session.contact ?? {}) } });
      })
      .catch(() => undefined);
  }, [audience]);
  const takeFamilyAddress = () => {
    if (!family) return;
    setValues((previous) => ({ ...previous, ...family.values }));
    setErrors((previous) => ({ ...previous, email: undefined, phoneNo: undefined, parentName: undefined }));
  };
  // Worked out in the browser only: the day ages are counted on moves with the season.
  useEffect(() => setDobHint(ageHint(values.dob)), [values.dob]);

  const set = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [field]: value }));
    const problem = browserProblem(field, value);
    // The browser refuses to send the form while a field says what is wrong, and marks it.
    if ('setCustomValidity' in event.target) event.target.setCustomValidity(problem);
    setErrors((previous) => ({ ...previous, [field]: problem || undefined }));
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (photo.status !== 'ready' || proof.status !== 'ready') {
      setResult({ ok: false, text: 'Please wait until the photos are ready, or choose them again.' });
      return;
    }
    setSaving(true);
    setResult(null);
    setErrors({});
    try {
      const answer = await registryApi.addSkater({
        ...values,
        gender: values.gender as (typeof GENDERS)[number] | '',
        eventCategory: values.eventCategory as (typeof EVENT_CATEGORIES)[number],
        proofType: values.proofType as (typeof PROOF_TYPES)[number],
        skaterPhoto: photo.dataUrl,
        fileUrl: proof.dataUrl,
        consent: true,
        ...(audience === 'public' && clubMayEnter ? { clubMayEnter: true } : {}),
        website,
      });
      setResult({ ok: true, reference: answer?.reference ?? '', next: answer?.next, sentTo: answer?.sentTo, againKey: answer?.againKey });
      setValues(emptyText);
      setPhoto({ status: 'none' });
      setProof({ status: 'none' });
      setConsent(false);
      setClubMayEnter(false);
      formRef.current?.reset();
      onSaved?.(answer?._id ?? '');
    } catch (error) {
      console.error(error);
      const marked = error instanceof ApiError ? messagesByField([error.message, ...error.errors], SERVER_LABELS).fields : {};
      setErrors(marked);
      const first = Object.keys(marked)[0];
      if (first) requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus());
      setResult({
        ok: false,
        text: failureText(error, { failed: skaterMessages.saveFailed, network: skaterMessages.saveError, reasons: 'instead' }),
      });
    } finally {
      setSaving(false);
    }
  };

  const Heading = headingLevel;
  /** The id, name, value and change handler of a text field. */
  const bind = (field: TextField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    error: errors[field],
  });

  // A parent's registration went through: the receipt takes the form's place, so nothing invites a second submission.
  if (result?.ok === true && audience === 'public') {
    const waiting = result.sentTo !== undefined;
    return (
      <section aria-labelledby={`${id}-title`} className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <Heading id={`${id}-title`} className="text-3xl font-bold text-brand-900">
          {waiting ? pendingConfirmationTexts.title : title}
        </Heading>
        <div className="mt-6 space-y-6">
          {waiting ? (
            <AwaitingConfirmation sentTo={result.sentTo ?? ''} againKey={result.againKey} />
          ) : (
            <ReferenceReceipt message={result.next ?? skaterMessages.added} reference={result.reference} data-submitted />
          )}
          {waiting ? (
            <ReferenceReceipt message={submissionTexts.referenceLabel} reference={result.reference} data-submitted quiet />
          ) : (
            <p>
              <a href={MY_PATH} className="font-semibold text-brand-800 underline hover:no-underline">
                {submissionTexts.toFamilyPage}
              </a>
            </p>
          )}
        </div>
        <button type="button" className={`${btnSecondary} mt-6`} onClick={() => setResult(null)}>
          {skaterMessages.registerAnother}
        </button>
      </section>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <Heading id={`${id}-title`} className="text-3xl font-bold text-brand-900">
        {title}
      </Heading>
      <p className="mt-2 text-slate-700">
        Fields marked <RequiredMark />
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      {family && values.email.trim().toLowerCase() !== family.email.toLowerCase() && (
        <div className="mt-4 rounded-md bg-brand-50 p-4 text-slate-800 ring-1 ring-brand-100">
          <p data-family-signed-in>{submissionTexts.signedIn(family.email)}</p>
          <button type="button" className={`${btnSecondary} mt-3`} onClick={takeFamilyAddress}>
            {submissionTexts.useFamilyAddress(family.email)}
          </button>
        </div>
      )}
      <form ref={formRef} className="relative mt-6 grid gap-5 sm:grid-cols-2" onSubmit={submit} data-testid="skater-form">
        <TextInput
          {...bind('rsfiNo')}
          label={skaterFormTexts.rsfiNo}
          hint={skaterFormTexts.rsfiNoHint}
          type="text"
          maxLength={SKATER_LIMITS.rsfiNo}
        />
        <TextInput {...bind('name')} label="Skater's Name" type="text" required autoComplete="name" maxLength={SKATER_LIMITS.name} />
        <TextInput {...bind('parentName')} label="Parent's Name" type="text" required maxLength={SKATER_LIMITS.parentName} />
        <TextInput {...bind('dob')} label="Date of Birth" type="date" required {...(maxDate ? { max: maxDate } : {})} hint={dobHint} />
        <SelectInput {...bind('gender')} label="Gender" placeholder="Select gender" options={GENDERS} />
        <TextInput
          {...bind('aadharNo')}
          label={skaterFormTexts.aadhaar}
          required
          inputMode="numeric"
          maxLength={14}
          autoComplete="off"
          hint={skaterFormTexts.aadhaarHint}
        />
        <TextInput {...bind('phoneNo')} label="Phone Number" type="tel" required autoComplete="tel" maxLength={16} />
        <TextInput {...bind('email')} label="Email" type="email" required autoComplete="email" maxLength={EMAIL_MAX} />
        <SelectInput
          {...bind('eventCategory')}
          label={skaterFormTexts.eventCategory}
          hint={skaterFormTexts.eventCategoryHint}
          required
          placeholder={skaterFormTexts.eventCategoryPlaceholder}
          options={EVENT_CATEGORIES}
        />
        <ClubChoice
          id={`${id}-representativeClub`}
          value={values.representativeClub}
          onChange={(club) => setValues((previous) => ({ ...previous, representativeClub: club }))}
          clubs={clubs}
        />
        <TextInput {...bind('coachName')} label="Coach's Name" type="text" required maxLength={SKATER_LIMITS.coachName} />
        <PhotoInput id={`${id}-skaterPhoto`} name="skaterPhoto" label="Skater Photo" required photo={photo} onChange={setPhoto} />
        <SelectInput
          {...bind('proofType')}
          label="Proof Type"
          required
          placeholder="Select a proof type"
          options={PROOF_TYPES}
          optionLabels={skaterFormTexts.proofTypeLabels}
        />
        <PhotoInput
          id={`${id}-fileUrl`}
          name="fileUrl"
          label="Identity Proof"
          required
          photo={proof}
          onChange={setProof}
          acceptsPdf
          hint={pdfMessages.hint}
        />
        {audience === 'public' && (
          <div className="flex items-start gap-3 sm:col-span-2">
            <input
              id={`${id}-clubMayEnter`}
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0"
              checked={clubMayEnter}
              onChange={(event) => setClubMayEnter(event.target.checked)}
            />
            <label htmlFor={`${id}-clubMayEnter`} className="text-slate-800">
              {clubChoiceTexts.mayEnter}
            </label>
          </div>
        )}
        {audience === 'public' ? (
          <ConsentField id={`${id}-consent`} checked={consent} onChange={setConsent} />
        ) : (
          // An admin is not the parent: the consent they hold on paper is what this profile records.
          <p className="text-slate-800 sm:col-span-2" data-admin-consent-note>
            {skaterMessages.adminConsentNote}
          </p>
        )}
        <div className="sm:col-span-2">
          <FeeNote kind="registration" />
        </div>
        {audience === 'public' && (
          <div className="text-slate-800 sm:col-span-2" data-testid="form-address" aria-live="polite">
            {values.email.trim() === '' ? (
              <p>{submissionTexts.addressMissing}</p>
            ) : (
              <>
                <p>
                  {submissionTexts.addressUsed} <strong className="break-all">{values.email.trim()}</strong>
                </p>
                {family && values.email.trim().toLowerCase() === family.email.toLowerCase() && <p>{submissionTexts.addressIsFamily}</p>}
              </>
            )}
          </div>
        )}
        <Honeypot value={website} onChange={setWebsite} />
        <div className="sm:col-span-2">
          <button type="submit" className={btnPrimary} disabled={saving || photo.status === 'scaling' || proof.status === 'scaling'}>
            {saving ? 'Saving...' : 'Submit'}
          </button>
        </div>
      </form>
      <div className="mt-4" aria-live="polite">
        {result?.ok === true && (
          <ReferenceReceipt
            message={skaterMessages.added}
            reference={audience === 'public' ? result.reference : undefined}
            data-submitted
          />
        )}
        {result?.ok === false && <ErrorMessage>{result.text}</ErrorMessage>}
      </div>
    </section>
  );
}
