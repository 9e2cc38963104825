/**
 * 'Send Messages to Skaters' in the states the real mail server is not made to produce: the outbox
 * (no SMTP configured), the server's own failure message and the fallback text, a partial send that
 * keeps only the failed recipient selected, nothing delivered with each address's reason, and a
 * recipient list that cannot be read. Real sending over SMTP stays in tests/e2e/admin-message.spec.ts.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import MessageAdmin from '../../src/components/admin/messages/MessageAdmin';
import { bulkMessageTexts } from '../../src/domain/messages/bulk-message';
import { at } from './support/page';
import { fakeApi, json, type FakeAnswer } from './support/fake-api';

afterEach(cleanup);

const SKATERS = [
  { _id: 'a1b2c3d4e5f6a1b2c3d4e5f1', name: 'Asha Rao', email: 'asha@example.com' },
  { _id: 'a1b2c3d4e5f6a1b2c3d4e5f2', name: 'Kabir Gupta', email: 'kabir@example.com' },
].map((skater) => ({
  ...skater,
  status: 'approved',
  season: '2031-32',
  representativeClub: 'Lakeside Wheels',
  eventCategory: 'Speed Quad',
  ageCategory: 'Under 12',
}));

const recipients = (fails = false): Record<string, FakeAnswer | (() => FakeAnswer)> => ({
  'GET /api/skaterprofiles': () => (fails ? json({ message: 'x' }, 500) : json({ profiles: SKATERS }, 200, { 'x-total-count': '2' })),
  'GET /api/skaterprofiles/clubs': json({ clubs: [{ name: 'Lakeside Wheels', count: 2 }] }),
});

/** Answers each send with the next of `answers`. */
const inTurn =
  (...answers: Response[]) =>
  (): Response =>
    answers.shift() ?? json({ message: 'no more answers in this test' }, 500);

const write = async (user: ReturnType<typeof userEvent.setup>, names: string[]) => {
  for (const name of names) await user.click(await screen.findByRole('checkbox', { name: new RegExp(name) }));
  await user.type(screen.getByLabelText(/^Subject/), 'Hello');
  await user.type(screen.getByLabelText(/^Message/), 'Body');
};

const send = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Send Messages' }));

test('without SMTP the letters go to the outbox, and the result says so', async () => {
  at('/admin/send-messages');
  fakeApi({ ...recipients(), 'POST /api/send': json({ message: bulkMessageTexts.outboxNotice, sent: 1, failed: [], outbox: true }) });
  const user = userEvent.setup();
  render(<MessageAdmin />);
  await write(user, ['Asha Rao']);
  await send(user);
  const notice = (await screen.findByText(bulkMessageTexts.sent)).closest('[role="status"]');
  expect(notice?.textContent).toContain('Sent: 1. Failed: 0.');
  expect(notice?.textContent).toContain(bulkMessageTexts.outboxNotice);
});

test("failures: the server's message, the fallback text, a partial send keeping the failed recipient selected, and nothing delivered with its reasons", async () => {
  at('/admin/send-messages');
  const kabir = SKATERS[1]?.email ?? '';
  const { calls } = fakeApi({
    ...recipients(),
    'POST /api/send': inTurn(
      json({ message: 'Mail server unavailable' }, 500),
      new Response('oops', { status: 500 }),
      json({ message: '1 message sent; 1 failed.', sent: 1, failed: [{ email: kabir, reason: 'Mailbox full' }], outbox: false }),
      json({ message: bulkMessageTexts.failed, sent: 0, failed: [{ email: kabir, reason: 'Connection refused' }], outbox: false }, 502),
    ),
  });
  const user = userEvent.setup();
  render(<MessageAdmin />);
  await write(user, ['Asha Rao', 'Kabir Gupta']);
  const alert = () => screen.findByText((_, element) => element?.getAttribute('role') === 'alert' && element.textContent !== '');

  await send(user);
  expect((await alert()).textContent).toContain('Mail server unavailable');
  await send(user);
  expect((await screen.findByText(bulkMessageTexts.failed, { exact: false })).closest('[role="alert"]')).not.toBeNull();

  await send(user);
  const status = (await screen.findByText('Sent 1 of 2 messages.', { exact: false })).closest('[role="status"]');
  if (!(status instanceof HTMLElement)) throw new Error('no status notice');
  expect(status.textContent).toContain('Sent: 1. Failed: 1.');
  expect(within(status).getByText(`${kabir}: Mailbox full`)).toBeTruthy();
  // Only the failed recipient stays selected, ready to try again.
  expect(screen.getByText('1 recipient selected')).toBeTruthy();
  expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({ selectedUsers: ['asha@example.com', kabir] });

  await send(user);
  expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({ selectedUsers: [kabir] });
  expect((await screen.findByText(`${kabir}: Connection refused`)).closest('[role="alert"]')?.textContent).toContain(
    bulkMessageTexts.failed,
  );
});

test('a recipient list that cannot be read shows the original text', async () => {
  at('/admin/send-messages');
  fakeApi(recipients(true));
  render(<MessageAdmin />);
  expect((await screen.findByText(bulkMessageTexts.fetchUsersFailed)).closest('[role="alert"]')).not.toBeNull();
});
