/**
 * /admin/registrations: event registrations in a table, filtered by event and age range, deleted after
 * confirmation, exported as CSV. Registrations hold personal data, so only admins see them.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { REGISTRATION_AGE_RANGES } from '#config/rules.ts';
import { registrationMessages, UNKNOWN_EVENT } from '#domain/events/registration.ts';
import type { Registration } from '#domain/events/registration.schema.ts';
import { dayOf, formatDate } from '#domain/common/dates.ts';
import { api, everyItem } from '#lib/client/index.ts';
import { useAdminList } from '#components/admin/kit/hooks/useAdminList.ts';
import { useAllEvents } from '#components/admin/kit/hooks/useAllEvents.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import PagedAdminTable from '#components/admin/kit/PagedAdminTable.tsx';
import CsvExportButton from '#components/admin/kit/CsvExportButton.tsx';
import DeleteButton from '#components/admin/kit/DeleteButton.tsx';
import EmailLink from '#components/admin/kit/EmailLink.tsx';
import { failureText } from '#lib/error-text.ts';
import { SelectField } from '#components/admin/kit/fields.tsx';
import { card, tdClass } from '#components/ui/styles.ts';
import { Empty, Loading, ErrorMessage } from '#components/ui/status.tsx';
import { ScreenTitle, SearchField } from '#components/admin/kit/list.tsx';
import { NoticeView } from '#components/admin/kit/Notice.tsx';

const ALL_EVENTS = '';

const COLUMNS = ['Event', 'Name', 'Age', 'Email', 'Phone', 'Registered on'];

const registeredOn = (iso: string) => (iso ? formatDate(iso) : '');

function RegistrationsScreen() {
  const id = useId();
  const events = useAllEvents();
  // Whether any registration's event no longer exists (then the filter offers them).
  const [hasUnknown, setHasUnknown] = useState(false);
  const [eventFilter, setEventFilter] = useState(ALL_EVENTS);
  const [ageFilter, setAgeFilter] = useState<string>(REGISTRATION_AGE_RANGES[0].label);
  const range = REGISTRATION_AGE_RANGES.find((candidate) => candidate.label === ageFilter) ?? REGISTRATION_AGE_RANGES[0];
  const { list, notice, show, clear, deleteButton, confirmDialog } = useAdminList(api.registrations, {
    remove: api.deleteRegistration,
    confirmText: registrationMessages.confirmDelete,
    deletedText: registrationMessages.deleted,
    deleteFailedText: (error) =>
      failureText(error, { failed: registrationMessages.deleteFailed, network: registrationMessages.deleteError }),
    pageSize: 25,
    filters: { event: eventFilter, minAge: range.min, maxAge: range.max },
  });

  useEffect(() => {
    api
      .registrations({ event: UNKNOWN_EVENT, pageSize: 1 })
      .then(({ total }) => setHasUnknown(total > 0))
      .catch((error: unknown) => console.error(error));
  }, []);

  const titles = useMemo(() => new Map((events ?? []).map((event) => [event._id, event.title])), [events]);
  const eventName = (registration: Registration) => titles.get(registration.eventId) ?? registrationMessages.unknownEvent;

  const eventOptions = [
    { value: ALL_EVENTS, label: 'All Events' },
    ...[...(events ?? [])]
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((event) => ({ value: event._id, label: `${event.title} (${formatDate(event.date)})` })),
    ...(hasUnknown ? [{ value: UNKNOWN_EVENT, label: registrationMessages.unknownEvent }] : []),
  ];

  return (
    <>
      <ScreenTitle title={registrationMessages.adminHeading}>People who registered for events on the public site.</ScreenTitle>
      <NoticeView notice={notice} onDismiss={clear} />
      {list.status === 'loading' || events === null ? (
        <Loading />
      ) : list.status === 'error' && list.items.length === 0 ? (
        <ErrorMessage>{registrationMessages.loadFailed}</ErrorMessage>
      ) : list.allTotal === 0 && list.items.length === 0 ? (
        <Empty>{registrationMessages.empty}</Empty>
      ) : (
        <div className={card} aria-busy={list.pending}>
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
            <SearchField id={`${id}-search`} label="Search by name, e-mail or phone" value={list.query} onChange={list.setQuery} />
            <CsvExportButton
              total={list.total}
              readAll={(onProgress) => everyItem(api.registrations, list.params, onProgress)}
              name="registrations"
              header={COLUMNS}
              row={(registration) => [
                eventName(registration),
                registration.name,
                registration.age,
                registration.email,
                registration.phone,
                dayOf(registration.createdAt),
              ]}
              onFailed={() => show('error', registrationMessages.loadFailed)}
            />
          </div>
          <PagedAdminTable
            list={list}
            noun="registrations"
            emptyText={registrationMessages.empty}
            failedText={registrationMessages.loadFailed}
            id={id}
            caption="Event registrations"
            columns={COLUMNS}
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
        </div>
      )}
      {confirmDialog}
    </>
  );
}

export default adminOnly(RegistrationsScreen);
