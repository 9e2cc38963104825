/**
 * Control characters (NUL, escape, DEL and the like) are refused in every text field with a 400 that
 * names the field; newline and tab stay allowed where text may run over lines, and a Windows line
 * end is kept as a newline. Nothing is stored by a refused request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionsOfEveryRole } from './support/accounts.ts';
import { clubBody, contactBody, newsBody } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';

let api: Api;
let sessions: Awaited<ReturnType<typeof sessionsOfEveryRole>>;
beforeAll(async () => {
  api = await startApi();
  sessions = await sessionsOfEveryRole(api);
}, 120_000);
afterAll(async () => {
  await api.stop();
});

const refused = async (res: Response, message: string) => {
  expect(res.status, await res.clone().text()).toBe(400);
  expect((await jsonOf<{ errors?: string[] }>(res)).errors).toContain(message);
};

describe('a control character in a text field', () => {
  it.each([
    ['NUL', '\u0000'],
    ['escape', '\u001b'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
    ['a carriage return alone', '\r'],
  ])("is refused in an account's name (%s), and no account is added", async (_label, control) => {
    const before = await api.snapshot();
    await refused(
      await api.call('POST', '/api/accounts', {
        cookie: sessions.owner,
        body: { name: `Nita${control}Owner`, email: 'nita@example.org', role: 'editor' },
      }),
      'Name must not contain control characters',
    );
    expect(await api.snapshot()).toEqual(before);
  });

  it("is refused in a club's name, its members and its e-mail, and no club is added", async () => {
    const before = await api.snapshot();
    await refused(
      await api.call('POST', '/api/associative-club', { cookie: sessions.editor, body: clubBody({ clubName: 'Riverside\u0000Academy' }) }),
      'Club name must not contain control characters',
    );
    await refused(
      await api.call('POST', '/api/associative-club', {
        cookie: sessions.editor,
        body: clubBody({ members: [{ memberName: 'Farah\u0007Khan', role: 'President' }] }),
      }),
      'Member name must not contain control characters',
    );
    await refused(
      await api.call('POST', '/api/associative-club', {
        cookie: sessions.editor,
        body: clubBody({ contactEmail: 'club\u0000@example.org' }),
      }),
      'Contact e-mail must not contain control characters',
    );
    expect(await api.snapshot()).toEqual(before);
  });

  it('is refused in a public message, while newlines and tabs are kept', async () => {
    const before = await api.snapshot();
    await refused(
      await api.call('POST', '/api/contact', { body: contactBody({ content: 'Hello\u0000there' }), ip: '192.0.2.90' }),
      'Message must not contain control characters',
    );
    expect(await api.snapshot()).toEqual(before);

    const res = await api.call('POST', '/api/news', {
      cookie: sessions.editor,
      body: newsBody({ title: 'Lines kept', description: 'First line\r\nSecond\tline\nThird' }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await jsonOf<{ description: string }>(res)).description).toBe('First line\nSecond\tline\nThird');
  });
});
