/**
 * The club editor's save, made of one call per changed member and one for the club's details,
 * against a server that keeps the club's version as the real one does (each write needs the
 * version it was made on, answers the new one, and refuses a stale one with 409): a save of
 * several calls goes through and closes the editor with its notice; a club changed by someone else
 * since the editor opened is refused at the first call, before anything is written, with a Reload
 * that fills the editor with the club as it is now; a member the server refuses to add keeps the
 * editor open with the screen's failure text; a save that fails part way starts again from where
 * it stopped.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import ClubsAdmin from '../../src/components/admin/content/ClubsAdmin';
import { RELOADED_TEXT, staleEditText } from '../../src/domain/common/versions';
import { clubMessages } from '../../src/domain/content/club';
import type { Club, ClubMember } from '../../src/domain/content/club.schema';
import { at } from './support/page';
import { fakeApi, json, listPage, type FakeAnswer, type FakeRequest } from './support/fake-api';

afterEach(cleanup);

const CLUB: Club = {
  _id: 'd1b2c3d4e5f6a1b2c3d4e5f6',
  clubName: 'Hilltop Rollers',
  district: 'Anandpur',
  stateName: '',
  createdAt: '2031-01-01T00:00:00.000Z',
  members: [{ _id: 'e1b2c3d4e5f6a1b2c3d4e5f6', memberName: 'Asha Rao', role: 'President', profileImage: '', mobileNumber: '' }],
};
const CLUB_PATH = `/api/associative-club/${CLUB._id}`;
const CHANGED_AT = '2031-02-03T04:05:06.000Z';

/** One club on a server that versions it as the real one does. */
const versionedClub = () => {
  let club: Club = structuredClone(CLUB);
  let version = 1;
  // The next answer of a route ("PUT /api/…"), given instead of doing what it asks.
  const refusals = new Map<string, FakeAnswer>();
  const tag = () => ({ ETag: `"${version}"` });
  const write =
    (change: (current: Club, request: FakeRequest) => Club, status = 200) =>
    (request: FakeRequest): FakeAnswer => {
      const route = `${request.method} ${request.path}`;
      const refusal = refusals.get(route);
      if (refusal !== undefined) {
        refusals.delete(route);
        return refusal;
      }
      const ifMatch = request.headers.get('If-Match');
      if (ifMatch !== null && ifMatch !== `"${version}"`) return json({ message: staleEditText('editor2', CHANGED_AT) }, 409, tag());
      club = change(club, request);
      version += 1;
      return json(club, status, tag());
    };
  const summary = () => ({
    ...club,
    memberCount: club.members.length,
    members: club.members.map(({ memberName, role }) => ({ memberName, role })),
    version: String(version),
  });
  const { calls } = fakeApi({
    'GET /api/associative-club': () => listPage([summary()]),
    [`GET ${CLUB_PATH}`]: () => json(club, 200, tag()),
    [`POST ${CLUB_PATH}/members`]: write(
      (current, request) => ({
        ...current,
        members: [
          ...current.members,
          { ...(request.body as Omit<ClubMember, '_id'>), _id: `f${current.members.length}b2c3d4e5f6a1b2c3d4e5f6` },
        ],
      }),
      201,
    ),
    [`PUT ${CLUB_PATH}`]: write((current, request) => ({ ...current, ...(request.body as Partial<Club>), members: current.members })),
  });
  return {
    calls,
    current: () => club,
    /** Another admin's save of the club's district, made without this page knowing. */
    others: (district: string) => {
      club = { ...club, district };
      version += 1;
    },
    /** The next call of `route` is answered with `answer` and changes nothing. */
    refuseNext: (route: string, answer: FakeAnswer) => refusals.set(route, answer),
  };
};

