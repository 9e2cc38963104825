/**
 * Updates and gallery images carry their version like every other admin edit: the admin list
 * gives each item its `version`, an edit or a delete sends it as If-Match, a save on a version
 * someone has saved past is refused with who and when, and its Reload reads the item at its own
 * address (with the version that then saves).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import UpdatesAdmin from '../../src/components/admin/content/UpdatesAdmin';
import GalleryAdmin from '../../src/components/admin/content/GalleryAdmin';
import { RELOADED_TEXT, staleEditText } from '../../src/domain/common/versions';
import { updateMessages } from '../../src/domain/content/update';
import { galleryMessages } from '../../src/domain/content/gallery';
import { at } from './support/page';
import { fakeApi, json, listPage, type FakeRequest } from './support/fake-api';

afterEach(cleanup);

const CHANGED_AT = '2031-02-03T04:05:06.000Z';

/** One record on a server that versions it as the real one does; `others` is a save by another admin. */
const versioned = <T extends { _id: string }>(list: string, initial: T, writeMethod: 'PUT' | 'PATCH') => {
  let record = initial;
  let version = 3;
  const path = `${list}/${record._id}`;
  const tag = () => ({ ETag: `"${version}"` });
  const stale = (request: FakeRequest) => {
    const ifMatch = request.headers.get('If-Match');
    return ifMatch !== `"${version}"` ? json({ message: staleEditText('Esha Editor', CHANGED_AT) }, 409, tag()) : undefined;
  };
  const { calls } = fakeApi({
    [`GET ${list}`]: (request) =>
      listPage([{ ...record, ...(request.search.get('versions') === '1' ? { version: String(version) } : {}) }]),
    [`GET ${path}`]: () => json(record, 200, tag()),
    [`${writeMethod} ${path}`]: (request) => {
      const refused = stale(request);
      if (refused) return refused;
      record = { ...record, ...(request.body as Partial<T>) };
      version += 1;
      return json(record, 200, tag());
    },
    [`DELETE ${path}`]: (request) => stale(request) ?? json({ message: 'deleted' }),
  });
  return {
    calls,
    others: (change: Partial<T>) => {
      record = { ...record, ...change };
      version += 1;
    },
    sent: (method: string) =>
      calls.filter((call) => call.method === method && call.path === path).map((call) => call.headers.get('If-Match')),
  };
};

test('an update edited on a version someone saved past is refused; Reload reads it at its address and the next save goes through', async () => {
  at('/admin/updates');
  const server = versioned('/api/updates', { _id: 'a1a2c3d4e5f6a1b2c3d4e5f6', text: 'Rink closed Sunday', createdAt: CHANGED_AT }, 'PUT');
  const user = userEvent.setup();
  render(<UpdatesAdmin />);
  await user.click(await screen.findByRole('button', { name: /^Edit/ }));
  expect(server.calls.find((call) => call.path === '/api/updates')?.search.get('versions')).toBe('1');
  const form = await screen.findByRole('form', { name: updateMessages.editHeading });
  server.others({ text: 'Rink closed Saturday' });
  const text = within(form).getByLabelText(/^Update text/);
  await user.clear(text);
  await user.type(text, 'Rink closed all week');
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  const alert = await within(form).findByRole('alert');
  expect(alert.textContent).toContain(staleEditText('Esha Editor', CHANGED_AT));
  expect(server.sent('PUT')).toEqual(['"3"']);

  await user.click(within(alert).getByRole('button', { name: 'Reload' }));
  expect(await within(form).findByText(RELOADED_TEXT)).toBeTruthy();
  expect(within(form).getByLabelText<HTMLInputElement>(/^Update text/).value).toBe('Rink closed Saturday');
  await user.clear(within(form).getByLabelText(/^Update text/));
  await user.type(within(form).getByLabelText(/^Update text/), 'Rink closed all week');
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText(updateMessages.updated)).toBeTruthy();
  expect(server.sent('PUT')).toEqual(['"3"', '"4"']);
});

test('a gallery caption saved on a version someone saved past is refused; Reload reads the image and the next save goes through', async () => {
  at('/admin/gallery');
  const image = {
    _id: 'b1a2c3d4e5f6a1b2c3d4e5f6',
    url: '/api/images/x.png',
    alt: 'Skaters',
    caption: 'Old caption',
    createdAt: CHANGED_AT,
  };
  const server = versioned('/api/gallery', image, 'PATCH');
  const user = userEvent.setup();
  render(<GalleryAdmin />);
  await user.click(await screen.findByRole('button', { name: /^Edit/ }));
  const form = await screen.findByRole('form', { name: galleryMessages.editHeading });
  server.others({ caption: 'Their caption' });
  const caption = within(form).getByLabelText(galleryMessages.captionLabel, { exact: false });
  await user.clear(caption);
  await user.type(caption, 'My caption');
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  const alert = await within(form).findByRole('alert');
  expect(alert.textContent).toContain(staleEditText('Esha Editor', CHANGED_AT));
  expect(server.sent('PATCH')).toEqual(['"3"']);

  await user.click(within(alert).getByRole('button', { name: 'Reload' }));
  expect(await within(form).findByText(RELOADED_TEXT)).toBeTruthy();
  const reloaded = within(form).getByLabelText<HTMLInputElement>(galleryMessages.captionLabel, { exact: false });
  expect(reloaded.value).toBe('Their caption');
  await user.clear(reloaded);
  await user.type(reloaded, 'My caption');
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText(galleryMessages.updated)).toBeTruthy();
  expect(server.sent('PATCH')).toEqual(['"3"', '"4"']);
});

test('deleting an update sends the version the list gave it', async () => {
  at('/admin/updates');
  const server = versioned('/api/updates', { _id: 'c1a2c3d4e5f6a1b2c3d4e5f6', text: 'Old news', createdAt: CHANGED_AT }, 'PUT');
  const user = userEvent.setup();
  render(<UpdatesAdmin />);
  await user.click(await screen.findByRole('button', { name: /^Delete/ }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Delete/ }));
  expect(await screen.findByText(updateMessages.deleted)).toBeTruthy();
  expect(server.sent('DELETE')).toEqual(['"3"']);
});
