/**
 * /admin/registrations: event registrations in a table, filtered by event and age range, deleted after
 * confirmation, exported as CSV. Registrations hold personal data, so only admins see them.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { REGISTRATION_AGE_RANGES } from '../../../config/rules';
import { registrationMessages } from '../../../domain/registration';
import type { Registration } from '../../../domain/registration.schema';
import { longUsDate } from '../../../domain/text';
import type { Event } from '../../../domain/event.schema';
import { api } from '../../../lib/api-client';
import { useAdminList } from '../hooks/useAdminList';
import { adminOnly } from '../RequireAdmin';
import AdminTable from '../../ui/DataTable';
import { datedFilename, downloadCsv, toCsv } from '../../../lib/csv';
import DeleteButton from '../../ui/DeleteButton';
import EmailLink from '../../ui/EmailLink';
import { failureText } from '../../../lib/error-text';
import { SelectField } from '../../ui/fields';
import { btnSecondary, card, tdClass } from '../../ui/styles';
import { Empty, Loading, ErrorMessage } from '../../ui/status';
import { ScreenTitle, SearchField } from '../../ui/list';
import { NoticeView } from '../../ui/Notice';
import { matchesSearch } from '../../../lib/search';
import { PagedResults } from '../../ui/paging';
import { usePaging } from '../hooks/usePaging';

const ALL_EVENTS = '';
const UNKNOWN = '__unknown__';

const COLUMNS = ['Event', 'Name', 'Age', 'Email', 'Phone', 'Registered on'];

const registeredOn = (iso: string) => (iso ? new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' }) : '');

function RegistrationsScreen() {
  const id = useId();
  const { items, state, notice, clear, deleteButton, confirmDialog } = useAdminList(api.registrations, {
    remove: api.deleteRegistration,
    confirmText: registrationMessages.confirmDelete,
    deletedText: registrationMessages.deleted,
    deleteFailedText: (error) =>
      failureText(error, { failed: registrationMessages.deleteFailed, network: registrationMessages.deleteError }),
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
        console.error(error);
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
      COLUMNS,
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
      <ScreenTitle title={registrationMessages.adminHeading}>People who registered for events on the public site.</ScreenTitle>
      <NoticeView notice={notice} onDismiss={clear} />
      {state === 'loading' || events === null ? (
        <Loading />
      ) : state === 'error' ? (
        <ErrorMessage>{registrationMessages.loadFailed}</ErrorMessage>
      ) : items.length === 0 ? (
        <Empty>{registrationMessages.empty}</Empty>
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
              columns={COLUMNS}
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
