/**
 * Declared routes (netlify/functions/_shared/platform/hono/app.ts) answer as the hand router they
 * replaced always did: each case's status, body and the headers a client reads are written out
 * (ANSWERS), as the hand router answered them. Then what only the declarations do: domain errors
 * mapped in one place, the route table read from the declarations, a write without an audit
 * declaration refused when it is declared, a function's own answer before its routes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { Conflict, Gone, LimitReached, NotFound, Refused, Unavailable } from '#domain/common/errors.ts';
import { requiredText } from '#domain/common/fields.schema.ts';
import { listQuerySchema } from '#domain/common/list-query.schema.ts';
import { json, MAX_BODY_BYTES, type Handler, type RequestContext } from '#shared/platform/http.ts';
import { apiFunction, endpointsOf, serve } from '#shared/platform/hono/app.ts';
import { defaultHook } from '#shared/platform/hono/validation.ts';
import { errorAnswer } from '#shared/platform/errors.ts';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';

const ORIGIN = 'http://localhost:8888';
const ID = '0123456789abcdef01234567';

const noteSchema = z.object({
  title: requiredText('Title', 20),
  count: z.number({ error: 'Count must be a number' }).int('Count must be a whole number').min(1, 'Count must be at least 1'),
  tags: z.array(z.string().max(5, 'A tag is at most 5 characters')).max(3, 'At most 3 tags'),
});

const notes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/notes',
    access: 'public',
    summary: 'Notes.',
    query: listQuerySchema,
    answers: { 200: { description: 'Notes.' } },
  }),
  add: apiRoute({
    method: 'POST',
    path: '/api/notes',
    access: 'public',
    summary: 'Adds.',
    body: noteSchema,
    answers: { 201: { description: 'Added.' } },
  }),
  read: apiRoute({
    method: 'GET',
    path: '/api/notes/:id',
    access: 'public',
    summary: 'One.',
    record: 'Note',
    answers: { 200: { description: 'One.' } },
  }),
  edit: apiRoute({
    method: 'PUT',
    path: '/api/notes/:id',
    access: 'public',
    summary: 'Edits.',
    record: 'Note',
    body: noteSchema,
    answers: { 200: { description: 'Edited.' } },
  }),
};

const NONE = { none: 'a test route changes nothing' };

const declared = serve(
  apiFunction()
    .on(notes.list, {}, async (c) => json(c.req.valid('query')))
    .on(notes.add, { audit: NONE }, async (c) => json(c.req.valid('json'), { status: 201 }))
    .on(notes.read, {}, async (c) => json({ id: c.req.valid('param').id }))
    .on(notes.edit, { audit: NONE }, async (c) => json({ id: c.req.valid('param').id, ...c.req.valid('json') })),
);

const contextFor = (path: string): RequestContext => {
  const match = new URLPattern({ pathname: '/api/notes/:id' }).exec({ pathname: path.split('?')[0] });
  return { params: match ? { id: match.pathname.groups['id'] ?? '' } : {}, ip: '127.0.0.1', waitUntil: () => undefined };
};

interface Case {
  method: string;
  path: string;
  body?: string | Uint8Array;
  headers?: Record<string, string>;
}

const send = async (handler: Handler, { method, path, body, headers = {} }: Case) => {
  const req = new Request(`${ORIGIN}${path}`, {
    method,
    headers: { origin: ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: body as BodyInit }),
  });
  const res = await handler(req, contextFor(path));
  return {
    status: res.status,
    body: await res.text(),
    headers: Object.fromEntries(SEEN_HEADERS.map((name) => [name, res.headers.get(name)])),
  };
};

const good = { title: 'Trials', count: 2, tags: ['a'] };

const CASES: Record<string, Case> = {
  'a valid body': { method: 'POST', path: '/api/notes', body: JSON.stringify(good) },
  'a body with several problems': {
    method: 'POST',
    path: '/api/notes',
    body: JSON.stringify({ title: '', count: 1.5, tags: ['toolong', 'x', 'y', 'z'] }),
  },
  'a body with the same problem twice': {
    method: 'POST',
    path: '/api/notes',
    body: JSON.stringify({ ...good, tags: ['toolong', 'toolong'] }),
  },
  'a body of the wrong type': { method: 'POST', path: '/api/notes', body: '[1, 2]' },
  'a body of null': { method: 'POST', path: '/api/notes', body: 'null' },
  'broken JSON': { method: 'POST', path: '/api/notes', body: '{"title": ' },
  'an empty body': { method: 'POST', path: '/api/notes', body: '' },
  'no content type': { method: 'POST', path: '/api/notes', body: JSON.stringify(good), headers: { 'content-type': '' } },
  'text, not JSON': { method: 'POST', path: '/api/notes', body: 'title=x', headers: { 'content-type': 'text/plain' } },
  'JSON with a charset': {
    method: 'POST',
    path: '/api/notes',
    body: JSON.stringify(good),
    headers: { 'content-type': 'application/json; charset=utf-8' },
  },
  'a body over the limit': { method: 'POST', path: '/api/notes', body: new Uint8Array(MAX_BODY_BYTES + 1).fill(32) },
  'a declared length over the limit': {
    method: 'POST',
    path: '/api/notes',
    body: JSON.stringify(good),
    headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
  },
  'a query': { method: 'GET', path: '/api/notes?page=2&q=trials' },
  'a repeated query parameter (the last one counts)': { method: 'GET', path: '/api/notes?page=2&page=3' },
  'a malformed query': { method: 'GET', path: '/api/notes?page=0&pageSize=NaN' },
  'an id': { method: 'GET', path: `/api/notes/${ID}` },
  'a malformed id': { method: 'GET', path: '/api/notes/..%2Fx' },
  'a too long id': { method: 'GET', path: `/api/notes/${'a'.repeat(65)}` },
  'a malformed id with a bad body': { method: 'PUT', path: '/api/notes/!!', body: 'not json', headers: { 'content-type': 'text/plain' } },
  'an edit with a bad body': { method: 'PUT', path: `/api/notes/${ID}`, body: JSON.stringify({ title: 'x' }) },
  'a method the path does not have': { method: 'DELETE', path: `/api/notes/${ID}` },
  OPTIONS: { method: 'OPTIONS', path: '/api/notes' },
  HEAD: { method: 'HEAD', path: '/api/notes' },
  'PATCH of the list': { method: 'PATCH', path: '/api/notes', body: '{}' },
  'a path the function does not have': { method: 'GET', path: '/api/notes/a/b' },
  'a write from another site': {
    method: 'POST',
    path: '/api/notes',
    body: JSON.stringify(good),
    headers: { origin: 'https://evil.example' },
  },
  'a write without Origin, on no path': { method: 'POST', path: '/api/nothing', body: '{}', headers: { origin: '' } },
  'a delete from another site on a path without DELETE': {
    method: 'DELETE',
    path: '/api/notes',
    headers: { origin: 'https://evil.example' },
  },
};

const SEEN_HEADERS = ['content-type', 'allow', 'cache-control', 'x-content-type-options', 'content-security-policy', 'retry-after', 'etag'];
/** The headers a client reads, each named (null when absent). */
const headersOf = (present: Record<string, string>) => Object.fromEntries(SEEN_HEADERS.map((name) => [name, present[name] ?? null]));

