/**
 * A child's data as a parent reads it: a heading per kind of data, each stored detail under a
 * label in words, every time in the association's time zone and date style, the consent record
 * in sentences. Lists of label and value stack on a phone and wrap long addresses and codes, so
 * nothing scrolls sideways at 360 px; the page prints as it reads.
 */
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '#domain/common/dates.ts';
import { nameOf, toLang } from '#domain/i18n/languages.ts';
import type { ChildDataView, EntryView } from '#domain/family/child-data-view.ts';
import { childDataTexts as texts, RECORD_LABELS, RECORD_NOT_SHOWN, STATUS_TEXT } from '#domain/family/child-data-texts.ts';
import { CORRECTABLE_FIELDS, type CorrectableField } from '#domain/family/family.ts';

const linkClass = 'font-semibold break-words text-brand-800 underline hover:no-underline';
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored value in words: a day in the site's style, a moment with its time and zone, nothing as "Not given". */
const say = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return texts.notGiven;
  if (typeof value === 'string') return DAY_ONLY.test(value) ? formatDate(value) : INSTANT.test(value) ? formatDateTime(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(say).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => `${words(key)}: ${say(item)}`)
    .join('; ');
};

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

function Registration({ data }: { data: ChildDataView }) {
  const { record } = data;
  const known = Object.keys(RECORD_LABELS) as (keyof typeof RECORD_LABELS)[];
  const rows: [string, ReactNode][] = known
    .filter((field) => field in record && !(field === 'reason' && !record['reason']))
    .map((field) => [
      RECORD_LABELS[field],
      field === 'status' ? (STATUS_TEXT[String(record.status)] ?? say(record.status)) : say(record[field]),
    ]);
  rows.push([
    texts.photo,
    typeof record['skaterPhoto'] === 'string' && record['skaterPhoto'] !== '' ? (
      <a className={linkClass} href={record['skaterPhoto']} target="_blank" rel="noopener">
        {texts.photoOpen}
      </a>
    ) : (
      texts.noPhoto
    ),
  ]);
  rows.push([
    texts.proof,
    record.identityProof === 'deleted' ? (
      `${texts.proofDeleted}${typeof record['proofDeletedAt'] === 'string' ? ` on ${formatDate(record['proofDeletedAt'])}` : ''}`
    ) : (
      <a className={linkClass} href={record.identityProof}>
        {texts.proofDownload}
      </a>
    ),
  ]);
  const other = Object.entries(record).filter(([field]) => !RECORD_NOT_SHOWN.has(field) && !(field in RECORD_LABELS));
  const dobChanges = Array.isArray(record['dobChanges'])
    ? (record['dobChanges'] as { at: string; from: string; to: string; reason: string }[])
    : [];
  const contact = record['contactChange'] as { email?: string; phoneNo?: string; expiresAt: string } | undefined;
  const verification = record['verification'] as { expiresAt: string } | undefined;
  const waiting = [contact?.email ? `e-mail address to ${contact.email}` : '', contact?.phoneNo ? `phone number to ${contact.phoneNo}` : '']
    .filter(Boolean)
    .join(' and ');
  return (
    <>
      <Details rows={rows} />
      {dobChanges.length > 0 && (
        <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-800">
          {dobChanges.map((change) => (
            <li key={change.at}>
              {texts.dobChanged(formatDateTime(change.at), formatDate(change.from), formatDate(change.to), change.reason)}
            </li>
          ))}
        </ul>
      )}
      {contact && waiting && <p className="mt-4 text-slate-800">{texts.contactWaiting(waiting, formatDateTime(contact.expiresAt))}</p>}
      {verification && <p className="mt-4 text-slate-800">{texts.verificationWaiting(formatDateTime(verification.expiresAt))}</p>}
      {other.length > 0 && (
        <>
          <h3 className="mt-6 font-bold text-brand-900">{texts.otherDetails}</h3>
          <div className="mt-2">
            <Details rows={other.map(([field, value]) => [words(field), say(value)] as const)} />
          </div>
        </>
      )}
    </>
  );
}

function Consent({ data }: { data: ChildDataView }) {
  const { consent } = data;
  if (!consent.confirmed) {
    return (
      <div className="space-y-2 text-slate-800">
        <p>{consent.note}</p>
        <p>{texts.consentFormSent(formatDateTime(consent.recordedAt))}</p>
      </div>
    );
  }
  return (
    <div className="space-y-2 text-slate-800">
      <p className="break-words">{texts.consentGiven(consent.confirmedBy, formatDateTime(consent.confirmedAt), consent.how)}</p>
      <p>{texts.consentNotice(consent.noticeVersion, consent.noticeDate ? formatDate(consent.noticeDate) : undefined)}</p>
      <p data-consent-language>{texts.consentLanguage(nameOf(toLang(consent.language)))}</p>
      {consent.withdrawn && <p data-consent-withdrawn>{texts.consentWithdrawn(formatDateTime(consent.withdrawn.at))}</p>}
      {consent.noticeText && (
        <blockquote className="border-l-4 border-brand-100 pl-4 text-slate-700 italic">{consent.noticeText}</blockquote>
      )}
    </div>
  );
}

