/**
 * A child's data as a parent reads it: a heading per kind of data, each stored detail under a
 * label in words, every time in the association's time zone and date style, the consent record
 * in sentences, all in the page's language (the `childData` area; a stored value is shown as stored).
 * Lists of label and value stack on a phone and wrap long addresses and codes, so nothing scrolls
 * sideways at 360 px; the page prints as it reads.
 */
import type { ReactNode } from 'react';
import { site } from '#config/site.ts';
import type { KeyOf } from '#domain/i18n/catalogue.ts';
import { nameOf, toLang } from '#domain/i18n/languages.ts';
import type { Messages, PageWords } from '#domain/i18n/messages.ts';
import type { commonWords } from '#domain/i18n/words-common.ts';
import type { childDataWords } from '#domain/i18n/words-child-data.ts';
import type { ChildDataView, EntryView } from '#domain/family/child-data-view.ts';
import { RECORD_LABELS, RECORD_NOT_SHOWN } from '#domain/family/child-data-texts.ts';
import { CORRECTABLE_FIELDS } from '#domain/family/family.ts';

/** The words the page hands the island (the `childData` area, in the page's language). */
export type ChildDataKey = KeyOf<typeof childDataWords> | KeyOf<typeof commonWords>;
export type ChildDataWords = PageWords<ChildDataKey>;
export type ChildDataMessages = Messages<ChildDataKey>;
type M = { m: ChildDataMessages };

const linkClass = 'font-semibold break-words text-brand-800 underline hover:no-underline';
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored value in words: a day in the site's style, a moment with its time and zone, nothing as "Not given". */
const say = (m: ChildDataMessages, value: unknown): string => {
  if (value === undefined || value === null || value === '') return m.t('childData.notGiven');
  if (typeof value === 'string') return DAY_ONLY.test(value) ? m.date(value) : INSTANT.test(value) ? m.dateTime(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((item) => say(m, item)).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => `${words(key)}: ${say(m, item)}`)
    .join('; ');
};

const isStatus = (status: unknown): status is 'unverified' | 'pending' | 'approved' | 'rejected' | 'lapsed' =>
  ['unverified', 'pending', 'approved', 'rejected', 'lapsed'].includes(String(status));
const isField = (field: string | undefined): field is keyof typeof CORRECTABLE_FIELDS => field !== undefined && field in CORRECTABLE_FIELDS;