const writes = (calls: FakeRequest[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path} ${call.headers.get('If-Match') ?? '-'}`);

type User = ReturnType<typeof userEvent.setup>;

/** Opens the club's editor from the list, adds a member and moves the club to another district. */
const editAndAddMember = async (user: User) => {
  await user.click(await screen.findByRole('button', { name: `Edit ${CLUB.clubName}` }));
  const form = await screen.findByRole('form', { name: `Edit ${CLUB.clubName}` });
  const district = within(form).getByLabelText(/^District/);
  await user.clear(district);
  await user.type(district, 'Newtown');
  await user.click(within(form).getByRole('button', { name: 'Add Member' }));
  const second = within(form).getByRole('group', { name: 'Member 2' });
  await user.type(within(second).getByLabelText(/^Member name/), 'Ravi Shetty');
  await user.type(within(second).getByLabelText(/^Role/), 'Treasurer');
  return form;
};

test('an edit of several calls (a member added, the district changed) saves, closes with its notice and reads the list again', async () => {
  at('/admin/clubs');
  const server = versionedClub();
  const user = userEvent.setup();
  render(<ClubsAdmin />);
  const form = await editAndAddMember(user);
  const listReads = () => server.calls.filter((call) => call.method === 'GET' && call.path === '/api/associative-club').length;
  const readsBefore = listReads();
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

  expect((await screen.findByText(clubMessages.updated)).closest('[role="status"]')).not.toBeNull();
  expect(screen.queryByRole('form', { name: `Edit ${CLUB.clubName}` })).toBeNull();
  // Each call carries the version the one before it left the club at.
  expect(writes(server.calls)).toEqual([`POST ${CLUB_PATH}/members "1"`, `PUT ${CLUB_PATH} "2"`]);
  expect(server.current()).toMatchObject({ district: 'Newtown', members: [{ memberName: 'Asha Rao' }, { memberName: 'Ravi Shetty' }] });
  expect(listReads()).toBe(readsBefore + 1);
  expect(await screen.findByText(/Ravi Shetty \(Treasurer\)/)).toBeTruthy();
});

test('a club changed by someone else since the editor opened: refused at the first call, nothing written, Reload shows it as it is now', async () => {
  at('/admin/clubs');
  const server = versionedClub();
  const user = userEvent.setup();
  render(<ClubsAdmin />);
  const form = await editAndAddMember(user);
  server.others('Lakeview');
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

  const alert = await within(form).findByRole('alert');
  await within(alert).findByText(staleEditText('editor2', CHANGED_AT));
  expect(writes(server.calls)).toEqual([`POST ${CLUB_PATH}/members "1"`]);
  expect(server.current().members).toHaveLength(1);
  expect(screen.getByRole('form', { name: `Edit ${CLUB.clubName}` })).toBeTruthy();

  await user.click(within(alert).getByRole('button', { name: 'Reload' }));
  await within(form).findByText(RELOADED_TEXT);
  expect(within(form).getByLabelText<HTMLInputElement>(/^District/).value).toBe('Lakeview');
  expect(within(form).queryByRole('group', { name: 'Member 2' })).toBeNull();

  // Made again on the club as it is now, the change goes through.
  await user.click(within(form).getByRole('button', { name: 'Add Member' }));
  const second = within(form).getByRole('group', { name: 'Member 2' });
  await user.type(within(second).getByLabelText(/^Member name/), 'Ravi Shetty');
  await user.type(within(second).getByLabelText(/^Role/), 'Treasurer');
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  await screen.findByText(clubMessages.updated);
  expect(writes(server.calls).slice(1)).toEqual([`POST ${CLUB_PATH}/members "2"`]);
  expect(server.current()).toMatchObject({ district: 'Lakeview', members: [{ memberName: 'Asha Rao' }, { memberName: 'Ravi Shetty' }] });
});

test('a member the server refuses to add keeps the editor open with the update failure text and what was typed', async () => {
  at('/admin/clubs');
  const server = versionedClub();
  server.refuseNext(`POST ${CLUB_PATH}/members`, json({ message: 'x' }, 500));
  const user = userEvent.setup();
  render(<ClubsAdmin />);
  const form = await editAndAddMember(user);
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

  const alert = await within(form).findByRole('alert');
  await within(alert).findByText(clubMessages.updateFailed, { exact: false });
  expect(screen.getByRole('form', { name: `Edit ${CLUB.clubName}` })).toBeTruthy();
  expect(within(form).getByLabelText<HTMLInputElement>(/^District/).value).toBe('Newtown');
  expect(within(within(form).getByRole('group', { name: 'Member 2' })).getByLabelText<HTMLInputElement>(/^Member name/).value).toBe(
    'Ravi Shetty',
  );
  expect(screen.queryByText(clubMessages.updated)).toBeNull();
});

test('a save that fails part way (the member added, the details refused) adds no member twice when saved again', async () => {
  at('/admin/clubs');
  const server = versionedClub();
  server.refuseNext(`PUT ${CLUB_PATH}`, json({ message: 'x' }, 500));
  const user = userEvent.setup();
  render(<ClubsAdmin />);
  const form = await editAndAddMember(user);
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  await within(await within(form).findByRole('alert')).findByText(clubMessages.updateFailed, { exact: false });
  expect(server.current().members.map((member) => member.memberName)).toEqual(['Asha Rao', 'Ravi Shetty']);

  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  await screen.findByText(clubMessages.updated);
  // Only what was left: the details, on the version the member's addition made.
  expect(writes(server.calls)).toEqual([`POST ${CLUB_PATH}/members "1"`, `PUT ${CLUB_PATH} "2"`, `PUT ${CLUB_PATH} "2"`]);
  expect(server.current()).toMatchObject({ district: 'Newtown', members: [{ memberName: 'Asha Rao' }, { memberName: 'Ravi Shetty' }] });
});
