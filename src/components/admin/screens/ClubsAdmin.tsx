/**
 * /admin-associativeclub: create a club with its members, or manage the list: inline Edit (closes
 * and reloads the list on success) and Delete after confirmation (seed §2, §4, §5, §8; decision 19).
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { clubMessages } from '../../../domain/club';
import { clubInputSchema, type Club, type ClubInput } from '../../../domain/club.schema';
import { api } from '../../../lib/api-client';
import { useAdminList } from '../hooks/useAdminList';
import { adminOnly } from '../RequireAdmin';
import AddDeleteScreen from '../AddDeleteScreen';
import DeleteButton from '../../ui/DeleteButton';
import { failureText } from '../../../lib/error-text';
import { TextField } from '../../ui/fields';
import { validate, type FieldErrors } from '../hooks/useFormValues';
import { btnDangerOutline, btnPrimary, btnSecondary, card } from '../../ui/styles';
import { Empty, Loading, ErrorMessage } from '../../ui/status';
import { SearchBar } from '../../ui/list';
import { NoticeView } from '../../ui/Notice';
import { useNotice } from '../hooks/useNotice';
import { matchesSearch, Pager } from '../../ui/paging';
import { usePaging } from '../hooks/usePaging';

const ADD_HEADING = 'Add New Club';
const MANAGE_HEADING = 'Edit or Delete Clubs';

interface MemberValues {
  key: number;
  memberName: string;
  role: string;
  profileImage: string;
  mobileNumber: string;
}
interface ClubValues {
  clubName: string;
  district: string;
  stateName: string;
  members: MemberValues[];
}

let memberKey = 0;
const emptyMember = (): MemberValues => ({ key: (memberKey += 1), memberName: '', role: '', profileImage: '', mobileNumber: '' });
const emptyClub = (): ClubValues => ({ clubName: '', district: '', stateName: '', members: [emptyMember()] });
const fromClub = (club: Club): ClubValues => ({
  clubName: club.clubName,
  district: club.district,
  stateName: club.stateName,
  members: club.members.length > 0 ? club.members.map((member) => ({ ...member, key: (memberKey += 1) })) : [emptyMember()],
});
const toInput = (values: ClubValues): ClubInput => ({
  clubName: values.clubName,
  district: values.district,
  stateName: values.stateName,
  members: values.members.map(({ memberName, role, profileImage, mobileNumber }) => ({ memberName, role, profileImage, mobileNumber })),
});

interface ClubFormProps {
  initial: ClubValues;
  submitLabel: string;
  busyLabel: string;
  /** Saves; throws on failure. */
  save: (input: ClubInput) => Promise<void>;
  failText: (error: unknown) => string;
  onCancel?: () => void;
  legend: string;
}

