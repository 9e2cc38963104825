/**
 * The people screens when the server fails or has nothing: the skater table, event registrations
 * and contact messages each show their own text for a list that cannot be read, an empty list, and
 * a delete the server refuses or that never reaches it; a registration of an event that no longer
 * exists names it as unknown.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import ContactMessagesAdmin from '../../src/components/admin/messages/ContactMessagesAdmin';
import RegistrationsAdmin from '../../src/components/admin/events/RegistrationsAdmin';
import SkatersAdmin from '../../src/components/admin/registry/SkatersAdmin';
import { contactMessages } from '../../src/domain/messages/contact';
import { registrationMessages } from '../../src/domain/events/registration';
import { reviewTexts } from '../../src/domain/registry/registry';
import { skaterMessages } from '../../src/domain/registry/skater';
import { at } from './support/page';
import { fakeApi, json, listPage, networkError, type FakeAnswer } from './support/fake-api';

afterEach(cleanup);

/** Answers each call with the next of `answers`, the last one for every call after. */
const inTurn =
  (...answers: FakeAnswer[]) =>
  (): FakeAnswer =>
    answers.length > 1 ? (answers.shift() as FakeAnswer) : (answers[0] as FakeAnswer);

/** Clicks the Delete button of the row or item holding `text`, then Delete in the confirmation. */
const deleteAndConfirm = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  const [first] = await screen.findAllByText(text);
  const holder = first?.closest('tr, li');
  if (!(holder instanceof HTMLElement)) throw new Error(`no row or item holds ${text}`);
  await user.click(within(holder).getByRole('button', { name: /^Delete/ }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
};

const alertSays = async (text: string) => {
  expect((await screen.findByText(text, { exact: false })).closest('[role="alert"]')).not.toBeNull();
};

const SKATER = {
  _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  name: 'Asha Rao',
  status: 'approved',
  season: '2031-32',
  registrationNo: 'DRSA-2031-0001',
  ageCategory: 'Under 12',
  eventCategory: 'Speed Quad',
  representativeClub: 'Lakeside Wheels',
  coachName: 'Arjun Nair',
  parentName: 'Ravi Rao',
  phoneNo: '9876543210',
  email: 'ravi@example.com',
  aadharNo: 'XXXX-XXXX-1234',
  createdAt: '2031-04-01T10:00:00.000Z',
};

test('skaters: a delete from the review that never reaches the server, one it refuses, and a list it cannot read each show their text', async () => {
  at('/admin/skaters');
  let listFails = false;
  fakeApi({
    // The list, the status counts (one-row pages) and the menu's pending count.
    'GET /api/skaterprofiles': () =>
      listFails ? json({ message: 'x' }, 500) : json({ profiles: [SKATER] }, 200, { 'x-total-count': '1' }),
    [`GET /api/skaterprofiles/${SKATER._id}`]: json(SKATER),
    [`GET /api/skaterprofiles/${SKATER._id}/deletion`]: json({ entries: 0, results: 0, certificates: 0 }),
    [`DELETE /api/skaterprofiles/${SKATER._id}`]: inTurn(networkError, json({ message: 'x' }, 500)),
  });
  const user = userEvent.setup();
  const { unmount } = render(<SkatersAdmin />);
  await user.click(await screen.findByRole('button', { name: `${reviewTexts.open} ${SKATER.name}` }));
  const review = await screen.findByRole('dialog');
  const deleteFromReview = async () => {
    await user.click(await within(review).findByRole('button', { name: /^Delete/ }));
    const confirm = await waitFor(() => {
      const found = screen.getAllByRole('dialog').find((dialog) => dialog !== review);
      if (!found) throw new Error('no confirmation');
      return found;
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  };
  // Told inside the review, which stays open (the page behind it is out of reach).
  await deleteFromReview();
  expect((await within(review).findByText(skaterMessages.deleteError)).closest('[role="alert"]')).not.toBeNull();
  await deleteFromReview();
  expect((await within(review).findByText(skaterMessages.deleteFailed)).closest('[role="alert"]')).not.toBeNull();
  // The page opened again with the list failing.
  unmount();
  listFails = true;
  render(<SkatersAdmin />);
  expect((await screen.findByText(skaterMessages.fetchFailed)).closest('[role="alert"]')).not.toBeNull();
});

test('registrations: an event that no longer exists is named unknown; failed and unreachable deletes and the empty list show their texts', async () => {
  at('/admin/registrations');
  const only = {
    _id: 'r1',
    eventId: 'nope',
    name: 'Only One',
    age: 30,
    email: 'one@example.com',
    phone: '9876543210',
    createdAt: '2031-04-01T10:00:00.000Z',
  };
  let empty = false;
  fakeApi({
    'GET /api/events': listPage([]),
    // The list, and the one-row question whether any registration's event is unknown.
    'GET /api/registrations': () => (empty ? listPage([]) : listPage([only])),
    'DELETE /api/registrations/r1': inTurn(json({ message: 'x' }, 500), networkError),
  });
  const user = userEvent.setup();
  const { unmount } = render(<RegistrationsAdmin />);
  const row = (await screen.findByText('Only One')).closest('tr');
  expect(row?.textContent).toContain(registrationMessages.unknownEvent);
  await deleteAndConfirm(user, 'Only One');
  await alertSays(registrationMessages.deleteFailed);
  await deleteAndConfirm(user, 'Only One');
  await alertSays(registrationMessages.deleteError);
  unmount();
  empty = true;
  render(<RegistrationsAdmin />);
  expect((await screen.findByText(registrationMessages.empty)).textContent).toBe(registrationMessages.empty);
});

test('contact messages: the empty list says so; a delete the server refuses shows its text', async () => {
  at('/admin/contact-messages');
  let empty = true;
  fakeApi({
    'GET /api/contact': () =>
      empty
        ? listPage([])
        : listPage([{ _id: 'm1', email: 'a@example.com', subject: 'Kept', content: 'Body', createdAt: '2031-04-01T10:00:00.000Z' }]),
    'DELETE /api/contact/m1': json({ message: 'x' }, 500),
  });
  const user = userEvent.setup();
  const { unmount } = render(<ContactMessagesAdmin />);
  expect((await screen.findByText(contactMessages.empty)).textContent).toBe(contactMessages.empty);
  unmount();
  empty = false;
  render(<ContactMessagesAdmin />);
  await deleteAndConfirm(user, 'Kept');
  await alertSays(contactMessages.deleteFailed);
  expect(screen.getByText('Kept')).toBeTruthy();
});
