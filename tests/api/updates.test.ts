import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Update } from '../../src/domain/content/update.schema.ts';
import {
  expectDeleteRefusals,
  expectEditRefusals,
  expectJsonWriteRefusals,
  expectRejected,
  startSignedIn,
  text,
} from './support/fixtures.ts';
import { jsonOf, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;

beforeAll(async () => ({ api, cookie } = await startSignedIn()));
afterAll(() => api.stop());

const create = async (body: unknown = { text: 'Rink closed on Sunday' }): Promise<Update> => {
  const res = await api.call('POST', '/api/updates', { body, cookie });
  expect(res.status).toBe(201);
  return jsonOf<Update>(res);
};

const invalidBodies: [string, Record<string, unknown>, string][] = [
  ['text missing', {}, 'Update text cannot be empty.'],
  ['text blank', { text: ' \n\t ' }, 'Update text cannot be empty.'],
  ['text over 50', { text: text(51) }, 'Update text must be at most 50 characters'],
  ['text not text', { text: { a: 1 } }, 'Update text must be text'],
];

describe('POST /api/updates', () => {
  test('stores the trimmed text and drops unknown fields', async () => {
    const record = await create({ text: `  ${text(50)}  `, _id: 'chosen-by-client', admin: true });
    expect(record.text).toBe(text(50));
    expect(record._id).not.toBe('chosen-by-client');
    expect(Object.keys(record).sort()).toEqual(['_id', 'createdAt', 'text']);
    const list = await jsonOf<Update[]>(await api.call('GET', '/api/updates'));
    expect(list.find((item) => item._id === record._id)).toEqual(record);
  });

  test.each(invalidBodies)('400 when %s', async (_name, body, message) => {
    await expectRejected(api, { method: 'POST', path: '/api/updates', body, cookie }, 400, message);
  });

  test('400 for malformed JSON, 415 for plain text', async () => {
    await expectJsonWriteRefusals(api, cookie, '/api/updates', {
      malformed: '{text:',
      foreign: { rawBody: 'hello', contentType: 'text/plain' },
    });
  });

  test('many simultaneous additions are all kept', async () => {
    const texts = Array.from({ length: 20 }, (_, index) => `Parallel update ${index}`);
    const answers = await Promise.all(texts.map((value) => api.call('POST', '/api/updates', { body: { text: value }, cookie })));
    expect(answers.map((res) => res.status)).toEqual(texts.map(() => 201));
    const stored = (await jsonOf<Update[]>(await api.call('GET', '/api/updates'))).map((item) => item.text);
    for (const value of texts) expect(stored).toContain(value);
  });
});

describe('GET /api/updates', () => {
  test('answers an array, newest first, publicly', async () => {
    const first = await create({ text: 'first' });
    const second = await create({ text: 'second' });
    const res = await api.call('GET', '/api/updates');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const ids = (await jsonOf<Update[]>(res)).map((item) => item._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
  });
});

describe('DELETE /api/updates/{id}', () => {
  test('removes the update', async () => {
    const record = await create();
    const res = await api.call('DELETE', `/api/updates/${record._id}`, { cookie });
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).message).toBe('Update deleted successfully!');
    const list = await jsonOf<Update[]>(await api.call('GET', '/api/updates'));
    expect(list.some((item) => item._id === record._id)).toBe(false);
  });

  test('404 for unknown or malformed ids', async () => {
    await expectDeleteRefusals(api, cookie, '/api/updates', 'Update not found.');
  });
});

describe('PUT /api/updates/{id}', () => {
  test('changes the text in place, keeping its id, creation time and place in the list', async () => {
    const record = await create({ text: 'Rink closed on Sundy' });
    const newer = await create({ text: 'Newer update' });
    const res = await api.call('PUT', `/api/updates/${record._id}`, { body: { text: ' Rink closed on Sunday ', _id: 'x' }, cookie });
    expect(res.status).toBe(200);
    const updated = await jsonOf<Update>(res);
    expect(updated).toEqual({ ...record, text: 'Rink closed on Sunday' });
    const list = await jsonOf<Update[]>(await api.call('GET', '/api/updates'));
    const ids = list.map((item) => item._id);
    expect(list.find((item) => item._id === record._id)).toEqual(updated);
    expect(ids.filter((id) => id === record._id)).toHaveLength(1);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(record._id));
  });

  test.each(invalidBodies)('400 when %s, nothing changed', async (_name, body, message) => {
    const record = await create();
    await expectRejected(api, { method: 'PUT', path: `/api/updates/${record._id}`, body, cookie }, 400, message);
  });

  test('404 for unknown or malformed ids, 400 and 415 for bodies that are not JSON', async () => {
    const record = await create();
    await expectEditRefusals(api, cookie, {
      base: '/api/updates',
      existingId: record._id,
      valid: { text: 'Corrected' },
      notFound: 'Update not found.',
    });
  });
});

describe('versions of updates', () => {
  test('the admin list gives each update its version, which its own address answers as ETag', async () => {
    const record = await create({ text: 'Versioned update' });
    const listed = await jsonOf<(Update & { version?: string })[]>(
      await api.call('GET', '/api/updates?versions=1&pageSize=100', { cookie }),
    );
    const version = listed.find((item) => item._id === record._id)?.version;
    expect(version).toMatch(/^\d+$/);
    const one = await api.call('GET', `/api/updates/${record._id}`);
    expect(one.status).toBe(200);
    expect(one.headers.get('etag')).toBe(`"${version}"`);
    expect(await jsonOf<Update>(one)).toEqual(record);
    // Visitors' list stays without versions.
    const visitors = await jsonOf<(Update & { version?: string })[]>(await api.call('GET', '/api/updates?versions=1&pageSize=100'));
    expect(visitors.find((item) => item._id === record._id)?.version).toBeUndefined();
    expect((await api.call('GET', '/api/updates/a1b2c3d4e5f6a1b2c3d4e5f6')).status).toBe(404);
  });

  test('an edit on a version someone has saved past is refused with who and when; the reload gives the version that saves', async () => {
    const record = await create({ text: 'Opened by two' });
    const opened = (await api.call('GET', `/api/updates/${record._id}`)).headers.get('etag') ?? '';
    const first = await api.call('PUT', `/api/updates/${record._id}`, {
      body: { text: 'First save' },
      cookie,
      headers: { 'if-match': opened },
    });
    expect(first.status).toBe(200);
    const stale = await api.call('PUT', `/api/updates/${record._id}`, {
      body: { text: 'Second save' },
      cookie,
      headers: { 'if-match': opened },
    });
    expect(stale.status).toBe(409);
    expect((await jsonOf<{ message: string }>(stale)).message).toMatch(/^This item was changed by .+\. Reload to see the change\.$/);
    const reloaded = await api.call('GET', `/api/updates/${record._id}`);
    expect((await jsonOf<Update>(reloaded)).text).toBe('First save');
    const again = await api.call('PUT', `/api/updates/${record._id}`, {
      body: { text: 'Second save' },
      cookie,
      headers: { 'if-match': reloaded.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(200);
    const staleDelete = await api.call('DELETE', `/api/updates/${record._id}`, { cookie, headers: { 'if-match': opened } });
    expect(staleDelete.status).toBe(409);
  });
});
