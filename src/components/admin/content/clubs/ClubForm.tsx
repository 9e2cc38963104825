/**
 * A club with its members, for adding a club or editing one in place: name and district required,
 * at least one member (each with a name and a role), members added and removed freely.
 */
import { useRef } from 'react';
import { clubInputSchema, type Club, type ClubInput } from '#domain/content/club.schema.ts';
import { TextField } from '#components/admin/kit/fields.tsx';
import { CLUB_LIMITS } from '#domain/content/club.ts';
import { btnDangerOutline, btnSecondary } from '#components/ui/styles.ts';
import { failureText } from '#lib/error-text.ts';
import AdminForm from '#components/admin/kit/AdminForm.tsx';
import { useAdminForm } from '#components/admin/kit/hooks/useAdminForm.ts';
import type { ClubSaveProgress } from './save-club-edit.ts';

interface MemberValues {
  key: number;
  /** The member's id once the club has saved them (members are changed one at a time by it). */
  _id?: string | undefined;
  memberName: string;
  role: string;
  profileImage: string;
  mobileNumber: string;
}
export interface ClubValues {
  clubName: string;
  district: string;
  stateName: string;
  venue: string;
  trainingTimes: string;
  contactPhone: string;
  contactEmail: string;
  mapUrl: string;
  members: MemberValues[];
}

let memberKey = 0;
const emptyMember = (): MemberValues => ({ key: (memberKey += 1), memberName: '', role: '', profileImage: '', mobileNumber: '' });
const CLUB_DETAILS = ['venue', 'trainingTimes', 'contactPhone', 'contactEmail', 'mapUrl'] as const;
const noDetails = { venue: '', trainingTimes: '', contactPhone: '', contactEmail: '', mapUrl: '' };
export const emptyClub = (): ClubValues => ({ clubName: '', district: '', stateName: '', ...noDetails, members: [emptyMember()] });
export const fromClub = (club: Club): ClubValues => ({
  clubName: club.clubName,
  district: club.district,
  stateName: club.stateName,
  ...noDetails,
  ...Object.fromEntries(CLUB_DETAILS.map((name) => [name, club[name] ?? ''])),
  members: club.members.length > 0 ? club.members.map((member) => ({ ...member, key: (memberKey += 1) })) : [emptyMember()],
});
const toInput = (values: ClubValues): ClubInput => ({
  clubName: values.clubName,
  district: values.district,
  stateName: values.stateName,
  ...Object.fromEntries(CLUB_DETAILS.map((name) => [name, values[name]])),
  members: values.members.map(({ _id, memberName, role, profileImage, mobileNumber }) => ({
    ...(_id === undefined ? {} : { _id }),
    memberName,
    role,
    profileImage,
    mobileNumber,
  })),
});

interface Props {
  initial: ClubValues;
  /** Names the form ('Add New Club', 'Edit Riverside Rollers'). */
  legend: string;
  submitLabel: string;
  /**
   * Saves; throws on failure. `base`: the club the form's changes are made on, when it is no longer
   * the one the form was opened with: read again after a stale save, or saved part way by a save
   * that then failed. `progress`: to be told of each part saved (see save-club-edit.ts).
   */
  save: (input: ClubInput, base: Club | undefined, progress: ClubSaveProgress) => Promise<unknown>;
  /** The success notice, shown in the form (which then empties); the editor reports its own save. */
  savedText?: string;
  failedText: string;
  onCancel?: () => void;
  /** Drawn inside a card of the list (the inline editor). */
  bare?: boolean;
}