/**
 * What the hand router answered to each case (status, body, headers), byte for byte: the declared
 * routes keep it. An answer to HEAD has no body on the wire; Hono drops it already in the process.
 */
const ANSWERS: Record<string, { status: number; body: string; headers: Record<string, string | null> }> = {
  'a valid body': {
    status: 201,
    body: '{"title":"Trials","count":2,"tags":["a"]}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'a body with several problems': {
    status: 400,
    body: '{"message":"Title is required","errors":["Title is required","Count must be a whole number","At most 3 tags"]}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'a body with the same problem twice': {
    status: 400,
    body: '{"message":"A tag is at most 5 characters","errors":["A tag is at most 5 characters"]}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'a body of the wrong type': {
    status: 400,
    body: '{"message":"Invalid input: expected object, received array","errors":["Invalid input: expected object, received array"]}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'a body of null': {
    status: 400,
    body: '{"message":"Invalid input: expected object, received null","errors":["Invalid input: expected object, received null"]}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'broken JSON': {
    status: 400,
    body: '{"message":"The request body is not valid JSON."}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'an empty body': {
    status: 400,
    body: '{"message":"The request body is not valid JSON."}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'no content type': {
    status: 415,
    body: '{"message":"Send the data as JSON (Content-Type: application/json)."}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'text, not JSON': {
    status: 415,
    body: '{"message":"Send the data as JSON (Content-Type: application/json)."}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'JSON with a charset': {
    status: 201,
    body: '{"title":"Trials","count":2,"tags":["a"]}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'a body over the limit': {
    status: 413,
    body: '{"message":"The request is too large."}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'a declared length over the limit': {
    status: 413,
    body: '{"message":"The request is too large."}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'a query': {
    status: 200,
    body: '{"page":2,"pageSize":24,"q":"trials"}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'a repeated query parameter (the last one counts)': {
    status: 200,
    body: '{"page":3,"pageSize":24,"q":""}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'a malformed query': {
    status: 400,
    body: '{"message":"page must be a whole number from 1 to 100000","errors":["page must be a whole number from 1 to 100000","pageSize must be a whole number from 1 to 100"]}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'an id': {
    status: 200,
    body: '{"id":"0123456789abcdef01234567"}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'a malformed id': {
    status: 404,
    body: '{"message":"Note not found."}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'a too long id': {
    status: 404,
    body: '{"message":"Note not found."}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'a malformed id with a bad body': {
    status: 404,
    body: '{"message":"Note not found."}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'an edit with a bad body': {
    status: 400,
    body: '{"message":"Count must be a number","errors":["Count must be a number","Invalid input: expected array, received undefined"]}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'a method the path does not have': {
    status: 405,
    body: '{"message":"Method DELETE is not allowed here."}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      allow: 'GET, PUT',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  OPTIONS: {
    status: 405,
    body: '{"message":"Method OPTIONS is not allowed here."}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      allow: 'GET, POST',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  HEAD: {
    status: 405,
    body: '',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      allow: 'GET, POST',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'PATCH of the list': {
    status: 405,
    body: '{"message":"Method PATCH is not allowed here."}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      allow: 'GET, POST',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'a path the function does not have': {
    status: 404,
    body: '{"message":"Not found."}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'a write from another site': {
    status: 403,
    body: '{"message":"This request must come from the site itself."}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'a write without Origin, on no path': {
    status: 403,
    body: '{"message":"This request must come from the site itself."}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
  'a delete from another site on a path without DELETE': {
    status: 403,
    body: '{"message":"This request must come from the site itself."}',
    headers: headersOf({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    }),
  },
};

describe('a declared route answers as the hand router did', () => {
  for (const [name, testCase] of Object.entries(CASES)) {
    it(name, async () => {
      expect(await send(declared, testCase)).toEqual(ANSWERS[name]);
    });
  }

  it('refuses input with the first problem in plain words and every problem once in `errors`', async () => {
    const answer = await send(declared, CASES['a body with several problems'] as Case);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'Title is required',
      errors: ['Title is required', 'Count must be a whole number', 'At most 3 tags'],
    });
  });
});

