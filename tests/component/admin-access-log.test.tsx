/**
 * The access log in a skater's review: an owner asks for it and sees it loading, then who opened
 * what and when (newest first, in the association's time zone, a page at a time), the empty text,
 * or the failure texts with a way to try again; a registrar is not offered it and never asks.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import ReviewDialog from '../../src/components/admin/registry/ReviewDialog';
import { checkSession } from '../../src/components/admin/shell/session';
import { formatDateTime } from '../../src/domain/common/dates';
import type { AccessEntry } from '../../src/domain/committee/access-log.schema';
import { accessLogTexts, reviewTexts } from '../../src/domain/registry/registry';
import { at } from './support/page';
import { fakeApi, json, networkError, type FakeAnswer, type FakeRequest } from './support/fake-api';

afterEach(cleanup);

const SKATER = {
  _id: 'a1b2c3d4e5f6a1b2c3d4e5f7',
  name: 'Asha Rao',
  status: 'approved',
  season: '2031-32',
  reference: 'ADRSA-K7M2Q9',
  registrationNo: 'DRSA-2031-0001',
  ageCategory: 'Under 12',
  eventCategory: 'Speed Quad',
  representativeClub: 'Lakeside Wheels',
  coachName: 'Arjun Nair',
  parentName: 'Ravi Rao',
  gender: 'Female',
  dob: '2020-01-01',
  age: 11,
  rsfiNo: '',
  proofType: 'Birth certificate',
  phoneNo: '9876543210',
  email: 'ravi@example.com',
  aadharNo: 'XXXX-XXXX-1234',
  createdAt: '2031-04-01T10:00:00.000Z',
};
const PROFILE = `GET /api/skaterprofiles/${SKATER._id}`;
const LOG = `GET /api/skaterprofiles/${SKATER._id}/access-log`;

const entry = (n: number, kind: AccessEntry['kind'], name: string, at: string): AccessEntry => ({
  _id: `e${n}`,
  at,
  who: { id: `acc${n}`, name },
  kind,
  profileId: SKATER._id,
  export: '',
});

const sessionOf = (role: 'owner' | 'registrar') => json({ authenticated: true, admin: `Test ${role}`, role });

const openReview = async () => {
  render(<ReviewDialog skater={SKATER} onClose={() => undefined} onChanged={() => undefined} />);
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('button', { name: reviewTexts.edit });
  return dialog;
};

test('an owner asks for the log: loading, then who opened what and when, newest first, and the next page from the server', async () => {
  at('/admin/skaters');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const pageOne = [
    entry(3, 'proof', 'Rekha Registrar', '2031-05-02T18:45:00.000Z'),
    entry(2, 'record', 'Rekha Registrar', '2031-05-02T18:44:00.000Z'),
  ];
  const { calls } = fakeApi({
    'GET /api/session': sessionOf('owner'),
    [PROFILE]: json(SKATER),
    [LOG]: async ({ search }: FakeRequest): Promise<FakeAnswer> => {
      if (search.get('page') === '2')
        return json({ entries: [entry(1, 'record', 'Owen Owner', '2031-04-01T04:00:00.000Z')], total: 11, page: 2, pageSize: 10 });
      await held;
      return json({ entries: pageOne, total: 11, page: 1, pageSize: 10 });
    },
  });
  await checkSession(true);
  const user = userEvent.setup();
  const dialog = await openReview();
  const show = within(dialog).getByRole('button', { name: accessLogTexts.show });
  expect(show.getAttribute('aria-expanded')).toBe('false');
  expect(calls.some((call) => call.path.endsWith('/access-log'))).toBe(false);
  await user.click(show);
  expect(within(dialog).getByRole('button', { name: accessLogTexts.hide }).getAttribute('aria-expanded')).toBe('true');
  expect(await within(dialog).findByText(accessLogTexts.loading)).toBeTruthy();
  release();
  const items = await within(dialog).findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    `${formatDateTime('2031-05-02T18:45:00.000Z')}Rekha Registrar ${accessLogTexts.kinds.proof}`,
    `${formatDateTime('2031-05-02T18:44:00.000Z')}Rekha Registrar ${accessLogTexts.kinds.record}`,
  ]);
  // 18:45 UTC is past midnight in India: the day and time are the association's.
  expect(items[0]?.textContent).toContain('3 May 2031 at 12:15 am IST');
  expect(calls.find((call) => call.path.endsWith('/access-log'))?.search.get('pageSize')).toBe('10');
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await waitFor(() =>
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toHaveLength(1),
  );
  expect(within(dialog).getByRole('listitem').textContent).toContain(`Owen Owner ${accessLogTexts.kinds.record}`);
  expect(within(dialog).getByText('Page 2 of 2')).toBeTruthy();
});

test('an owner sees the empty text when nobody opened the record', async () => {
  at('/admin/skaters');
  fakeApi({
    'GET /api/session': sessionOf('owner'),
    [PROFILE]: json(SKATER),
    [LOG]: json({ entries: [], total: 0, page: 1, pageSize: 10 }),
  });
  await checkSession(true);
  const user = userEvent.setup();
  const dialog = await openReview();
  await user.click(within(dialog).getByRole('button', { name: accessLogTexts.show }));
  expect((await within(dialog).findByText(accessLogTexts.empty)).textContent).toBe(accessLogTexts.empty);
  expect(within(dialog).queryByRole('navigation', { name: accessLogTexts.pages })).toBeNull();
});

test('a log the server refuses, or that never reaches it, shows its failure text, and Try again reads it again', async () => {
  at('/admin/skaters');
  const answers: FakeAnswer[] = [json({ message: 'x' }, 500), networkError, json({ entries: [], total: 0, page: 1, pageSize: 10 })];
  fakeApi({
    'GET /api/session': sessionOf('owner'),
    [PROFILE]: json(SKATER),
    [LOG]: () => answers.shift() ?? json({ message: 'x' }, 500),
  });
  await checkSession(true);
  const user = userEvent.setup();
  const dialog = await openReview();
  await user.click(within(dialog).getByRole('button', { name: accessLogTexts.show }));
  expect((await within(dialog).findByText(accessLogTexts.loadFailed, { exact: false })).closest('[role="alert"]')).not.toBeNull();
  await user.click(within(dialog).getByRole('button', { name: accessLogTexts.retry }));
  expect((await within(dialog).findByText(accessLogTexts.loadError)).closest('[role="alert"]')).not.toBeNull();
  await user.click(within(dialog).getByRole('button', { name: accessLogTexts.retry }));
  expect(await within(dialog).findByText(accessLogTexts.empty)).toBeTruthy();
});

test('a registrar is not offered the access log and never asks for it', async () => {
  at('/admin/skaters');
  // No access-log route: a call to it would fail the test.
  fakeApi({ 'GET /api/session': sessionOf('registrar'), [PROFILE]: json(SKATER) });
  await checkSession(true);
  const dialog = await openReview();
  // The review itself is there, with the registrar's own actions.
  expect(within(dialog).getByRole('button', { name: reviewTexts.edit })).toBeTruthy();
  expect(within(dialog).queryByText(accessLogTexts.heading)).toBeNull();
  expect(within(dialog).queryByRole('button', { name: accessLogTexts.show })).toBeNull();
});
