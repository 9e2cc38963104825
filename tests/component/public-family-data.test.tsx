/**
 * A child's data as a parent reads it (/my/data): a heading per kind of data, labels in words
 * (never a field's name or an id), every time in the association's zone and date style, the
 * consent record in sentences; signed out, it says so and links to the family page. And the
 * deletion request: nothing is sent until a dialog has said what goes and what stays.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import ChildData from '../../src/components/public/family/ChildData';
import DeletionRequest from '../../src/components/public/family/DeletionRequest';
import FamilyPage from '../../src/components/public/family/FamilyPage';
import { consentWords } from '../../src/domain/i18n/words-consent.ts';
import { islandWords, messagesFor } from '../../src/domain/i18n/translate.ts';
import { childDataWords } from '../../src/domain/i18n/words-child-data.ts';
import { familyWords } from '../../src/domain/i18n/words-family.ts';
import { formsWords } from '../../src/domain/i18n/words-forms.ts';
import { formatDate, formatDateTime } from '../../src/domain/common/dates';
import type { ChildDataView } from '../../src/domain/family/child-data-view';
import { childDataTexts, RECORD_LABELS } from '../../src/domain/family/child-data-texts';
import { deletionTexts, requestAlreadyOpen } from '../../src/domain/family/family-requests';
import { familyMessages } from '../../src/domain/family/family';
import { site } from '../../src/config/site';
import { at } from './support/page';
import { aChild } from './support/family-child';
import { fakeApi, json } from './support/fake-api';

const english = messagesFor('en', familyWords, formsWords);

afterEach(cleanup);

const data: ChildDataView = {
  about: 'Everything the District Roller Skating Association stores about this skater, as of 28 November 2026 at 10:15 am IST.',
  exportedAt: '2026-11-28T10:15:00+05:30',
  record: {
    _id: 'kid1',
    name: 'Asha Rao',
    registrationNo: 'ADRSA-2026-0007',
    status: 'approved',
    season: 2026,
    dob: '2014-05-05',
    gender: 'Female',
    parentName: 'Meera Rao',
    phoneNo: '9876543210',
    email: 'meera.rao.with.a.rather.long.address@example.com',
    aadharNo: 'XXXX XXXX 1234',
    eventCategory: 'Speed Quad',
    representativeClub: 'Riverside Skating Club',
    coachName: 'Sunita',
    rsfiNo: '',
    proofType: 'Aadhaar card',
    skaterPhoto: '/api/images/photo-kid1',
    createdAt: '2026-11-20T09:05:00+05:30',
    consentAt: '2026-11-20T09:05:00+05:30',
    approvedAt: '2026-11-21T16:30:00+05:30',
    dobChanges: [],
    identityProof: '/api/family/children/kid1/proof',
  },
  consent: {
    confirmed: true,
    confirmedBy: 'meera.rao.with.a.rather.long.address@example.com',
    confirmedAt: '2026-11-20T09:12:00+05:30',
    how: 'link',
    noticeVersion: '2',
    noticeDate: '2026-10-01',
    noticeText: 'I consent to the association keeping my child’s data for registration.',
  },
  entries: [
    {
      _id: 'entry1',
      eventId: 'event1',
      eventTitle: 'District Championship 2026',
      registrationNo: 'ADRSA-2026-0007',
      name: 'Asha Rao',
      club: 'Riverside Skating Club',
      raceIds: ['race1'],
      races: ['500 m SJ girls'],
      status: 'entered',
      createdAt: '2026-11-22T18:00:00+05:30',
      updatedAt: '2026-11-22T18:00:00+05:30',
    },
  ],
  results: [],
  certificates: [],
  requests: [
    {
      _id: 'req1',
      kind: 'correction',
      status: 'open',
      createdAt: '2026-11-27T11:00:00+05:30',
      dueAt: '2026-12-27T11:00:00+05:30',
      field: 'coachName',
      value: 'Sunita Rao',
    },
  ],
  eventRegistrations: [
    {
      _id: 'reg1',
      eventId: 'event2',
      eventTitle: 'Summer skating camp',
      name: 'Asha Rao',
      age: 12,
      email: 'meera.rao.with.a.rather.long.address@example.com',
      phone: '9876543210',
      createdAt: '2026-11-23T08:00:00+05:30',
    },
  ],
  bests: [{ discipline: 'Speed Quad', distance: 500, surface: 'track', personalBest: '52.31', times: [{ time: '52.31', season: 2026 }] }],
  records: [],
};

test('the readable page: a heading per kind of data, labels in words, times in the association’s style, consent in sentences', async () => {
  at('/my/data?child=kid1');
  fakeApi({ 'GET /api/family/children/kid1/data': json(data) });
  render(<ChildData words={islandWords('en', childDataWords)} />);
  expect(await screen.findByRole('heading', { level: 1, name: childDataTexts.title('Asha Rao') })).toBeTruthy();
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(headings).toEqual(Object.values(childDataTexts.sections));
  const page = document.body.textContent ?? '';
  // Labels in words, values as people write them.
  for (const label of [RECORD_LABELS.dob, RECORD_LABELS.representativeClub, RECORD_LABELS.registrationNo, RECORD_LABELS.createdAt]) {
    expect(screen.getAllByText(label).length, label).toBeGreaterThan(0);
  }
  // The server's own sentence (netlify/functions/_shared/family/child-data.ts), said from its time.
  expect(page).toContain(`Everything the ${site.name} stores about this skater, as of ${formatDateTime(data.exportedAt)}.`);
  expect(page).toContain(formatDate('2014-05-05'));
  expect(page).toContain(formatDateTime('2026-11-20T09:05:00+05:30'));
  expect(page).toContain('500 m SJ girls');
  expect(page).toContain('Summer skating camp');
  // No field names, ids or ISO times.
  expect(page).not.toMatch(/representativeClub|createdAt|skaterPhoto|raceIds|kid1|entry1|race1|\d{4}-\d{2}-\d{2}T/);
  // The consent record in sentences, with the notice's own words.
  const consent = within(screen.getByRole('region', { name: childDataTexts.sections.consent }));
  expect(
    consent.getByText(childDataTexts.consentGiven(data.record.email as string, formatDateTime('2026-11-20T09:12:00+05:30'), 'link')),
  ).toBeTruthy();
  expect(consent.getByText(/I consent to the association keeping/)).toBeTruthy();
  // The open request with its due day; the download and the way back.
  expect(page).toContain(formatDate('2026-12-27T11:00:00+05:30'));
  expect(screen.getByRole('link', { name: childDataTexts.downloadJson }).getAttribute('href')).toBe('/api/family/children/kid1/data');
  expect(screen.getByRole('link', { name: childDataTexts.back }).getAttribute('href')).toBe('/my');
});

test('signed out, the page says so and links to the family page', async () => {
  at('/my/data?child=kid1');
  fakeApi({ 'GET /api/family/children/kid1/data': json({ message: familyMessages.signInRequired }, 401) });
  render(<ChildData words={islandWords('en', childDataWords)} />);
  expect((await screen.findByRole('alert')).textContent).toBe(childDataTexts.signIn);
  expect(screen.getByRole('link', { name: childDataTexts.back }).getAttribute('href')).toBe('/my');
});

test('on the Tamil page the readable data is Tamil: headings, labels, sentences, dates, and links to /ta/my', async () => {
  at('/ta/my/data?child=kid1');
  fakeApi({ 'GET /api/family/children/kid1/data': json(data) });
  const ta = messagesFor('ta', childDataWords);
  render(<ChildData words={islandWords('ta', childDataWords)} />);
  expect(await screen.findByRole('heading', { level: 1, name: ta.t('childData.title', { name: 'Asha Rao' }) })).toBeTruthy();
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(headings).toEqual(
    Object.keys(childDataTexts.sections).map((section) => ta.t(`childData.section.${section}` as 'childData.section.consent')),
  );
  expect(headings).not.toContain(childDataTexts.sections.registration);
  for (const key of [
    'childData.label.dob',
    'childData.label.representativeClub',
    'childData.status.approved',
    'childData.entry.races',
  ] as const) {
    expect(screen.getAllByText(ta.t(key)).length, key).toBeGreaterThan(0);
  }
  const page = document.body.textContent ?? '';
  // Dates in the site's one style and time zone, in Tamil words.
  expect(page).toContain(ta.date('2014-05-05'));
  expect(page).toContain(ta.dateTime('2026-11-20T09:05:00+05:30'));
  expect(ta.date('2014-05-05')).not.toBe(formatDate('2014-05-05'));
  const consent = within(screen.getByRole('region', { name: ta.t('childData.section.consent') }));
  expect(
    consent.getByText(
      ta.t('childData.consentGivenLink', { who: data.record.email as string, when: ta.dateTime('2026-11-20T09:12:00+05:30') }),
    ),
  ).toBeTruthy();
  // Stored values stay as stored; no English label or sentence of the page's own remains.
  expect(page).toContain('500 m SJ girls');
  for (const english of [
    RECORD_LABELS.dob,
    RECORD_LABELS.createdAt,
    'Registration number',
    'Championship entries',
    'Status',
    'Approved',
    'Not given',
    'What we store',
    'Everything the',
    'gave consent',
    'Answer due by',
    'Coach’s name',
    'personal best',
    ' at ',
  ]) {
    expect(page, english).not.toContain(english);
  }
  expect(screen.getByRole('link', { name: ta.t('childData.back') }).getAttribute('href')).toBe('/ta/my');
  expect(screen.getByRole('link', { name: ta.t('childData.downloadJson') }).getAttribute('href')).toBe('/api/family/children/kid1/data');
});

test('signed out on the Tamil page: the Tamil words and the way back to the Tamil family page', async () => {
  at('/ta/my/data?child=kid1');
  fakeApi({ 'GET /api/family/children/kid1/data': json({ message: familyMessages.signInRequired }, 401) });
  const ta = messagesFor('ta', childDataWords);
  render(<ChildData words={islandWords('ta', childDataWords)} />);
  expect((await screen.findByRole('alert')).textContent).toBe(ta.t('childData.signIn'));
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ta.t('childData.titleChild'));
  expect(document.body.textContent).not.toMatch(/sign in|family page|What we store/i);
  expect(screen.getByRole('link', { name: ta.t('childData.back') }).getAttribute('href')).toBe('/ta/my');
});

const lapsed = aChild();

test('the family page links to the readable data in its own language', async () => {
  for (const [lang, page, readable] of [
    ['en', '/my', '/my/data?child=kid1'],
    ['ta', '/ta/my', '/ta/my/data?child=kid1'],
  ] as const) {
    at(page);
    fakeApi({
      'GET /api/family/session': json({ signedIn: true, email: 'meera@example.com' }),
      'GET /api/family/children': json({ email: 'meera@example.com', children: [lapsed] }),
      'GET /api/family/fees': json({ charges: [], receipts: [], way: null }),
      'GET /api/fees': json({ season: { season: 2026, newFee: 0, renewalFee: 0 }, championship: null, policy: {} }),
      'GET /api/family/children/kid1/requests': json({ requests: [] }),
    });
    const m = messagesFor(lang, familyWords, formsWords);
    const user = userEvent.setup();
    const { unmount } = render(<FamilyPage words={islandWords(lang, familyWords, formsWords, consentWords)} />);
    await user.click(await screen.findByText(m.t('family.download')));
    expect((await screen.findByRole('link', { name: m.t('family.downloadPage') })).getAttribute('href')).toBe(readable);
    unmount();
  }
});

test('a deletion request is sent only after a dialog that says what goes and what stays', async () => {
  const { calls } = fakeApi({
    'POST /api/family/children/kid1/requests': json({ message: familyMessages.requestReceived, request: {} }, 201),
  });
  const sent: string[] = [];
  const user = userEvent.setup();
  render(<DeletionRequest childId="kid1" childName="Asha Rao" m={english} onSent={(message) => sent.push(message)} />);
  await user.click(screen.getByRole('button', { name: deletionTexts.open }));
  const dialog = screen.getByRole('dialog', { name: deletionTexts.title('Asha Rao') });
  const text = dialog.textContent ?? '';
  expect(text).toMatch(/certificates/);
  expect(text).toMatch(/photo and the identity proof/);
  expect(text).toMatch(/event registrations/);
  expect(within(dialog).getByRole('heading', { name: deletionTexts.staysTitle })).toBeTruthy();
  expect(text).toMatch(/Receipts .* must keep its accounts/);
  // It opens on its title, and the safe choice comes first; nothing is sent by opening or by keeping the profile.
  expect(document.activeElement?.textContent).toBe(deletionTexts.title('Asha Rao'));
  const buttons = within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent);
  expect(buttons).toEqual([deletionTexts.cancel, deletionTexts.confirm]);
  await user.click(within(dialog).getByRole('button', { name: deletionTexts.cancel }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

  await user.click(screen.getByRole('button', { name: deletionTexts.open }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: deletionTexts.confirm }));
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ kind: 'deletion' }]);
  expect(sent).toEqual([familyMessages.requestReceived]);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a deletion request already open: the dialog shows when it is due and sends nothing more', async () => {
  const refusal = requestAlreadyOpen('deletion', '2026-12-27T11:00:00+05:30');
  fakeApi({ 'POST /api/family/children/kid1/requests': json({ message: refusal }, 409) });
  const user = userEvent.setup();
  render(<DeletionRequest childId="kid1" childName="Asha Rao" m={english} onSent={() => undefined} />);
  await user.click(screen.getByRole('button', { name: deletionTexts.open }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: deletionTexts.confirm }));
  expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe(refusal);
  expect(refusal).toContain(formatDate('2026-12-27'));
});