/** "representativeClub" → "Representative club": a field no label names yet, still in words. */
const words = (key: string) => {
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 break-inside-avoid-page">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Label above value on a phone, side by side from the small breakpoint; long values wrap. */
function Details({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-slate-800 sm:grid-cols-[minmax(10rem,16rem)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-900">{label}</dt>
          <dd className="mb-2 min-w-0 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      {title && <h3 className="mb-2 font-bold break-words text-brand-900">{title}</h3>}
      {children}
    </li>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-slate-700">{children}</p>;
}

function Registration({ data, m }: { data: ChildDataView } & M) {
  const { record } = data;
  const known = Object.keys(RECORD_LABELS) as (keyof typeof RECORD_LABELS)[];
  const rows: [string, ReactNode][] = known
    .filter((field) => field in record && !(field === 'reason' && !record['reason']))
    .map((field) => [
      m.t(`childData.label.${field}`),
      field === 'status' && isStatus(record.status) ? m.t(`childData.status.${record.status}`) : say(m, record[field]),
    ]);
  rows.push([
    m.t('childData.photo'),
    typeof record['skaterPhoto'] === 'string' && record['skaterPhoto'] !== '' ? (
      <a className={linkClass} href={record['skaterPhoto']} target="_blank" rel="noopener">
        {m.t('childData.photoOpen')}
      </a>
    ) : (
      m.t('childData.noPhoto')
    ),
  ]);
  rows.push([
    m.t('childData.proof'),
    record.identityProof === 'deleted' ? (
      typeof record['proofDeletedAt'] === 'string' ? (
        m.t('childData.proofDeletedOn', { date: m.date(record['proofDeletedAt']) })
      ) : (
        m.t('childData.proofDeleted')
      )
    ) : (
      <a className={linkClass} href={record.identityProof}>
        {m.t('childData.proofDownload')}
      </a>
    ),
  ]);
  const other = Object.entries(record).filter(([field]) => !RECORD_NOT_SHOWN.has(field) && !(field in RECORD_LABELS));
  const dobChanges = Array.isArray(record['dobChanges'])
    ? (record['dobChanges'] as { at: string; from: string; to: string; reason: string }[])
    : [];
  const contact = record['contactChange'] as { email?: string; phoneNo?: string; expiresAt: string } | undefined;
  const verification = record['verification'] as { expiresAt: string } | undefined;
  const waiting = (until: string) =>
    contact?.email && contact.phoneNo
      ? m.t('childData.contactWaitingBoth', { email: contact.email, phone: contact.phoneNo, until })
      : contact?.email
        ? m.t('childData.contactWaitingEmail', { email: contact.email, until })
        : contact?.phoneNo
          ? m.t('childData.contactWaitingPhone', { phone: contact.phoneNo, until })
          : '';
  return (
    <>
      <Details rows={rows} />
      {dobChanges.length > 0 && (
        <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-800">
          {dobChanges.map((change) => (
            <li key={change.at}>
              {m.t('childData.dobChanged', {
                at: m.dateTime(change.at),
                from: m.date(change.from),
                to: m.date(change.to),
                reason: change.reason,
              })}
            </li>
          ))}
        </ul>
      )}
      {contact && waiting(contact.expiresAt) && <p className="mt-4 text-slate-800">{waiting(m.dateTime(contact.expiresAt))}</p>}
      {verification && (
        <p className="mt-4 text-slate-800">{m.t('childData.verificationWaiting', { until: m.dateTime(verification.expiresAt) })}</p>
      )}
      {other.length > 0 && (
        <>
          <h3 className="mt-6 font-bold text-brand-900">{m.t('childData.otherDetails')}</h3>
          <div className="mt-2">
            <Details rows={other.map(([field, value]) => [words(field), say(m, value)] as const)} />
          </div>
        </>
      )}
    </>
  );
}

function Consent({ data, m }: { data: ChildDataView } & M) {
  const { consent } = data;
  if (!consent.confirmed) {
    return (
      <div className="space-y-2 text-slate-800">
        <p>{m.server(consent.note)}</p>
        <p>{m.t('childData.consentFormSent', { when: m.dateTime(consent.recordedAt) })}</p>
      </div>
    );
  }
  return (
    <div className="space-y-2 text-slate-800">
      <p className="break-words">
        {m.t(consent.how === 'link' ? 'childData.consentGivenLink' : 'childData.consentGivenFamily', {
          who: consent.confirmedBy,
          when: m.dateTime(consent.confirmedAt),
        })}
      </p>
      <p>
        {consent.noticeDate
          ? m.t('childData.consentNoticeDated', { version: consent.noticeVersion, date: m.date(consent.noticeDate) })
          : m.t('childData.consentNotice', { version: consent.noticeVersion })}
      </p>
      <p data-consent-language>{m.t('childData.consentLanguage', { name: nameOf(toLang(consent.language)) })}</p>
      {consent.withdrawn && <p data-consent-withdrawn>{m.t('childData.consentWithdrawn', { when: m.dateTime(consent.withdrawn.at) })}</p>}
      {consent.noticeText && (
        <blockquote className="border-l-4 border-brand-100 pl-4 text-slate-700 italic">{consent.noticeText}</blockquote>
      )}
    </div>
  );
}

function Entry({ entry, m }: { entry: EntryView } & M) {
  return (
    <Card title={entry.eventTitle ?? m.t('childData.entry.event')}>
      <Details
        rows={[
          [m.t('childData.entry.races'), entry.races && entry.races.length > 0 ? entry.races.join(', ') : m.t('childData.entry.noRaces')],
          [
            m.t('childData.entry.status'),
            entry.status === 'withdrawn'
              ? entry.withdrawnAt
                ? m.t('childData.entry.withdrawnOn', { when: m.dateTime(entry.withdrawnAt) })
                : m.t('childData.entry.withdrawn')
              : m.t('childData.entry.entered'),
          ],
          [m.t('childData.entry.club'), say(m, entry.club)],
          [m.t('childData.entry.enteredOn'), m.dateTime(entry.createdAt)],
          [m.t('childData.entry.changedOn'), m.dateTime(entry.updatedAt)],
        ]}
      />
    </Card>
  );
}

function Lists({ data, m }: { data: ChildDataView } & M) {
  return (
    <>
      <Section id="data-entries" title={m.t('childData.section.entries')}>
        {data.entries.length === 0 ? (
          <Empty>{m.t('childData.empty.entries')}</Empty>
        ) : (
          <ul className="space-y-3">
            {data.entries.map((entry) => (
              <Entry key={entry._id} entry={entry} m={m} />
            ))}
          </ul>
        )}
      </Section>
      <Section id="data-results" title={m.t('childData.section.results')}>
        {data.results.length === 0 ? (
          <Empty>{m.t('childData.empty.results')}</Empty>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            {data.results.map((result) => (
              <li key={`${result.eventId}-${result.race}`} className="break-words">
                {result.eventTitle} ({m.date(result.eventDate)}), {result.race}:{' '}
                {[
                  result.position ? m.t('childData.result.place', { position: result.position }) : '',
                  result.mark ? m.t('childData.result.mark', { mark: result.mark }) : '',
                  result.outcome ?? '',
                ]
                  .filter(Boolean)
                  .join(', ') || m.t('childData.notGiven')}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="data-certificates" title={m.t('childData.section.certificates')}>
        {data.certificates.length === 0 ? (
          <Empty>{m.t('childData.empty.certificates')}</Empty>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            {data.certificates.map((certificate) => (
              <li key={certificate.code} className="break-words">
                {certificate.eventTitle}, {certificate.race}: {certificate.award}.{' '}
                <a className={linkClass} href={certificate.pdf}>
                  {m.t('childData.certificate', { code: certificate.code })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="data-bests" title={m.t('childData.section.bests')}>
        {data.bests.length === 0 && data.records.length === 0 ? (
          <Empty>{m.t('childData.empty.bests')}</Empty>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            {data.bests.map((best) => (
              <li key={`${best.discipline}-${best.distance}-${best.surface}`} className="break-words">
                {m.t('childData.best', {
                  kind: m.t('childData.bestKind', { discipline: best.discipline, distance: String(best.distance), surface: best.surface }),
                  best: best.personalBest,
                  count: best.times.length,
                })}
              </li>
            ))}
            {data.records.map((record) => (
              <li key={`${record.level}-${record.acceptedAt}-${record.time}`} className="break-words">
                {m.t(record.current ? 'childData.recordHeld' : 'childData.recordBeaten', {
                  level: m.t(`childData.recordLevel.${record.level}`),
                  time: record.time,
                  where: `${record.eventTitle ?? ''} (${m.date(record.date)})`,
                })}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="data-registrations" title={m.t('childData.section.registrations')}>
        {data.eventRegistrations.length === 0 ? (
          <Empty>{m.t('childData.empty.registrations')}</Empty>
        ) : (
          <ul className="space-y-3">
            {data.eventRegistrations.map((registration) => (
              <Card key={registration._id} title={registration.eventTitle ?? m.t('childData.registration.event')}>
                <Details
                  rows={[
                    [m.t('childData.registration.name'), registration.name],
                    [m.t('childData.registration.age'), String(registration.age)],
                    [m.t('childData.registration.email'), registration.email],
                    [m.t('childData.registration.phone'), registration.phone],
                    [m.t('childData.registration.on'), m.dateTime(registration.createdAt)],
                  ]}
                />
              </Card>
            ))}
          </ul>
        )}
      </Section>
      <Section id="data-requests" title={m.t('childData.section.requests')}>
        {data.requests.length === 0 ? (
          <Empty>{m.t('childData.empty.requests')}</Empty>
        ) : (
          <ul className="space-y-3">
            {data.requests.map((request) => (
              <Card key={request._id} title={m.t(`childData.request.${request.kind}`)}>
                <Details
                  rows={[
                    ...(request.field
                      ? [
                          [
                            m.t('childData.request.asked'),
                            `${isField(request.field) ? m.t(`childData.field.${request.field}`) : words(request.field)}: ${request.value ?? ''}`,
                          ] as const,
                        ]
                      : []),
                    [m.t('childData.request.sent'), m.dateTime(request.createdAt)],
                    [m.t('childData.request.status'), m.t(`childData.request.${request.status}`)],
                    ...(request.status === 'open' ? [[m.t('childData.request.due'), m.date(request.dueAt)] as const] : []),
                    ...(request.answer ? [[m.t('childData.request.answer'), request.answer] as const] : []),
                  ]}
                />
              </Card>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

export default function ChildDataSheet({ data, m }: { data: ChildDataView } & M) {
  return (
    <div>
      <p className="text-slate-700">{m.t('childData.about', { name: site.name, when: m.dateTime(data.exportedAt) })}</p>
      <Section id="data-registration" title={m.t('childData.section.registration')}>
        <Registration data={data} m={m} />
      </Section>
      <Section id="data-consent" title={m.t('childData.section.consent')}>
        <Consent data={data} m={m} />
      </Section>
      <Lists data={data} m={m} />
    </div>
  );
}
