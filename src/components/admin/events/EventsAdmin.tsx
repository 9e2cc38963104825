/** /admin/events (was /addevents): add an event, or edit one, or delete one (with its registrations) after confirmation. */
import { EVENT_DESCRIPTION_MAX, EVENT_LOCATION_MAX, EVENT_TITLE_MAX, eventMessages } from '#domain/events/event.ts';
import { eventEditSchema, eventInputSchema, type Event } from '#domain/events/event.schema.ts';
import { formatDate } from '#domain/common/dates.ts';
import { api } from '#lib/client/index.ts';
import { saveOrAdd, useAdminForm } from '#components/admin/kit/hooks/useAdminForm.ts';
import { usePreparing } from '#components/admin/kit/hooks/usePreparing.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import ListFirstScreen from '#components/admin/kit/ListFirstScreen.tsx';
import AdminForm, { editorProps, type Editing } from '#components/admin/kit/AdminForm.tsx';
import DeletableList from '#components/admin/kit/DeletableList.tsx';
import { errorDetail, failureText } from '#lib/error-text.ts';
import { TextAreaField, TextField } from '#components/admin/kit/fields.tsx';
import ImageField from '#components/admin/kit/ImageField.tsx';
import ThumbnailRow from '#components/admin/kit/ThumbnailRow.tsx';

const empty = { title: '', date: '', location: '', description: '', image: '' };

/** Adds an event, or (`editing`) edits one: the same fields and checks, filled in from the event. */
function EventForm({ editing }: { editing?: Editing<Event> }) {
  const [preparing, onPreparing] = usePreparing();
  const record = editing?.record;
  const save = saveOrAdd(editing, api.addEvent, (values: typeof empty) => api.updateEvent(record?._id ?? '', values));
  const form = useAdminForm(
    record
      ? { title: record.title, date: record.date, location: record.location, description: record.description, image: record.image }
      : empty,
    {
      schema: editing ? eventEditSchema : eventInputSchema,
      save: (_data, values) => save(values),
      ...(editing ? {} : { savedText: eventMessages.added }),
      failedText: (error) =>
        editing
          ? failureText(error, { failed: eventMessages.updateFailed, network: eventMessages.updateError })
          : failureText(error, { failed: eventMessages.saveFailed, network: eventMessages.saveError }),
    },
  );
  const { field } = form;

  return (
    <AdminForm
      form={form}
      submitLabel={editing ? 'Save Changes' : 'Add Event'}
      busyLabel={editing ? 'Saving…' : 'Adding…'}
      blocked={preparing}
      {...editorProps(editing, eventMessages.editHeading(record?.title ?? ''), form.busy)}
    >
      <TextField {...field('title')} label="Event title" required max={EVENT_TITLE_MAX} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('date')} label="Date" type="date" required />
        <TextField {...field('location')} label="Location" max={EVENT_LOCATION_MAX} />
      </div>
      <TextAreaField {...field('description')} label="Description" max={EVENT_DESCRIPTION_MAX} rows={5} />
      <ImageField {...field('image')} label="Image" onPreparing={onPreparing} />
    </AdminForm>
  );
}

function EventRow({ event }: { event: Event }) {
  return (
    <ThumbnailRow image={event.image} title={event.title}>
      <p className="text-sm text-slate-700">
        {formatDate(event.date)}
        {event.location ? ` · ${event.location}` : ''}
      </p>
    </ThumbnailRow>
  );
}

/** The confirmation says how many registrations (children's contact details) and championship entries go with the event. */
const confirmDeleteEvent = async (eventId: string): Promise<string> => {
  const counts = await api.eventRegistrationCount(eventId).catch(() => undefined);
  return eventMessages.confirmDeleteWithRegistrations(counts?.count, counts?.entries);
};

function EventsScreen() {
  return (
    <ListFirstScreen
      title={eventMessages.title}
      intro="Events appear on the public Events page, where visitors can register for them."
      addHeading={eventMessages.addHeading}
      listHeading={eventMessages.listHeading}
      add={<EventForm />}
      list={
        <DeletableList<Event>
          load={api.events}
          loadFailedText={(error) => eventMessages.loadFailed(errorDetail(error))}
          emptyText={eventMessages.empty}
          searchLabel="Search events"
          describe={(item) => item.title}
          render={(item) => <EventRow event={item} />}
          confirmText={confirmDeleteEvent}
          remove={api.deleteEvent}
          deletedText={eventMessages.deleted}
          deleteFailedText={(error) => eventMessages.deleteFailed(errorDetail(error))}
          edit={{
            open: (item) => api.event(item._id),
            openFailedText: eventMessages.openFailed,
            form: (item, done) => <EventForm editing={{ record: item, done }} />,
            updatedText: eventMessages.updated,
          }}
        />
      }
    />
  );
}

export default adminOnly(EventsScreen);
