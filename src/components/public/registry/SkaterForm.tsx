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
import { ageCategory, ageInYears, CATEGORY_AGES, dayAsDate, isCategory, referenceDay } from '#domain/registry/age-category.ts';
import { EMAIL_MAX } from '#domain/common/fields.ts';
import { emailProblem, messagesByField, mobileProblem } from '#domain/common/field-checks.ts';
import { today } from '#domain/common/dates.ts';
import { MY_PATH } from '#domain/family/family-path.ts';
import { ApiError } from '#lib/client/errors.ts';
import { SKATER_LIMITS } from '#domain/registry/skater.ts';
import { messagesIn } from '#domain/i18n/messages.ts';
import { aadhaarProblem } from '#domain/registry/aadhaar.ts';
import { familySession } from '#lib/family-session.ts';
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
import { feeNoteTexts } from '#components/public/fees/fee-note-texts.ts';
import type { RegistryMessages, RegistryWords } from './registry-messages.ts';

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
  /** The form's heading; 'Register a skater' in the page's language by default. */
  title?: string;
  /** The words, in the page's language (the admin area's: English). */
  words: RegistryWords;
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

/** What the browser can check as the parent types, said as the server says it, in the page's language ('' when fine). */
const browserProblem = (m: RegistryMessages, field: TextField, value: string): string => {
  if (field === 'phoneNo') return mobileProblem(value, SERVER_LABELS.phoneNo) && m.t('registry.phoneInvalid');
  if (field === 'email') {
    const problem = emailProblem(value, SERVER_LABELS.email);
    return problem && m.t(problem === emailProblem('x', SERVER_LABELS.email) ? 'registry.emailInvalid' : 'registry.emailCharacters');
  }
  if (field === 'aadharNo') {
    if (value.trim() === '') return '';
    const problem = aadhaarProblem(value);
    return problem === 'length' ? m.t('registry.aadhaarLength') : problem === 'invalid' ? m.t('registry.aadhaarInvalid') : '';
  }
  return '';
};

/** "9 or 10", "17 or older", "under 5": the ages a category takes, in the page's language. */
const categoryAges = (m: RegistryMessages, category: keyof typeof CATEGORY_AGES): string => {
  const { min, below } = CATEGORY_AGES[category];
  if (below === undefined) return m.t('registry.agesOrOlder', { min });
  if (min === 0) return m.t('registry.agesUnder', { below });
  const ages = Array.from({ length: below - min }, (_, index) => m.number(min + index));
  const last = ages.pop() ?? '';
  return ages.length === 0 ? last : m.t('registry.agesEither', { list: ages.join(', '), last });
};

/** The date-of-birth hint: the day ages are counted on, and the age and category on it. */
const ageHint = (m: RegistryMessages, dob: string, now = new Date()): string => {
  const day = referenceDay(now);
  const age = dob ? ageInYears(dob, dayAsDate(day)) : null;
  if (age === null) return m.t('registry.ageCountedOn', { date: m.date(day) });
  const category = ageCategory(dob, dayAsDate(day));
  const explained = isCategory(category)
    ? m.t('registry.categoryOn', { category, ages: categoryAges(m, category), date: m.date(day) })
    : category;
  return `${m.t('registry.ageOn', { age, date: m.date(day) })} · ${explained}`;
};

