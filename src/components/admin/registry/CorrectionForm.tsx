/**
 * Corrections of a profile's details in the review view, checked with the same rules as the
 * registration form before sending; only changed fields are sent (the Aadhaar number, which the
 * admin sees masked, only when a new one is typed). Once a skater is approved a new
 * date of birth needs a stated reason, since it can change the age category the number was given in.
 */
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { EVENT_CATEGORIES, GENDERS, PROOF_TYPES } from '#config/rules.ts';
import { EMAIL_MAX } from '#domain/common/fields.ts';
import { reviewTexts } from '#domain/registry/registry.ts';
import { REASON_MAX } from '#domain/registry/skater-registry.ts';
import type { RegistrySkater } from '#domain/registry/registry-types.ts';
import { proofTypeLabel, SKATER_LIMITS } from '#domain/registry/skater.ts';
import { skaterCorrectionSchema } from '#domain/registry/skater.schema.ts';
import { SelectField, TextAreaField, TextField } from '#components/admin/kit/fields.tsx';
import { btnPrimary, btnSecondary } from '#components/ui/styles.ts';
import { useFormValues, validate } from '#components/admin/kit/hooks/useAdminForm.ts';

const CORRECTED = [
  'name',
  'parentName',
  'rsfiNo',
  'dob',
  'gender',
  'phoneNo',
  'email',
  'eventCategory',
  'representativeClub',
  'coachName',
  'proofType',
] as const;
type Corrected = (typeof CORRECTED)[number];

const valuesOf = (profile: RegistrySkater) => ({
  ...(Object.fromEntries(CORRECTED.map((field) => [field, String(profile[field] ?? '')])) as Record<Corrected, string>),
  // The admin view holds the Aadhaar number masked: a correction is typed whole, and empty keeps it.
  aadharNo: '',
  dobReason: '',
});

/** A profile keeps its number once approved, lapsed or not: that is when the date of birth needs a reason. */
const wasApproved = (profile: RegistrySkater) => profile.status === 'approved' || Boolean(profile.registrationNo);

interface Props {
  profile: RegistrySkater;
  busy: boolean;
  /** The fields changed, by name (and `dobReason` with a changed date of birth). */
  onSave: (change: Record<string, string>) => void;
  onNothingChanged: () => void;
  onCancel: () => void;
}

export default function CorrectionForm({ profile, busy, onSave, onNothingChanged, onCancel }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState(() => valuesOf(profile));
  const { values, field, setErrors } = useFormValues(initial);
  const dobChanged = values.dob !== initial.dob;
  const needsDobReason = dobChanged && wasApproved(profile);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { dobReason: _reason, aadharNo, ...rest } = values;
    const fields = aadharNo.trim() === '' ? rest : { ...rest, aadharNo };
    const checked = validate(skaterCorrectionSchema, fields, setErrors, formRef.current);
    if (checked === undefined) return;
    const dobReason = values.dobReason.trim();
    if (needsDobReason && (dobReason === '' || dobReason.length > REASON_MAX)) {
      setErrors({ dobReason: dobReason === '' ? reviewTexts.dobReasonRequired : reviewTexts.reasonTooLong });
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const change: Record<string, string> = {};
    for (const name of CORRECTED) if (values[name] !== initial[name]) change[name] = String(checked[name] ?? '');
    if (checked.aadharNo !== undefined) change['aadharNo'] = checked.aadharNo;
    if (Object.keys(change).length === 0) {
      onNothingChanged();
      return;
    }
    if (needsDobReason) change['dobReason'] = dobReason;
    onSave(change);
  };

  return (
    <form ref={formRef} className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate aria-busy={busy} data-testid="correction-form">
      <TextField {...field('name')} label="Skater's Name" required max={SKATER_LIMITS.name} disabled={busy} />
      <TextField {...field('parentName')} label="Parent's Name" required max={SKATER_LIMITS.parentName} disabled={busy} />
      <TextField {...field('rsfiNo')} label="RSFI No." max={SKATER_LIMITS.rsfiNo} disabled={busy} />
      <TextField {...field('dob')} label="Date of Birth" type="date" required disabled={busy} />
      {needsDobReason && (
        <div className="sm:col-span-2">
          <TextAreaField
            {...field('dobReason')}
            label={reviewTexts.dobReason}
            hint={reviewTexts.dobReasonHint}
            required
            max={REASON_MAX}
            rows={2}
            disabled={busy}
          />
        </div>
      )}
      <SelectField {...field('gender')} label="Gender" options={[{ value: '', label: 'Not given' }, ...GENDERS]} disabled={busy} />
      <SelectField {...field('eventCategory')} label="Event Category" required options={EVENT_CATEGORIES} disabled={busy} />
      <TextField
        {...field('representativeClub')}
        label="Representative Club"
        required
        max={SKATER_LIMITS.representativeClub}
        disabled={busy}
      />
      <TextField {...field('coachName')} label="Coach's Name" required max={SKATER_LIMITS.coachName} disabled={busy} />
      <TextField
        {...field('aadharNo')}
        label={reviewTexts.newAadhaar}
        hint={reviewTexts.newAadhaarHint(profile.aadharNo)}
        inputMode="numeric"
        autoComplete="off"
        max={14}
        disabled={busy}
      />
      <SelectField
        {...field('proofType')}
        label="Proof Type"
        required
        options={PROOF_TYPES.map((value) => ({ value, label: proofTypeLabel(value) }))}
        disabled={busy}
      />
      <TextField {...field('phoneNo')} label="Phone Number" type="tel" required disabled={busy} />
      <TextField {...field('email')} label="Email" type="email" required max={EMAIL_MAX} disabled={busy} />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className={btnPrimary} disabled={busy}>
          {busy ? reviewTexts.saving : reviewTexts.save}
        </button>
        <button type="button" className={btnSecondary} onClick={onCancel} disabled={busy}>
          {reviewTexts.cancel}
        </button>
      </div>
    </form>
  );
}