function ClubForm({ initial, submitLabel, busyLabel, save, failText, onCancel, legend }: ClubFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ClubValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useNotice();

  const setField = (field: 'clubName' | 'district' | 'stateName') => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const setMember = (key: number, field: keyof Omit<MemberValues, 'key'>) => (value: string) =>
    setValues((current) => ({
      ...current,
      members: current.members.map((member) => (member.key === key ? { ...member, [field]: value } : member)),
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

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    clear();
    const input = toInput(values);
    if (validate(clubInputSchema, input, setErrors, formRef.current) === undefined) return;
    setBusy(true);
    try {
      await save(input);
    } catch (caught) {
      show('error', failText(caught));
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className="space-y-5" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-label={legend}>
      <NoticeView notice={notice} onDismiss={clear} />
      <div className="grid gap-5 md:grid-cols-3">
        <TextField
          id={`${id}-name`}
          label="Club name"
          required
          value={values.clubName}
          onChange={setField('clubName')}
          error={errors['clubName']}
        />
        <TextField
          id={`${id}-district`}
          label="District"
          required
          value={values.district}
          onChange={setField('district')}
          error={errors['district']}
        />
        <TextField
          id={`${id}-state`}
          label="State (optional)"
          value={values.stateName}
          onChange={setField('stateName')}
          error={errors['stateName']}
        />
      </div>
      <fieldset className="space-y-4">
        <legend className="text-base font-bold text-brand-900">Members</legend>
        {errors['members'] && <p className="text-sm font-medium text-red-700">{errors['members']}</p>}
        {values.members.map((member, index) => {
          const prefix = `${id}-m${member.key}`;
          const err = (field: string) => errors[`members.${index}.${field}`];
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
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={btnPrimary} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={btnSecondary} onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

function AddClub() {
  const [formKey, setFormKey] = useState(0);
  const { notice, show, clear } = useNotice();
  return (
    <div className={`${card} space-y-4`}>
      <NoticeView notice={notice} onDismiss={clear} />
      <ClubForm
        key={formKey}
        legend={ADD_HEADING}
        initial={emptyClub()}
        submitLabel="Create Club"
        busyLabel="Saving…"
        failText={(error) => failureText(error, { failed: clubMessages.saveFailed })}
        save={async (input) => {
          clear();
          await api.addClub(input);
          setFormKey((key) => key + 1);
          show('success', clubMessages.created);
        }}
      />
    </div>
  );
}

function ManageClubs() {
  const id = useId();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const { items, state, reload, notice, show, clear, deletingId, deleteButton, confirmDialog } = useAdminList(api.clubs, {
    remove: api.deleteClub,
    confirmText: clubMessages.confirmDelete,
    deletedText: clubMessages.deleted,
    deleteFailedText: (error) => failureText(error, { failed: clubMessages.deleteFailed }),
  });

  const filtered = items.filter((club) =>
    matchesSearch(query, [club.clubName, club.district, club.stateName, ...club.members.map((member) => member.memberName)]),
  );
  const { page, setPage, pageCount, pageItems, start, total } = usePaging(filtered, 20, query);

  if (state === 'loading' && items.length === 0) return <Loading />;
  if (state === 'error') return <ErrorMessage>{clubMessages.fetchFailed}</ErrorMessage>;

  return (
    <div>
      <NoticeView notice={notice} onDismiss={clear} />
      {items.length === 0 ? (
        <Empty>{clubMessages.empty}</Empty>
      ) : (
        <>
          <SearchBar
            id={`${id}-search`}
            label="Search clubs"
            query={query}
            onQuery={setQuery}
            shown={filtered.length}
            total={items.length}
          />
          <ul className="space-y-3">
            {pageItems.map((club) => (
              <li key={club._id} className={card} data-item-id={club._id}>
                {editing === club._id ? (
                  <>
                    <h3 className="mb-4 text-lg font-bold text-brand-900">Edit {club.clubName || clubMessages.unnamed}</h3>
                    <ClubForm
                      legend={`Edit ${club.clubName || clubMessages.unnamed}`}
                      initial={fromClub(club)}
                      submitLabel="Save Changes"
                      busyLabel="Saving…"
                      failText={(error) => failureText(error, { failed: clubMessages.updateFailed })}
                      onCancel={() => setEditing(null)}
                      save={async (input) => {
                        clear();
                        await api.updateClub(club._id, input);
                        setEditing(null);
                        show('success', clubMessages.updated);
                        await reload();
                      }}
                    />
                  </>
                ) : (
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <h3 className="text-lg font-bold break-words text-brand-900">{club.clubName || clubMessages.unnamed}</h3>
                      <p className="text-sm text-slate-700">
                        {[club.district, club.stateName].filter(Boolean).join(', ')} · {club.members.length}{' '}
                        {club.members.length === 1 ? 'member' : 'members'}
                      </p>
                      <p className="mt-1 text-sm break-words text-slate-700">
                        {club.members.map((member) => `${member.memberName} (${member.role})`).join(', ')}
                      </p>
                    </div>
                    <div className="flex shrink-0 gap-2">
                      <button type="button" className={btnSecondary} onClick={() => setEditing(club._id)} disabled={deletingId !== null}>
                        Edit<span className="sr-only"> {club.clubName}</span>
                      </button>
                      <DeleteButton
                        {...deleteButton(club, () => {
                          if (editing === club._id) setEditing(null);
                        })}
                        name={club.clubName}
                      />
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
          <Pager page={page} pageCount={pageCount} start={start} shown={pageItems.length} total={total} onPage={setPage} />
        </>
      )}
      {confirmDialog}
    </div>
  );
}

function ClubsScreen() {
  return (
    <AddDeleteScreen
      title={clubMessages.heading}
      intro="Clubs and their members appear on the public Clubs page."
      addHeading={ADD_HEADING}
      deleteHeading={MANAGE_HEADING}
      add={<AddClub />}
      remove={<ManageClubs />}
    />
  );
}

export default adminOnly(ClubsScreen);