export default function ClubForm({ initial, legend, submitLabel, save, savedText, failedText, onCancel, bare }: Props) {
  const base = useRef<Club | undefined>(undefined);
  const form = useAdminForm(initial, {
    schema: clubInputSchema,
    input: toInput,
    save: (data, submitted) => {
      // The input's members are the form's, in the same order: the keys say which one got an id.
      const keys = submitted.members.map((member) => member.key);
      return save(data, base.current, (club, added) => {
        base.current = club;
        const idOf = (key: number) => added.get(keys.indexOf(key));
        form.setValues((current) => ({
          ...current,
          members: current.members.map((member) => ({ ...member, _id: member._id ?? idOf(member.key) })),
        }));
      });
    },
    ...(savedText === undefined ? {} : { savedText }),
    failedText: (error) => failureText(error, { failed: failedText }),
    fromRecord: (record) => {
      base.current = record as Club;
      return fromClub(record as Club);
    },
  });
  const { id, values, setValues, field, errors, busy } = form;

  const setMember = (key: number, name: keyof Omit<MemberValues, 'key'>) => (value: string) =>
    setValues((current) => ({
      ...current,
      members: current.members.map((member) => (member.key === key ? { ...member, [name]: value } : member)),
    }));
  const addMember = () => {
    const member = emptyMember();
    setValues((current) => ({ ...current, members: [...current.members, member] }));
    requestAnimationFrame(() => document.getElementById(`${id}-m${member.key}-name`)?.focus());
  };
  const removeMember = (key: number) => {
    setValues((current) =>
      current.members.length > 1 ? { ...current, members: current.members.filter((member) => member.key !== key) } : current,
    );
    requestAnimationFrame(() => document.getElementById(`${id}-add-member`)?.focus());
  };

  return (
    <AdminForm
      form={form}
      label={legend}
      bare={bare}
      submitLabel={submitLabel}
      busyLabel="Saving…"
      actions={
        onCancel && (
          <button type="button" className={btnSecondary} onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )
      }
    >
      <div className="grid gap-5 md:grid-cols-3">
        <TextField {...field('clubName')} label="Club name" required />
        <TextField {...field('district')} label="District" required />
        <TextField {...field('stateName')} label="State (optional)" />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField {...field('venue')} label="Venue (optional)" max={CLUB_LIMITS.venue} />
        <TextField {...field('trainingTimes')} label="Training times (optional)" max={CLUB_LIMITS.trainingTimes} />
        <TextField {...field('contactPhone')} label="Contact phone (optional)" type="tel" />
        <TextField {...field('contactEmail')} label="Contact e-mail (optional)" type="email" />
        <TextField {...field('mapUrl')} label="Map link (optional, https://)" inputMode="url" />
      </div>
      <fieldset className="space-y-4">
        <legend className="text-base font-bold text-brand-900">Members</legend>
        {errors['members'] && <p className="text-sm font-medium text-red-700">{errors['members']}</p>}
        {values.members.map((member, index) => {
          const prefix = `${id}-m${member.key}`;
          const err = (name: string) => errors[`members.${index}.${name}`];
          return (
            <fieldset key={member.key} className="rounded-lg border border-slate-300 p-4" data-member>
              <legend className="px-1 text-sm font-semibold text-slate-800">Member {index + 1}</legend>
              <div className="grid gap-4 md:grid-cols-2">
                <TextField
                  id={`${prefix}-name`}
                  label="Member name"
                  required
                  value={member.memberName}
                  onChange={setMember(member.key, 'memberName')}
                  error={err('memberName')}
                />
                <TextField
                  id={`${prefix}-role`}
                  label="Role"
                  required
                  value={member.role}
                  onChange={setMember(member.key, 'role')}
                  error={err('role')}
                />
                <TextField
                  id={`${prefix}-image`}
                  label="Profile image URL (optional)"
                  type="url"
                  value={member.profileImage}
                  onChange={setMember(member.key, 'profileImage')}
                  placeholder="https://"
                  error={err('profileImage')}
                />
                <TextField
                  id={`${prefix}-mobile`}
                  label="Mobile number (optional)"
                  type="tel"
                  inputMode="tel"
                  value={member.mobileNumber}
                  onChange={setMember(member.key, 'mobileNumber')}
                  error={err('mobileNumber')}
                />
              </div>
              {values.members.length > 1 && (
                <button type="button" className={`${btnDangerOutline} mt-3`} onClick={() => removeMember(member.key)}>
                  Remove Member<span className="sr-only"> {index + 1}</span>
                </button>
              )}
            </fieldset>
          );
        })}
        <button type="button" id={`${id}-add-member`} className={btnSecondary} onClick={addMember}>
          Add Member
        </button>
      </fieldset>
    </AdminForm>
  );
}
