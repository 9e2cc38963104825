/** /admin/achievements and /admin/achievements/delete (were /achievementspost and /deleteachi): post an achievement, or delete one. */
import { useId } from 'react';
import { ACHIEVEMENT_LEVELS, yearOptions } from '../../../config/rules';
import { ACHIEVEMENT_DESCRIPTION_MAX, ACHIEVEMENT_TITLE_MAX, achievementMessages } from '../../../domain/achievement';
import { achievementInputSchema, type Achievement } from '../../../domain/achievement.schema';
import { api } from '../../../lib/api-client';
import { useAdminForm } from '../hooks/useAdminForm';
import { usePreparing } from '../hooks/usePreparing';
import { adminOnly } from '../RequireAdmin';
import AddDeleteScreen from '../AddDeleteScreen';
import AdminForm from '../AdminForm';
import DeletableList from '../DeletableList';
import { errorDetail, failureText } from '../../../lib/error-text';
import { SelectField, TextAreaField, TextField } from '../../ui/fields';
import ImageField from '../../ui/ImageField';
import type { Mode } from '../../ui/ModeToggle';
import ThumbnailRow from '../../ui/ThumbnailRow';

const empty = { title: '', description: '', year: '', level: '', image: '', image2: '' };

function AchievementForm() {
  const id = useId();
  const [preparing, onPreparing] = usePreparing();
  const form = useAdminForm(empty, {
    schema: achievementInputSchema,
    input: (values) => ({ ...values, level: values.level || undefined }),
    save: (_data, values) => api.postAchievement({ ...values }),
    savedText: achievementMessages.posted,
    failedText: (error) => failureText(error, { failed: achievementMessages.saveFailed, network: achievementMessages.saveError }),
  });
  const { field } = form;

  return (
    <AdminForm form={form} submitLabel="Post Achievement" busyLabel="Posting…" blocked={preparing}>
      <TextField {...field('title')} label="Title" required max={ACHIEVEMENT_TITLE_MAX} />
      <TextAreaField {...field('description')} label="Description" max={ACHIEVEMENT_DESCRIPTION_MAX} rows={6} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <TextField {...field('year')} label="Year" list={`${id}-years`} inputMode="numeric" />
          <datalist id={`${id}-years`}>
            {yearOptions().map((year) => (
              <option key={year} value={String(year)} />
            ))}
          </datalist>
        </div>
        <SelectField {...field('level')} label="Level" required placeholder="Select level" options={ACHIEVEMENT_LEVELS} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <ImageField {...field('image')} label={achievementMessages.imageLabel} onPreparing={onPreparing} />
        <ImageField {...field('image2')} label={achievementMessages.image2Label} onPreparing={onPreparing} />
      </div>
    </AdminForm>
  );
}

function AchievementRow({ achievement }: { achievement: Achievement }) {
  return (
    <ThumbnailRow image={achievement.image} title={achievement.title} align="center">
      <p className="text-sm text-slate-700">{[achievement.level, achievement.year].filter(Boolean).join(' · ')}</p>
    </ThumbnailRow>
  );
}

function AchievementsScreen({ initialMode = 'add' }: { initialMode?: Mode }) {
  return (
    <AddDeleteScreen
      title={achievementMessages.title}
      intro="Post the association's achievements, or remove one that should no longer be shown."
      addHeading={achievementMessages.postHeading}
      deleteHeading={achievementMessages.deleteHeading}
      initialMode={initialMode}
      add={<AchievementForm />}
      remove={
        <DeletableList<Achievement>
          load={api.achievements}
          loadFailedText={(error) => achievementMessages.loadFailed(errorDetail(error))}
          emptyText={achievementMessages.empty}
          searchLabel="Search achievements"
          describe={(item) => item.title}
          render={(item) => <AchievementRow achievement={item} />}
          confirmText={achievementMessages.confirmDelete}
          remove={api.deleteAchievement}
          deletedText={achievementMessages.deleted}
          deleteFailedText={(error) => achievementMessages.deleteFailed(errorDetail(error))}
        />
      }
    />
  );
}

export default adminOnly(AchievementsScreen);
