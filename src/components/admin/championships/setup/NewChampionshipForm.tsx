/**
 * Step 1 of a new championship: its event (what the public sees) and its rules, sent together, so
 * the event is a championship from the start. The form's key makes a second send (a double click,
 * a retry after a lost answer) set up the same championship, not another.
 */
import { useState } from 'react';
import { CHAMPIONSHIP_LIMITS } from '#domain/championships/championship.ts';
import { championshipSetupSchema } from '#domain/championships/championship.schema.ts';
import { championshipAdminTexts as rules } from '#domain/championships/championship-texts.ts';
import type { PublicChampionship } from '#domain/championships/championship-views.ts';
import { setupTexts as texts } from '#domain/championships/setup-texts.ts';
import { EVENT_DESCRIPTION_MAX, EVENT_LOCATION_MAX, EVENT_TITLE_MAX } from '#domain/events/event.ts';
import type { Event } from '#domain/events/event.schema.ts';
import { fromZonedWallTime } from '#domain/common/dates.ts';
import { api } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import AdminForm from '#components/admin/kit/AdminForm.tsx';
import { TextAreaField, TextField } from '#components/admin/kit/fields.tsx';
import ImageField from '#components/admin/kit/ImageField.tsx';
import { useAdminForm } from '#components/admin/kit/hooks/useAdminForm.ts';
import { usePreparing } from '#components/admin/kit/hooks/usePreparing.ts';

const empty = {
  title: '',
  date: '',
  location: '',
  description: '',
  image: '',
  entriesClose: '',
  maxRacesPerSkater: '2',
  selectPerRace: '3',
};

/** A random key per opened form (crypto.randomUUID: 36 characters the server accepts). */
const newKey = (): string => crypto.randomUUID();

export default function NewChampionshipForm({
  onCreated,
}: {
  onCreated: (answer: { message: string; event: Event; championship: PublicChampionship }) => void;
}) {
  const [key] = useState(newKey);
  const [preparing, onPreparing] = usePreparing();
  const form = useAdminForm(empty, {
    schema: championshipSetupSchema,
    input: (values) => ({
      ...values,
      key,
      // The field shows the association's wall-clock time, wherever the registrar is.
      entriesClose: fromZonedWallTime(values.entriesClose) ?? values.entriesClose,
      maxRacesPerSkater: Number(values.maxRacesPerSkater),
      selectPerRace: Number(values.selectPerRace),
    }),
    save: async (data) => onCreated(await api.setUpChampionship(data)),
    failedText: (error) => failureText(error, { failed: texts.createFailed }),
  });
  const { field } = form;
  return (
    <AdminForm form={form} submitLabel={texts.create} busyLabel={texts.creating} blocked={preparing} label={texts.steps.event}>
      <h3 className="text-lg font-bold text-brand-900">{texts.eventHeading}</h3>
      <p className="text-slate-700">{texts.eventIntro}</p>
      <TextField {...field('title')} label="Event title" required max={EVENT_TITLE_MAX} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('date')} label="Date" type="date" required />
        <TextField {...field('location')} label="Location" max={EVENT_LOCATION_MAX} />
      </div>
      <TextAreaField {...field('description')} label="Description" max={EVENT_DESCRIPTION_MAX} rows={4} />
      <ImageField {...field('image')} label="Image" onPreparing={onPreparing} />
      <h3 className="text-lg font-bold text-brand-900">{texts.rulesHeading}</h3>
      <TextField {...field('entriesClose')} label={rules.entriesClose} type="datetime-local" required hint={rules.entriesCloseHint} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('maxRacesPerSkater')}
          label={rules.maxRaces}
          type="number"
          inputMode="numeric"
          required
          hint={`1 to ${CHAMPIONSHIP_LIMITS.maxRacesPerSkater}.`}
        />
        <TextField
          {...field('selectPerRace')}
          label={rules.selectPerRace}
          type="number"
          inputMode="numeric"
          required
          hint={rules.selectPerRaceHint}
        />
      </div>
    </AdminForm>
  );
}