describe('defaultHook', () => {
  it('gives a zod failure in an OpenAPIHono route the same 400 as readJson', async () => {
    const app = new OpenAPIHono({ defaultHook });
    app.onError((error, c) => errorAnswer(c.req.raw, error));
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/notes',
        request: { body: { required: true, content: { 'application/json': { schema: noteSchema } } } },
        responses: { 201: { description: 'Added.' } },
      }),
      (c) => c.json(c.req.valid('json'), 201),
    );
    const refused = CASES['a body with several problems'] as Case;
    const viaHook = await send((req) => Promise.resolve(app.fetch(req)), refused);
    expect(viaHook.status).toBe(400);
    expect(viaHook.body).toBe(ANSWERS['a body with several problems']?.body);
  });
});

describe('domain errors', () => {
  afterEach(() => vi.restoreAllMocks());

  const thrower = (error: unknown) =>
    serve(
      apiFunction().on(
        apiRoute({ method: 'GET', path: '/api/fails', access: 'public', summary: 'Fails.', answers: { 200: { description: 'Never.' } } }),
        {},
        async () => {
          throw error;
        },
      ),
    );

  it.each([
    [new NotFound('Skater'), 404, 'Skater not found.'],
    [new Conflict('Already approved.'), 409, 'Already approved.'],
    [new Refused('Entries are closed.'), 400, 'Entries are closed.'],
    [new Gone('This link has expired.'), 410, 'This link has expired.'],
    [new LimitReached('Too many tries. Wait a minute.', 60), 429, 'Too many tries. Wait a minute.'],
    [new Unavailable('Busy. Try again.', 2), 503, 'Busy. Try again.'],
  ])('%s becomes its status, with its message', async (error, status, message) => {
    const answer = await send(thrower(error), { method: 'GET', path: '/api/fails' });
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body)).toEqual({ message });
    expect(answer.headers['retry-after']).toBe(error.retryAfterSeconds === undefined ? null : String(error.retryAfterSeconds));
  });

  it('answers anything else with a 500 that says nothing of the request, and logs the route', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await send(thrower(new Error('disk on fire')), { method: 'GET', path: '/api/fails' });
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(logged).toHaveBeenCalledWith('[api] GET /api/fails failed:', 'disk on fire');
  });
});

