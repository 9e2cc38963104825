/** /achievementspost and /deleteachi: post an achievement, or delete one (seed §2, §4, §5, §8). */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { ACHIEVEMENT_LEVELS, yearOptions } from '../../../config/rules';
import {
  ACHIEVEMENT_DESCRIPTION_MAX,
  ACHIEVEMENT_TITLE_MAX,
  achievementInputSchema,
  achievementMessages,
  type Achievement,
} from '../../../domain/achievement';
import { api } from '../../../lib/api-client';
import RequireAdmin from '../RequireAdmin';
import DeletableList from '../ui/DeletableList';
import { errorDetail, failureText } from '../ui/errors';
import { SelectField, TextAreaField, TextField } from '../ui/fields';
import { fieldErrors, focusFirstInvalid, type FieldErrors } from '../ui/form';
import ImageField from '../ui/ImageField';
import { ScreenTitle } from '../ui/list';
import ModeToggle, { type Mode } from '../ui/ModeToggle';
import { NoticeView, useNotice } from '../ui/notice';
import { btnPrimary, card } from '../ui/styles';

const empty = { title: '', description: '', year: '', level: '', image: '', image2: '' };

function AchievementForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [preparing, setPreparing] = useState(0);
  const { notice, show, clear } = useNotice();
  const set = (field: keyof typeof empty) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    clear();
    const input = { ...values, level: values.level || undefined };
    const parsed = achievementInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api.postAchievement({ ...values });
      setValues(empty);
      show('success', achievementMessages.posted);
    } catch (caught) {
      show('error', failureText(caught, achievementMessages.saveFailed, achievementMessages.saveError));
    } finally {
      setBusy(false);
    }
  };

  const onPreparing = (active: boolean) => setPreparing((count) => count + (active ? 1 : -1));

  return (
    <form ref={formRef} className={`${card} space-y-5`} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      <NoticeView notice={notice} onDismiss={clear} />
      <TextField
        id={`${id}-title`}
        label="Title"
        required
        value={values.title}
        onChange={set('title')}
        max={ACHIEVEMENT_TITLE_MAX}
        error={errors['title']}
      />
      <TextAreaField
        id={`${id}-description`}
        label="Description"
        value={values.description}
        onChange={set('description')}
        max={ACHIEVEMENT_DESCRIPTION_MAX}
        rows={6}
        error={errors['description']}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <TextField
            id={`${id}-year`}
            label="Year"
            value={values.year}
            onChange={set('year')}
            list={`${id}-years`}
            inputMode="numeric"
            error={errors['year']}
          />
          <datalist id={`${id}-years`}>
            {yearOptions().map((year) => (
              <option key={year} value={String(year)} />
            ))}
          </datalist>
        </div>
        <SelectField
          id={`${id}-level`}
          label="Level"
          required
          value={values.level}
          onChange={set('level')}
          placeholder="Select level"
          options={ACHIEVEMENT_LEVELS}
          error={errors['level']}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <ImageField
          id={`${id}-image`}
          label="Image"
          value={values.image}
          onChange={set('image')}
          onPreparing={onPreparing}
          error={errors['image']}
        />
        <ImageField
          id={`${id}-image2`}
          label="Second image"
          value={values.image2}
          onChange={set('image2')}
          onPreparing={onPreparing}
          error={errors['image2']}
        />
      </div>
      <button type="submit" className={btnPrimary} disabled={busy || preparing > 0}>
        {busy ? 'Posting…' : 'Post Achievement'}
      </button>
    </form>
  );
}

function AchievementRow({ achievement }: { achievement: Achievement }) {
  return (
    <div className="flex items-center gap-3">
      {achievement.image ? (
        <img src={achievement.image} alt="" className="h-14 w-20 shrink-0 rounded object-cover" loading="lazy" />
      ) : (
        <div className="h-14 w-20 shrink-0 rounded bg-slate-200" aria-hidden="true" />
      )}
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{achievement.title}</p>
        <p className="text-sm text-slate-700">{[achievement.level, achievement.year].filter(Boolean).join(' · ')}</p>
      </div>
    </div>
  );
}

function AchievementsScreen({ initialMode }: { initialMode: Mode }) {
  const [mode, setMode] = useState<Mode>(initialMode);
  return (
    <>
      <ScreenTitle title="Achievements">Post the association's achievements, or remove one that should no longer be shown.</ScreenTitle>
      <ModeToggle
        mode={mode}
        onChange={setMode}
        addLabel={achievementMessages.postHeading}
        deleteLabel={achievementMessages.deleteHeading}
      />
      <h2 className="mt-6 mb-4 text-xl font-bold text-brand-900">
        {mode === 'add' ? achievementMessages.postHeading : achievementMessages.deleteHeading}
      </h2>
      {mode === 'add' ? (
        <AchievementForm />
      ) : (
        <DeletableList<Achievement>
          load={api.achievements}
          loadFailedText={(error) => achievementMessages.loadFailed(errorDetail(error))}
          emptyText={achievementMessages.empty}
          searchLabel="Search achievements"
          searchText={(item) => [item.title, item.year, item.level]}
          describe={(item) => item.title}
          render={(item) => <AchievementRow achievement={item} />}
          confirmText="Are you sure you want to delete this achievement?"
          remove={api.deleteAchievement}
          deletedText="Achievement deleted successfully!"
          deleteFailedText={(error) => achievementMessages.deleteFailed(errorDetail(error))}
        />
      )}
    </>
  );
}

export default function AchievementsAdmin({ initialMode = 'add' }: { initialMode?: Mode }) {
  return (
    <RequireAdmin>
      <AchievementsScreen initialMode={initialMode} />
    </RequireAdmin>
  );
}
