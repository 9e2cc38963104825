/**
 * /registrations: event registrations in a table, filtered by event and age range, deleted after
 * confirmation, exported as CSV (seed §2, §5, §8, §9; decision 15).
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { REGISTRATION_AGE_RANGES } from '../../../config/rules';
import { registrationMessages, type Registration } from '../../../domain/registration';
import { longUsDate } from '../../../domain/text';
import type { Event } from '../../../domain/event';
import { api } from '../../../lib/api-client';
import { useAdminList } from '../hooks/useAdminList';
import { adminOnly } from '../RequireAdmin';
import { noteApiError } from '../session';
import AdminTable from '../ui/AdminTable';
import { datedFilename, downloadCsv, toCsv } from '../ui/csv';
import DeleteButton from '../ui/DeleteButton';
import EmailLink from '../ui/EmailLink';
import { failureText } from '../ui/errors';
import { SelectField } from '../ui/fields';
import { Empty, Loading, LoadError, ScreenTitle, SearchField } from '../ui/list';
import { NoticeView } from '../ui/notice';
import { matchesSearch, PagedResults, usePaging } from '../ui/paging';
import { btnSecondary, card, tdClass } from '../ui/styles';

const ALL_EVENTS = '';
const UNKNOWN = '__unknown__';

const columns = ['Event', 'Name', 'Age', 'Email', 'Phone', 'Registered on'];

const registeredOn = (iso: string) => (iso ? new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' }) : '');

function RegistrationsScreen() {
  const id = useId();
  const { items, state, notice, clear, deleteButton, confirmDialog } = useAdminList(api.registrations, {
    remove: api.deleteRegistration,
    confirmText: registrationMessages.confirmDelete,
    deletedText: registrationMessages.deleted,
    deleteFailedText: (error) => failureText(error, registrationMessages.deleteFailed, registrationMessages.deleteError),
  });
  const [events, setEvents] = useState<Event[] | null>(null);
  const [eventFilter, setEventFilter] = useState(ALL_EVENTS);
  const [ageFilter, setAgeFilter] = useState<string>(REGISTRATION_AGE_RANGES[0].label);
  const [query, setQuery] = useState('');

  useEffect(() => {
    api
      .events()
      .then(setEvents)
      .catch((error: unknown) => {
        noteApiError(error);
        setEvents([]);
      });
  }, []);

  const titles = useMemo(() => new Map((events ?? []).map((event) => [event._id, event.title])), [events]);
  const eventName = (registration: Registration) => titles.get(registration.eventId) ?? registrationMessages.unknownEvent;
  const hasUnknown = events !== null && items.some((registration) => !titles.has(registration.eventId));

  const range = REGISTRATION_AGE_RANGES.find((candidate) => candidate.label === ageFilter) ?? REGISTRATION_AGE_RANGES[0];
  const filtered = items.filter((registration) => {
    if (eventFilter === UNKNOWN ? titles.has(registration.eventId) : eventFilter !== ALL_EVENTS && registration.eventId !== eventFilter)
      return false;
    if (registration.age < range.min || registration.age > range.max) return false;
    return matchesSearch(query, [registration.name, registration.email, registration.phone]);
  });
  const paging = usePaging(filtered, 25, `${eventFilter}|${ageFilter}|${query}`);

  const exportCsv = () => {
    const csv = toCsv(
      ['Event', 'Name', 'Age', 'Email', 'Phone', 'Registered on'],
      filtered.map((registration) => [
        eventName(registration),
        registration.name,
        registration.age,
        registration.email,
        registration.phone,
        registration.createdAt.slice(0, 10),
      ]),
    );
    downloadCsv(datedFilename('registrations'), csv);
  };

  const eventOptions = [
    { value: ALL_EVENTS, label: 'All Events' },
    ...[...(events ?? [])]
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((event) => ({ value: event._id, label: `${event.title} (${longUsDate(event.date)})` })),
    ...(hasUnknown ? [{ value: UNKNOWN, label: registrationMessages.unknownEvent }] : []),
  ];

  return (
    <>
      <ScreenTitle title="Event Registrations">People who registered for events on the public site.</ScreenTitle>
      <NoticeView notice={notice} onDismiss={clear} />
      {state === 'loading' || events === null ? (
        <Loading />
      ) : state === 'error' ? (
        <LoadError text="Failed to load registrations. Please try again later." />
      ) : items.length === 0 ? (
        <Empty text={registrationMessages.empty} />
      ) : (
        <div className={card}>
          <div className="flex flex-wrap items-end gap-4">
            <div className="min-w-52">
              <SelectField id={`${id}-event`} label="Event" value={eventFilter} onChange={setEventFilter} options={eventOptions} />
            </div>
            <div className="min-w-40">
              <SelectField
                id={`${id}-age`}
                label="Age range"
                value={ageFilter}
                onChange={setAgeFilter}
                options={REGISTRATION_AGE_RANGES.map((candidate) => candidate.label)}
              />
            </div>
            <SearchField id={`${id}-search`} label="Search by name, e-mail or phone" value={query} onChange={setQuery} />
            <button type="button" className={btnSecondary} onClick={exportCsv} disabled={filtered.length === 0}>
              Export CSV
            </button>
          </div>
          <p className="mt-4 text-sm text-slate-700" aria-live="polite">
            {filtered.length} of {items.length} registrations shown
          </p>
          <PagedResults paging={paging} emptyText={registrationMessages.empty}>
            <AdminTable
              id={id}
              caption="Event registrations"
              columns={columns}
              items={paging.pageItems}
              start={paging.start}
              cells={(registration) => (
                <>
                  <td className={tdClass}>{eventName(registration)}</td>
                  <td className={`${tdClass} font-medium`}>{registration.name}</td>
                  <td className={tdClass}>{registration.age}</td>
                  <td className={tdClass}>
                    <EmailLink address={registration.email} />
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>{registration.phone}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{registeredOn(registration.createdAt)}</td>
                </>
              )}
              actions={(registration) => <DeleteButton {...deleteButton(registration)} name={`registration of ${registration.name}`} />}
            />
          </PagedResults>
        </div>
      )}
      {confirmDialog}
    </>
  );
}

export default adminOnly(RegistrationsScreen);