describe('the route table', () => {
  it('lists each declared route with its path, method, access and audit', () => {
    const rows = endpointsOf(declared).map(({ path, method, access, audit }) => ({ path, method, access, audit }));
    expect(rows).toEqual([
      { path: '/api/notes', method: 'GET', access: 'public', audit: undefined },
      { path: '/api/notes', method: 'POST', access: 'public', audit: NONE },
      { path: '/api/notes/:id', method: 'GET', access: 'public', audit: undefined },
      { path: '/api/notes/:id', method: 'PUT', access: 'public', audit: NONE },
    ]);
  });

  it('refuses to declare a write that says nothing of its audit', () => {
    const write = apiRoute({
      method: 'DELETE',
      path: '/api/notes/:id',
      access: 'editor',
      summary: 'Deletes.',
      answers: { 200: { description: 'Gone.' } },
    });
    expect(() => apiFunction().on(write, {}, async () => json({}))).toThrow('DELETE /api/notes/:id declares no audit');
  });
});

describe('path parameters other than :id', () => {
  const part = apiRoute({
    method: 'GET',
    path: '/api/notes/:id/parts/:partId',
    access: 'public',
    summary: 'One part of a note.',
    record: 'Note',
    params: { partId: 'Part' },
    answers: { 200: { description: 'The part.' } },
  });
  const byCode = apiRoute({
    method: 'GET',
    path: '/api/codes/:code',
    access: 'public',
    summary: 'A code, as written.',
    answers: { 200: { description: 'The code.' } },
  });
  const all = apiRoute({
    method: 'POST',
    path: '/api/codes/all',
    access: 'public',
    summary: 'Every code.',
    answers: { 200: { description: 'Done.' } },
  });
  const declaredParts = serve(
    apiFunction()
      .on(all, { audit: NONE }, async () => json({ all: true }))
      .on(part, {}, async (c) => {
        const { id, partId } = c.req.valid('param');
        return json({ id, partId });
      })
      .on(byCode, {}, async (c) => json({ code: c.req.valid('param').code })),
  );
  const paramsOf = (path: string): Record<string, string> => {
    for (const pattern of ['/api/codes/all', '/api/notes/:id/parts/:partId', '/api/codes/:code']) {
      const match = new URLPattern({ pathname: pattern }).exec({ pathname: path });
      if (match) return match.pathname.groups as Record<string, string>;
    }
    return {};
  };
  const call = async (handler: Handler, path: string) => {
    const res = await handler(new Request(`${ORIGIN}${path}`), { params: paramsOf(path), ip: '127.0.0.1', waitUntil: () => undefined });
    return { status: res.status, body: await res.text(), allow: res.headers.get('allow') };
  };

  it.each([
    ['both ids', `/api/notes/${ID}/parts/${ID.replace('0', 'f')}`, 200, { id: ID, partId: ID.replace('0', 'f') }],
    ["the first id malformed: the note's 404", '/api/notes/!!/parts/!!', 404, { message: 'Note not found.' }],
    ["the second id malformed: the part's 404", `/api/notes/${ID}/parts/${'a'.repeat(65)}`, 404, { message: 'Part not found.' }],
    ['a parameter no declaration checks, as written', '/api/codes/AB12.pdf', 200, { code: 'AB12.pdf' }],
    // The literal path was declared first: its methods, not the parameter's route.
    ['a literal path that a parameter would also match', '/api/codes/all', 405, { message: 'Method GET is not allowed here.' }],
  ])('%s', async (_name, path, status, body) => {
    const after = await call(declaredParts, path);
    expect(after.status).toBe(status);
    expect(JSON.parse(after.body)).toEqual(body);
    expect(after.allow).toBe(status === 405 ? 'POST' : null);
  });
});

