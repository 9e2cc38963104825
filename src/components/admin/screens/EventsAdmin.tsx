/** /addevents: add an event, or delete one after confirmation (seed §2, §4, §5, §8). */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_TITLE_MAX,
  eventInputSchema,
  eventMessages,
  sortEvents,
  type Event,
} from '../../../domain/event';
import { longUsDate } from '../../../domain/text';
import { api } from '../../../lib/api-client';
import RequireAdmin from '../RequireAdmin';
import DeletableList from '../ui/DeletableList';
import { errorDetail, failureText } from '../ui/errors';
import { TextAreaField, TextField } from '../ui/fields';
import { fieldErrors, focusFirstInvalid, useFormValues } from '../ui/form';
import ImageField from '../ui/ImageField';
import { ScreenTitle } from '../ui/list';
import ModeToggle, { type Mode } from '../ui/ModeToggle';
import { NoticeView, useNotice } from '../ui/notice';
import { btnPrimary, card } from '../ui/styles';

const empty = { title: '', date: '', location: '', description: '', image: '' };

function EventForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, set, errors, setErrors, reset } = useFormValues(empty);
  const [busy, setBusy] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const { notice, show, clear } = useNotice();

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    clear();
    const parsed = eventInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api.addEvent(values);
      reset();
      show('success', eventMessages.added);
    } catch (caught) {
      show('error', failureText(caught, eventMessages.saveFailed, eventMessages.saveError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className={`${card} space-y-5`} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      <NoticeView notice={notice} onDismiss={clear} />
      <TextField
        id={`${id}-title`}
        label="Event title"
        required
        value={values.title}
        onChange={set('title')}
        max={EVENT_TITLE_MAX}
        error={errors['title']}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={`${id}-date`} label="Date" type="date" required value={values.date} onChange={set('date')} error={errors['date']} />
        <TextField
          id={`${id}-location`}
          label="Location"
          value={values.location}
          onChange={set('location')}
          max={EVENT_LOCATION_MAX}
          error={errors['location']}
        />
      </div>
      <TextAreaField
        id={`${id}-description`}
        label="Description"
        value={values.description}
        onChange={set('description')}
        max={EVENT_DESCRIPTION_MAX}
        rows={5}
        error={errors['description']}
      />
      <ImageField
        id={`${id}-image`}
        label="Image"
        value={values.image}
        onChange={set('image')}
        onPreparing={setPreparing}
        error={errors['image']}
      />
      <button type="submit" className={btnPrimary} disabled={busy || preparing}>
        {busy ? 'Adding…' : 'Add Event'}
      </button>
    </form>
  );
}

function EventRow({ event }: { event: Event }) {
  return (
    <div className="flex items-start gap-3">
      {event.image ? (
        <img src={event.image} alt="" className="h-14 w-20 shrink-0 rounded object-cover" loading="lazy" />
      ) : (
        <div className="h-14 w-20 shrink-0 rounded bg-slate-200" aria-hidden="true" />
      )}
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{event.title}</p>
        <p className="text-sm text-slate-700">
          {longUsDate(event.date)}
          {event.location ? ` · ${event.location}` : ''}
        </p>
      </div>
    </div>
  );
}

function EventsScreen() {
  const [mode, setMode] = useState<Mode>('add');
  return (
    <>
      <ScreenTitle title="Events">Events appear on the public Events page, where visitors can register for them.</ScreenTitle>
      <ModeToggle mode={mode} onChange={setMode} addLabel={eventMessages.addHeading} deleteLabel={eventMessages.deleteHeading} />
      <h2 className="mt-6 mb-4 text-xl font-bold text-brand-900">
        {mode === 'add' ? eventMessages.addHeading : eventMessages.deleteHeading}
      </h2>
      {mode === 'add' ? (
        <EventForm />
      ) : (
        <DeletableList<Event>
          load={api.events}
          sort={(events) => sortEvents(events)}
          loadFailedText={(error) => eventMessages.loadFailed(errorDetail(error))}
          emptyText={eventMessages.empty}
          searchLabel="Search events"
          searchText={(item) => [item.title, item.location, item.date, longUsDate(item.date)]}
          describe={(item) => item.title}
          render={(item) => <EventRow event={item} />}
          confirmText={eventMessages.confirmDelete}
          remove={api.deleteEvent}
          deletedText={eventMessages.deleted}
          deleteFailedText={(error) => eventMessages.deleteFailed(errorDetail(error))}
        />
      )}
    </>
  );
}

export default function EventsAdmin() {
  return (
    <RequireAdmin>
      <EventsScreen />
    </RequireAdmin>
  );
}
