/**
 * /admin/achievements and /admin/achievements/delete (were /achievementspost and /deleteachi): post
 * an achievement, or edit or delete one.
 */
import { useId } from 'react';
import { ACHIEVEMENT_LEVELS, yearOptions } from '#config/rules.ts';
import { ACHIEVEMENT_DESCRIPTION_MAX, ACHIEVEMENT_TITLE_MAX, achievementMessages } from '#domain/content/achievement.ts';
import { achievementEditSchema, achievementInputSchema, type Achievement } from '#domain/content/achievement.schema.ts';
import { api } from '#lib/client/index.ts';
import { saveOrAdd, useAdminForm } from '#components/admin/kit/hooks/useAdminForm.ts';
import { usePreparing } from '#components/admin/kit/hooks/usePreparing.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import ListFirstScreen from '#components/admin/kit/ListFirstScreen.tsx';
import AdminForm, { editorProps, type Editing } from '#components/admin/kit/AdminForm.tsx';
import DeletableList from '#components/admin/kit/DeletableList.tsx';
import { errorDetail, failureText } from '#lib/error-text.ts';
import { SelectField, TextAreaField, TextField } from '#components/admin/kit/fields.tsx';
import ImageField from '#components/admin/kit/ImageField.tsx';
import ThumbnailRow from '#components/admin/kit/ThumbnailRow.tsx';

const empty = { title: '', description: '', year: '', level: '', image: '', image2: '' };

/** Posts an achievement, or (`editing`) edits one: the same fields and checks, filled in from it. */
function AchievementForm({ editing }: { editing?: Editing<Achievement> }) {
  const id = useId();
  const [preparing, onPreparing] = usePreparing();
  const record = editing?.record;
  const save = saveOrAdd(
    editing,
    (values: typeof empty) => api.postAchievement({ ...values }),
    (values: typeof empty) => api.updateAchievement(record?._id ?? '', { ...values }),
  );
  const form = useAdminForm(
    record
      ? {
          title: record.title,
          description: record.description,
          year: record.year,
          level: record.level,
          image: record.image,
          image2: record.image2,
        }
      : empty,
    {
      schema: editing ? achievementEditSchema : achievementInputSchema,
      input: (values) => ({ ...values, level: values.level || undefined }),
      save: (_data, values) => save(values),
      ...(editing ? {} : { savedText: achievementMessages.posted }),
      failedText: (error) =>
        editing
          ? failureText(error, { failed: achievementMessages.updateFailed, network: achievementMessages.updateError })
          : failureText(error, { failed: achievementMessages.saveFailed, network: achievementMessages.saveError }),
    },
  );
  const { field } = form;

  return (
    <AdminForm
      form={form}
      submitLabel={editing ? 'Save Changes' : 'Post Achievement'}
      busyLabel={editing ? 'Saving…' : 'Posting…'}
      blocked={preparing}
      {...editorProps(editing, achievementMessages.editHeading(record?.title ?? ''), form.busy)}
    >
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

function AchievementsScreen() {
  return (
    <ListFirstScreen
      title={achievementMessages.title}
      intro="Post the association's achievements, or remove one that should no longer be shown."
      addHeading={achievementMessages.postHeading}
      listHeading={achievementMessages.listHeading}
      add={<AchievementForm />}
      list={
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
          edit={{
            open: (item) => api.achievement(item._id),
            openFailedText: achievementMessages.openFailed,
            form: (item, done) => <AchievementForm editing={{ record: item, done }} />,
            updatedText: achievementMessages.updated,
          }}
        />
      }
    />
  );
}

export default adminOnly(AchievementsScreen);