describe('paths beside an id, and a second id', () => {
  const things = {
    names: apiRoute({
      method: 'GET',
      path: '/api/things/names',
      access: 'public',
      summary: 'Names.',
      answers: { 200: { description: 'Names.' } },
    }),
    read: apiRoute({
      method: 'GET',
      path: '/api/things/:id',
      access: 'public',
      summary: 'One.',
      record: 'Thing',
      answers: { 200: { description: 'One.' } },
    }),
    remove: apiRoute({
      method: 'DELETE',
      path: '/api/things/:id',
      access: 'public',
      summary: 'Deletes.',
      record: 'Thing',
      answers: { 200: { description: 'Deleted.' } },
    }),
    part: apiRoute({
      method: 'GET',
      path: '/api/things/:id/parts/:partId',
      access: 'public',
      summary: 'A part.',
      record: 'Thing',
      params: { partId: 'Part' },
      answers: { 200: { description: 'A part.' } },
    }),
  };
  const PART = 'abcdefabcdefabcdefabcdef';
  const declaredThings = serve(
    apiFunction()
      .on(things.names, {}, async () => json({ names: [] }))
      .on(things.read, {}, async (c) => json({ id: c.req.valid('param').id }))
      .on(things.remove, { audit: NONE }, async (c) => json({ id: c.req.valid('param').id }))
      .on(things.part, {}, async (c) => json(c.req.valid('param'))),
  );
  /** Netlify's params: those of the most specific configured path. */
  const thingContext = (path: string): RequestContext => {
    for (const pathname of ['/api/things/names', '/api/things/:id/parts/:partId', '/api/things/:id']) {
      const match = new URLPattern({ pathname }).exec({ pathname: path });
      if (match) return { params: match.pathname.groups as Record<string, string>, ip: '127.0.0.1', waitUntil: () => undefined };
    }
    return { params: {}, ip: '127.0.0.1', waitUntil: () => undefined };
  };
  const sendThing = async (handler: Handler, method: string, path: string) => {
    const res = await handler(new Request(`${ORIGIN}${path}`, { method, headers: { origin: ORIGIN } }), thingContext(path));
    return { status: res.status, body: await res.text(), allow: res.headers.get('allow') };
  };

  it.each([
    ['GET', '/api/things/names', { status: 200, body: '{"names":[]}', allow: null }],
    ['DELETE', '/api/things/names', { status: 405, body: '{"message":"Method DELETE is not allowed here."}', allow: 'GET' }],
    ['PUT', '/api/things/names', { status: 405, body: '{"message":"Method PUT is not allowed here."}', allow: 'GET' }],
    ['GET', `/api/things/${ID}`, { status: 200, body: '{"id":"0123456789abcdef01234567"}', allow: null }],
    ['PUT', `/api/things/${ID}`, { status: 405, body: '{"message":"Method PUT is not allowed here."}', allow: 'GET, DELETE' }],
    [
      'GET',
      `/api/things/${ID}/parts/${PART}`,
      { status: 200, body: '{"id":"0123456789abcdef01234567","partId":"abcdefabcdefabcdefabcdef"}', allow: null },
    ],
    [
      'GET',
      `/api/things/${ID}/parts/not-an-id`,
      { status: 200, body: '{"id":"0123456789abcdef01234567","partId":"not-an-id"}', allow: null },
    ],
    [
      'GET',
      `/api/things/not-an-id/parts/${PART}`,
      { status: 200, body: '{"id":"not-an-id","partId":"abcdefabcdefabcdefabcdef"}', allow: null },
    ],
    ['DELETE', `/api/things/${ID}/parts/${PART}`, { status: 405, body: '{"message":"Method DELETE is not allowed here."}', allow: 'GET' }],
  ] as const)('%s %s answers as the hand router did', async (method, path, answer) => {
    expect(await sendThing(declaredThings, method, path)).toEqual(answer);
  });

  it('checks each id the declaration names, with its own 404', async () => {
    expect(await sendThing(declaredThings, 'GET', `/api/things/${ID}/parts/!!`)).toMatchObject({
      status: 404,
      body: '{"message":"Part not found."}',
    });
    expect(JSON.parse((await sendThing(declaredThings, 'GET', `/api/things/${ID}/parts/${PART}`)).body)).toEqual({ id: ID, partId: PART });
  });

  it('answers a method the word path lacks with its own Allow, not as an id of the other path', async () => {
    expect(await sendThing(declaredThings, 'DELETE', '/api/things/names')).toMatchObject({ status: 405, allow: 'GET' });
  });

  it('refuses to declare a word path after the parameter that would take it', () => {
    const fn = apiFunction().on(things.read, {}, async () => json({}));
    expect(() => fn.on(things.names, {}, async () => json({}))).toThrow(
      'GET /api/things/names is declared after /api/things/:id, which would take it: declare it first',
    );
  });
});