function Entry({ entry }: { entry: EntryView }) {
  const t = texts.entry;
  return (
    <Card title={entry.eventTitle ?? t.event}>
      <Details
        rows={[
          [t.races, entry.races && entry.races.length > 0 ? entry.races.join(', ') : t.noRaces],
          [
            t.status,
            entry.status === 'withdrawn' ? t.withdrawn(entry.withdrawnAt ? formatDateTime(entry.withdrawnAt) : undefined) : t.entered,
          ],
          [t.club, say(entry.club)],
          [t.enteredOn, formatDateTime(entry.createdAt)],
          [t.changedOn, formatDateTime(entry.updatedAt)],
        ]}
      />
    </Card>
  );
}

function Lists({ data }: { data: ChildDataView }) {
  const r = texts.registration;
  const q = texts.request;
  return (
    <>
      <Section id="data-entries" title={texts.sections.entries}>
        {data.entries.length === 0 ? (
          <Empty>{texts.empty.entries}</Empty>
        ) : (
          <ul className="space-y-3">
            {data.entries.map((entry) => (
              <Entry key={entry._id} entry={entry} />
            ))}
          </ul>
        )}
      </Section>
      <Section id="data-results" title={texts.sections.results}>
        {data.results.length === 0 ? (
          <Empty>{texts.empty.results}</Empty>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            {data.results.map((result) => (
              <li key={`${result.eventId}-${result.race}`} className="break-words">
                {result.eventTitle} ({formatDate(result.eventDate)}), {result.race}:{' '}
                {[
                  result.position ? texts.result.place(result.position) : '',
                  result.mark ? `${texts.result.mark} ${result.mark}` : '',
                  result.outcome ?? '',
                ]
                  .filter(Boolean)
                  .join(', ') || texts.notGiven}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="data-certificates" title={texts.sections.certificates}>
        {data.certificates.length === 0 ? (
          <Empty>{texts.empty.certificates}</Empty>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-slate-800">
            {data.certificates.map((certificate) => (
              <li key={certificate.code} className="break-words">
                {certificate.eventTitle}, {certificate.race}: {certificate.award}.{' '}
                <a className={linkClass} href={certificate.pdf}>
                  {texts.certificate(certificate.code)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="data-registrations" title={texts.sections.registrations}>
        {data.eventRegistrations.length === 0 ? (
          <Empty>{texts.empty.registrations}</Empty>
        ) : (
          <ul className="space-y-3">
            {data.eventRegistrations.map((registration) => (
              <Card key={registration._id} title={registration.eventTitle ?? r.event}>
                <Details
                  rows={[
                    [r.name, registration.name],
                    [r.age, String(registration.age)],
                    [r.email, registration.email],
                    [r.phone, registration.phone],
                    [r.on, formatDateTime(registration.createdAt)],
                  ]}
                />
              </Card>
            ))}
          </ul>
        )}
      </Section>
      <Section id="data-requests" title={texts.sections.requests}>
        {data.requests.length === 0 ? (
          <Empty>{texts.empty.requests}</Empty>
        ) : (
          <ul className="space-y-3">
            {data.requests.map((request) => (
              <Card key={request._id} title={q.kind[request.kind]}>
                <Details
                  rows={[
                    ...(request.field
                      ? [
                          [
                            q.asked,
                            `${CORRECTABLE_FIELDS[request.field as CorrectableField] ?? words(request.field)}: ${request.value ?? ''}`,
                          ] as const,
                        ]
                      : []),
                    [q.sent, formatDateTime(request.createdAt)],
                    [q.status, q.statusText[request.status] ?? request.status],
                    ...(request.status === 'open' ? [[q.due, formatDate(request.dueAt)] as const] : []),
                    ...(request.answer ? [[q.answer, request.answer] as const] : []),
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

export default function ChildDataSheet({ data }: { data: ChildDataView }) {
  return (
    <div>
      <p className="text-slate-700">{data.about}</p>
      <Section id="data-registration" title={texts.sections.registration}>
        <Registration data={data} />
      </Section>
      <Section id="data-consent" title={texts.sections.consent}>
        <Consent data={data} />
      </Section>
      <Lists data={data} />
    </div>
  );
}
