/**
 * Step 1 again, for a championship that exists: its event's title, day, place and description (its
 * picture stays), which a registrar may correct for a championship's event. The screen says it is
 * saved (the form keeps what was saved).
 */
import { EVENT_DESCRIPTION_MAX, EVENT_LOCATION_MAX, EVENT_TITLE_MAX } from '#domain/events/event.ts';
import { eventEditSchema, type Event } from '#domain/events/event.schema.ts';
import { setupTexts as texts } from '#domain/championships/setup-texts.ts';
import { api } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import AdminForm from '#components/admin/kit/AdminForm.tsx';
import { TextAreaField, TextField } from '#components/admin/kit/fields.tsx';
import { useAdminForm } from '#components/admin/kit/hooks/useAdminForm.ts';

export default function EventDetailsForm({ event, onSaved }: { event: Event; onSaved: (event: Event) => void }) {
  const form = useAdminForm(
    { title: event.title, date: event.date, location: event.location, description: event.description },
    {
      schema: eventEditSchema,
      save: async (data) => onSaved(await api.updateEvent(event._id, data)),
      failedText: (error) => failureText(error, { failed: texts.eventSaveFailed }),
    },
  );
  const { field } = form;
  return (
    <AdminForm form={form} submitLabel={texts.saveEvent} busyLabel="Saving…" label={texts.eventHeading}>
      <h3 className="text-lg font-bold text-brand-900">{texts.eventHeading}</h3>
      <TextField {...field('title')} label="Event title" required max={EVENT_TITLE_MAX} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('date')} label="Date" type="date" required />
        <TextField {...field('location')} label="Location" max={EVENT_LOCATION_MAX} />
      </div>
      <TextAreaField {...field('description')} label="Description" max={EVENT_DESCRIPTION_MAX} rows={4} />
    </AdminForm>
  );
}
