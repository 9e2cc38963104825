/** POST /api/breaking-news: the ticker's text and the link it may carry. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectRejected, startSignedIn } from './support/fixtures.ts';
import { jsonOf, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;

beforeAll(async () => ({ api, cookie } = await startSignedIn()));
afterAll(() => api.stop());

const post = (body: Record<string, unknown>) => api.call('POST', '/api/breaking-news', { body, cookie });

describe('POST /api/breaking-news', () => {
  test.each(['/events/abc123', 'https://example.org/entries', ''])('keeps the link %j, and GET answers it', async (link) => {
    expect((await post({ content: 'Entries close on Friday', link })).status).toBe(200);
    expect(await jsonOf(await api.call('GET', '/api/breaking-news'))).toEqual({ content: 'Entries close on Friday', link });
  });

  test('a text without a link is plain text (link empty)', async () => {
    expect((await post({ content: 'Rink closed on Sunday' })).status).toBe(200);
    expect(await jsonOf(await api.call('GET', '/api/breaking-news'))).toEqual({ content: 'Rink closed on Sunday', link: '' });
  });

  test.each(['//evil.example/x', 'javascript:alert(1)', 'http://example.org', 'events', 'https://', '/a b'])(
    '400 for the link %j; nothing changes',
    async (link) => {
      expect((await post({ content: 'Before', link: '/events' })).status).toBe(200);
      await expectRejected(
        api,
        { method: 'POST', path: '/api/breaking-news', body: { content: 'After', link }, cookie },
        400,
        'Link must be an https:// address or a path on this site starting with /',
      );
      expect(await jsonOf(await api.call('GET', '/api/breaking-news'))).toEqual({ content: 'Before', link: '/events' });
    },
  );
});