describe("a function's own answer before its routes (`before`)", () => {
  const page = apiRoute({
    method: 'GET',
    path: '/api/page',
    access: 'public',
    summary: 'A page.',
    answers: { 200: { description: 'It.' } },
  });
  const withBefore = serve(
    apiFunction({
      before: (req) => (new URL(req.url).searchParams.has('gone') ? new Response('gone', { status: 404 }) : undefined),
    }).on(page, {}, async () => json({ page: true })),
  );
  const ask = async (method: string, path: string, origin = ORIGIN) => {
    const res = await withBefore(new Request(`${ORIGIN}${path}`, { method, headers: { origin } }), {
      params: {},
      ip: '127.0.0.1',
      waitUntil: () => undefined,
    });
    return { status: res.status, body: await res.text(), allow: res.headers.get('allow') };
  };

  it('answers in place of the 405 of a method the path lacks', async () => {
    expect(await ask('POST', '/api/page?gone')).toEqual({ status: 404, body: 'gone', allow: null });
  });

  it('comes after the same-origin rule', async () => {
    expect(await ask('POST', '/api/page?gone', 'https://evil.example')).toMatchObject({ status: 403 });
  });

  it('leaves the routes to answer when it answers nothing', async () => {
    expect(await ask('GET', '/api/page')).toMatchObject({ status: 200, body: '{"page":true}' });
    expect(await ask('POST', '/api/page')).toMatchObject({ status: 405, allow: 'GET' });
  });
});