export default function SkaterForm({ words, title, headingLevel = 'h1', onSaved, audience = 'public', builtAt }: SkaterFormProps) {
  const m = messagesIn(words);
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
  const [dobHint, setDobHint] = useState<string | undefined>(() => (builtAt ? ageHint(m, '', new Date(builtAt)) : undefined));

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
  useEffect(() => setDobHint(ageHint(m, values.dob)), [m, values.dob]);

  const set = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [field]: value }));
    const problem = browserProblem(m, field, value);
    // The browser refuses to send the form while a field says what is wrong, and marks it.
    if ('setCustomValidity' in event.target) event.target.setCustomValidity(problem);
    setErrors((previous) => ({ ...previous, [field]: problem || undefined }));
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (photo.status !== 'ready' || proof.status !== 'ready') {
      setResult({ ok: false, text: m.t('registry.waitForPhotos') });
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
      const found = error instanceof ApiError ? messagesByField([error.message, ...error.errors], SERVER_LABELS).fields : {};
      const marked = Object.fromEntries(Object.entries(found).map(([field, text]) => [field, m.server(text ?? '')])) as typeof found;
      setErrors(marked);
      const first = Object.keys(marked)[0];
      if (first) requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus());
      setResult({
        ok: false,
        text: failureText(error, {
          failed: m.t('registry.saveFailed'),
          network: m.t('registry.saveError'),
          reasons: 'instead',
          server: m.server,
        }),
      });
    } finally {
      setSaving(false);
    }
  };

  const Heading = headingLevel;
  const heading = title ?? m.t('registry.formTitle');
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
        <Heading id={`${id}-title`} className="text-3xl font-bold break-words text-brand-900">
          {waiting ? m.t('registry.pendingTitle') : heading}
        </Heading>
        <div className="mt-6 space-y-6">
          {waiting ? (
            <AwaitingConfirmation sentTo={result.sentTo ?? ''} againKey={result.againKey} m={m} />
          ) : (
            <ReferenceReceipt message={m.server(result.next ?? m.t('registry.added'))} reference={result.reference} m={m} data-submitted />
          )}
          {waiting ? (
            <ReferenceReceipt message={m.t('forms.referenceLabel')} reference={result.reference} m={m} data-submitted quiet />
          ) : (
            <p>
              <a href={m.path(MY_PATH)} className="font-semibold text-brand-800 underline hover:no-underline">
                {m.t('registry.toFamilyPage')}
              </a>
            </p>
          )}
        </div>
        <button type="button" className={`${btnSecondary} mt-6`} onClick={() => setResult(null)}>
          {m.t('registry.registerAnother')}
        </button>
      </section>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <Heading id={`${id}-title`} className="text-3xl font-bold break-words text-brand-900">
        {heading}
      </Heading>
      <p className="mt-2 text-slate-700">
        {m.t('registry.requiredBefore')} <RequiredMark />
        <span className="sr-only">{m.t('registry.requiredMark')}</span> {m.t('registry.requiredAfter')}
      </p>
      {family && values.email.trim().toLowerCase() !== family.email.toLowerCase() && (
        <div className="mt-4 rounded-md bg-brand-50 p-4 text-slate-800 ring-1 ring-brand-100">
          <p data-family-signed-in>{m.t('registry.signedIn', { email: family.email })}</p>
          <button type="button" className={`${btnSecondary} mt-3`} onClick={takeFamilyAddress}>
            {m.t('registry.useFamilyAddress', { email: family.email })}
          </button>
        </div>
      )}
      <form ref={formRef} className="relative mt-6 grid gap-5 sm:grid-cols-2" onSubmit={submit} data-testid="skater-form">
        <TextInput
          {...bind('rsfiNo')}
          label={m.t('registry.rsfiNo')}
          hint={m.t('registry.rsfiNoHint')}
          type="text"
          maxLength={SKATER_LIMITS.rsfiNo}
        />
        <TextInput {...bind('name')} label={m.t('registry.name')} type="text" required autoComplete="name" maxLength={SKATER_LIMITS.name} />
        <TextInput {...bind('parentName')} label={m.t('registry.parentName')} type="text" required maxLength={SKATER_LIMITS.parentName} />
        <TextInput
          {...bind('dob')}
          label={m.t('registry.dob')}
          type="date"
          required
          {...(maxDate ? { max: maxDate } : {})}
          hint={dobHint}
        />
        <SelectInput
          {...bind('gender')}
          label={m.t('registry.gender')}
          placeholder={m.t('registry.genderPlaceholder')}
          options={GENDERS}
          optionLabels={Object.fromEntries(GENDERS.map((gender) => [gender, m.t(`registry.gender.${gender}`)]))}
        />
        <TextInput
          {...bind('aadharNo')}
          label={m.t('registry.aadhaar')}
          required
          inputMode="numeric"
          maxLength={14}
          autoComplete="off"
          hint={m.t('registry.aadhaarHint')}
        />
        <TextInput {...bind('phoneNo')} label={m.t('registry.phone')} type="tel" required autoComplete="tel" maxLength={16} />
        <TextInput {...bind('email')} label={m.t('registry.email')} type="email" required autoComplete="email" maxLength={EMAIL_MAX} />
        <SelectInput
          {...bind('eventCategory')}
          label={m.t('registry.eventCategory')}
          hint={m.t('registry.eventCategoryHint')}
          required
          placeholder={m.t('registry.eventCategoryPlaceholder')}
          options={EVENT_CATEGORIES}
        />
        <ClubChoice
          id={`${id}-representativeClub`}
          value={values.representativeClub}
          onChange={(club) => setValues((previous) => ({ ...previous, representativeClub: club }))}
          clubs={clubs}
          m={m}
        />
        <TextInput {...bind('coachName')} label={m.t('registry.coachName')} type="text" required maxLength={SKATER_LIMITS.coachName} />
        <PhotoInput
          id={`${id}-skaterPhoto`}
          name="skaterPhoto"
          label={m.t('registry.skaterPhoto')}
          required
          photo={photo}
          onChange={setPhoto}
          m={m}
        />
        <SelectInput
          {...bind('proofType')}
          label={m.t('registry.proofType')}
          required
          placeholder={m.t('registry.proofTypePlaceholder')}
          options={PROOF_TYPES}
          optionLabels={{ Aadhar: m.t('registry.proofType.Aadhar'), 'Birth Certificate': m.t('registry.proofType.BirthCertificate') }}
        />
        <PhotoInput
          id={`${id}-fileUrl`}
          name="fileUrl"
          label={m.t('registry.identityProof')}
          required
          photo={proof}
          onChange={setProof}
          acceptsPdf
          hint={m.t('forms.pdfHint')}
          m={m}
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
              {m.t('forms.clubMayEnter')}
            </label>
          </div>
        )}
        {audience === 'public' ? (
          <ConsentField id={`${id}-consent`} checked={consent} onChange={setConsent} m={m} />
        ) : (
          // An admin is not the parent: the consent they hold on paper is what this profile records.
          <p className="text-slate-800 sm:col-span-2" data-admin-consent-note>
            {m.t('registry.adminConsentNote')}
          </p>
        )}
        <div className="sm:col-span-2">
          <FeeNote kind="registration" texts={feeNoteTexts(m)} />
        </div>
        {audience === 'public' && (
          <div className="text-slate-800 sm:col-span-2" data-testid="form-address" aria-live="polite">
            {values.email.trim() === '' ? (
              <p>{m.t('registry.addressMissing')}</p>
            ) : (
              <>
                <p>
                  {m.t('registry.addressUsed')} <strong className="break-all">{values.email.trim()}</strong>
                </p>
                {family && values.email.trim().toLowerCase() === family.email.toLowerCase() && <p>{m.t('registry.addressIsFamily')}</p>}
              </>
            )}
          </div>
        )}
        <Honeypot value={website} onChange={setWebsite} />
        <div className="sm:col-span-2">
          <button type="submit" className={btnPrimary} disabled={saving || photo.status === 'scaling' || proof.status === 'scaling'}>
            {saving ? m.t('registry.saving') : m.t('registry.submit')}
          </button>
        </div>
      </form>
      <div className="mt-4" aria-live="polite">
        {result?.ok === true && (
          <ReferenceReceipt
            message={m.t('registry.added')}
            reference={audience === 'public' ? result.reference : undefined}
            m={m}
            data-submitted
          />
        )}
        {result?.ok === false && <ErrorMessage>{result.text}</ErrorMessage>}
      </div>
    </section>
  );
}
