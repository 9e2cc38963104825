/**
 * A copy of everything stored about a child, for the parent: the record (the Aadhaar number
 * masked, as every screen shows it; the identity proof as its own download while it is kept), the
 * consent record, entries, results, certificates and the parent's requests. As JSON, and as a
 * plain page a person can read and print.
 */
import { maskAadhaar } from '#domain/registry/aadhaar.ts';
import { CONSENT_NOT_CONFIRMED, noticeOf } from '#domain/registry/consent-notices.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { formatReference } from '#domain/registry/skater-registry.ts';
import { formatDateTime } from '#domain/family/family.ts';
import { site } from '#config/site.ts';
import { skaterResults } from '../championships/race-results.ts';
import { entries } from '../store/collections.ts';
import { certificatesOf } from './family-championships.ts';
import { requestsOf, requestView } from './data-requests.ts';

/**
 * The consent record with the notice it was given on, word for word. A profile from before
 * confirmations, or added by an admin, has only the time the form was sent.
 */
const consentOf = (skater: Skater) => {
  if (!skater.consent) return { confirmed: false, recordedAt: skater.consentAt, note: CONSENT_NOT_CONFIRMED };
  const notice = noticeOf(skater.consent.noticeVersion);
  return {
    confirmed: true,
    confirmedBy: skater.consent.email,
    confirmedAt: skater.consent.confirmedAt,
    how: skater.consent.how,
    noticeVersion: skater.consent.noticeVersion,
    ...(notice ? { noticeDate: notice.date, noticeText: notice.consent } : {}),
  };
};

export const childData = async (skater: Skater) => {
  const entered: unknown[] = [];
  for await (const chunk of entries().scan('bySkater', { partition: skater._id })) entered.push(...chunk);
  const [results, certificates, requests] = await Promise.all([
    skaterResults(skater._id),
    certificatesOf(skater._id),
    requestsOf(skater._id),
  ]);
  const { fileKey, aadharNo, reference, mailProblem: _forAdmins, ...record } = skater;
  return {
    about: `Everything the ${site.name} stores about this skater, as of ${new Date().toISOString()}.`,
    record: {
      ...record,
      aadharNo: maskAadhaar(aadharNo),
      ...(reference ? { reference: formatReference(reference) } : {}),
      identityProof: fileKey === '' ? 'deleted' : `/api/family/children/${skater._id}/proof`,
    },
    consent: consentOf(skater),
    entries: entered,
    results,
    certificates,
    requests: requests.map(requestView),
  };
};
export type ChildData = Awaited<ReturnType<typeof childData>>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

const valueText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}T/.test(value) ? formatDateTime(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

const table = (rows: Record<string, unknown>) =>
  `<table>${Object.entries(rows)
    .map(([key, value]) => `<tr><th scope="row">${escapeHtml(key)}</th><td>${escapeHtml(valueText(value))}</td></tr>`)
    .join('')}</table>`;

const list = (title: string, items: readonly unknown[]) =>
  `<h2>${escapeHtml(title)}</h2>${
    items.length === 0
      ? '<p>None.</p>'
      : items.map((item) => table(item !== null && typeof item === 'object' ? (item as Record<string, unknown>) : { value: item })).join('')
  }`;

/** The same data as a page: headings and tables, no script, no outside resources. */
export const childDataPage = (data: ChildData): string =>
  [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(`Data of ${String(data.record.name)}`)}</title></head><body>`,
    `<h1>${escapeHtml(`Data of ${String(data.record.name)}`)}</h1><p>${escapeHtml(data.about)}</p>`,
    '<h2>Registration</h2>',
    table(data.record),
    '<h2>Consent</h2>',
    table(data.consent),
    list('Championship entries', data.entries),
    list('Results', data.results),
    list('Certificates', data.certificates),
    list('Requests', data.requests),
    '</body></html>',
  ].join('');
