/**
 * The gallery and clubs admin screens when the server fails or has nothing: a delete it refuses,
 * an empty list and a list it cannot read each show the screen's own text; a club edit it refuses
 * keeps the editor open with its text.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import ClubsAdmin from '../../src/components/admin/content/ClubsAdmin';
import GalleryAdmin from '../../src/components/admin/content/GalleryAdmin';
import { BACK_TO_LIST } from '../../src/components/admin/kit/ListFirstScreen';
import { clubMessages } from '../../src/domain/content/club';
import { galleryMessages } from '../../src/domain/content/gallery';
import { at } from './support/page';
import { fakeApi, json, listPage, type FakeAnswer } from './support/fake-api';

afterEach(cleanup);

type User = ReturnType<typeof userEvent.setup>;

/** The screen's list, read anew: its Add button, then 'Back to the list'. */
const reopen = async (user: User, addHeading: string) => {
  await user.click(screen.getByRole('button', { name: addHeading }));
  await user.click(await screen.findByRole('button', { name: BACK_TO_LIST }));
};

const confirmDelete = async (user: User) => {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
};

const inAlert = async (text: string) => {
  expect((await screen.findByText(text, { exact: false })).closest('[role="alert"]')).not.toBeNull();
};

test('gallery: a delete the server refuses, an empty list and a list that cannot be read show their texts', async () => {
  at('/admin/gallery');
  const image = {
    _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
    url: '/api/images/a.png',
    alt: 'Relay start',
    caption: '',
    createdAt: '2031-01-01T00:00:00.000Z',
  };
  let list: FakeAnswer = listPage([image]);
  fakeApi({
    'GET /api/gallery': () => list,
    [`DELETE /api/gallery/${image._id}`]: json({ message: 'x' }, 500),
  });
  const user = userEvent.setup();
  render(<GalleryAdmin />);
  await user.click(await screen.findByRole('button', { name: /^Delete image/ }));
  await confirmDelete(user);
  await inAlert(galleryMessages.deleteFailed);

  list = listPage([]);
  await reopen(user, galleryMessages.addHeading);
  expect((await screen.findByText(galleryMessages.empty)).textContent).toBe(galleryMessages.empty);

  list = json({ message: 'x' }, 500);
  await reopen(user, galleryMessages.addHeading);
  await inAlert(galleryMessages.adminLoadFailed);
});

const CLUB = {
  _id: 'b1b2c3d4e5f6a1b2c3d4e5f6',
  clubName: 'Stubborn Club',
  district: 'Anandpur',
  stateName: '',
  createdAt: '2031-01-01T00:00:00.000Z',
  members: [{ _id: 'c1b2c3d4e5f6a1b2c3d4e5f6', memberName: 'Asha Rao', role: 'President', profileImage: '', mobileNumber: '' }],
};

test('clubs: a failed update keeps the editor open with the original text', async () => {
  at('/admin/clubs');
  fakeApi({
    'GET /api/associative-club': listPage([CLUB]),
    [`GET /api/associative-club/${CLUB._id}`]: json(CLUB),
    [`PUT /api/associative-club/${CLUB._id}`]: json({ message: 'x' }, 500),
  });
  const user = userEvent.setup();
  render(<ClubsAdmin />);
  await user.click(await screen.findByRole('button', { name: `Edit ${CLUB.clubName}` }));
  const form = await screen.findByRole('form', { name: `Edit ${CLUB.clubName}` });
  // A change of the club's own details: saved with PUT (its members are saved one by one).
  const name = within(form).getByLabelText(/^Club name/);
  await user.clear(name);
  await user.type(name, 'Stubborn Club Renamed');
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  await inAlert(clubMessages.updateFailed);
  expect(screen.getByRole('form', { name: `Edit ${CLUB.clubName}` })).toBeTruthy();
});

test('clubs: a delete the server refuses keeps the club; a list that cannot be read shows the original text', async () => {
  at('/admin/clubs');
  let list: FakeAnswer = listPage([CLUB]);
  fakeApi({
    'GET /api/associative-club': () => list,
    [`DELETE /api/associative-club/${CLUB._id}`]: json({ message: 'x' }, 500),
  });
  const user = userEvent.setup();
  render(<ClubsAdmin />);
  await user.click(await screen.findByRole('button', { name: `Delete ${CLUB.clubName}` }));
  await confirmDelete(user);
  await inAlert(clubMessages.deleteFailed);
  expect(screen.getByRole('button', { name: `Delete ${CLUB.clubName}` })).toBeTruthy();

  list = json({ message: 'x' }, 500);
  await reopen(user, clubMessages.addHeading);
  await inAlert(clubMessages.fetchFailed);
});
