/** /admin/events (was /addevents): add an event, or delete one (with its registrations) after confirmation. */
import { EVENT_DESCRIPTION_MAX, EVENT_LOCATION_MAX, EVENT_TITLE_MAX, eventMessages } from '../../../domain/event';
import { eventInputSchema, type Event } from '../../../domain/event.schema';
import { longUsDate } from '../../../domain/text';
import { api } from '../../../lib/api-client';
import { useAdminForm } from '../hooks/useAdminForm';
import { usePreparing } from '../hooks/usePreparing';
import { adminOnly } from '../RequireAdmin';
import AddDeleteScreen from '../AddDeleteScreen';
import AdminForm from '../AdminForm';
import DeletableList from '../DeletableList';
import { errorDetail, failureText } from '../../../lib/error-text';
import { TextAreaField, TextField } from '../../ui/fields';
import ImageField from '../../ui/ImageField';
import ThumbnailRow from '../../ui/ThumbnailRow';

const empty = { title: '', date: '', location: '', description: '', image: '' };

function EventForm() {
  const [preparing, onPreparing] = usePreparing();
  const form = useAdminForm(empty, {
    schema: eventInputSchema,
    save: (_data, values) => api.addEvent(values),
    savedText: eventMessages.added,
    failedText: (error) => failureText(error, { failed: eventMessages.saveFailed, network: eventMessages.saveError }),
  });
  const { field } = form;

  return (
    <AdminForm form={form} submitLabel="Add Event" busyLabel="Adding…" blocked={preparing}>
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
        {longUsDate(event.date)}
        {event.location ? ` · ${event.location}` : ''}
      </p>
    </ThumbnailRow>
  );
}

/** The confirmation says how many registrations (children's contact details) go with the event. */
const confirmDeleteEvent = async (eventId: string): Promise<string> => {
  const count = await api.eventRegistrationCount(eventId).then(
    ({ count }) => count,
    () => undefined,
  );
  return eventMessages.confirmDeleteWithRegistrations(count);
};

function EventsScreen() {
  return (
    <AddDeleteScreen
      title={eventMessages.title}
      intro="Events appear on the public Events page, where visitors can register for them."
      addHeading={eventMessages.addHeading}
      deleteHeading={eventMessages.deleteHeading}
      add={<EventForm />}
      remove={
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
        />
      }
    />
  );
}

export default adminOnly(EventsScreen);
