/**
 * Declared routes beyond `:id`: a path parameter of another name (a stored file's key) is handed to
 * the handler as written, while `:id` is still checked; a handler's own answer (bytes, a 304 with no
 * body, a cookie) goes out as it made it, exactly as the hand router sent it (written out below); the OpenAPI document
 * names each parameter. A route's own `allow` check runs after its access and before its body is
 * read.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
// First: it gives zod the `.openapi()` the document needs, which schemas made before it lack.
import { openApiDocument } from '#shared/platform/hono/openapi.ts';
import { apiRoute } from '#domain/common/api-route.ts';
import { binary, HttpError, json, notFound, type Handler, type RequestContext } from '#shared/platform/http.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';

const ORIGIN = 'http://localhost:8888';
const ID = '0123456789abcdef01234567';
const BYTES = new Uint8Array([0, 1, 2, 250, 251, 255]);

const files = {
  file: apiRoute({
    method: 'GET',
    path: '/api/files/:key',
    access: 'public',
    summary: 'A file.',
    record: 'File',
    answers: { 200: { description: 'Its bytes.' }, 304: { description: 'Unchanged.' } },
  }),
  part: apiRoute({
    method: 'GET',
    path: '/api/files/:id/parts/:key',
    access: 'public',
    summary: 'A part of a file.',
    record: 'File',
    answers: { 200: { description: 'The id and the key.' } },
  }),
};

/** The handler's answer: bytes, a 304 when asked with the file's ETag, 404 for an unknown key, a cookie. */
const answerFor = (req: Request, key: string): Response => {
  if (key !== 'a.png') throw notFound('File');
  if (req.headers.get('if-none-match') === '"a"') return binary(null, 'image/png', 'no-cache', { status: 304, headers: { ETag: '"a"' } });
  return binary(BYTES, 'image/png', 'no-cache', { headers: { ETag: '"a"', 'Set-Cookie': 'seen=1; Path=/; HttpOnly' } });
};

const declared = serve(
  apiFunction()
    .on(files.file, {}, async (c) => answerFor(c.req.raw, c.req.valid('param').key))
    .on(files.part, {}, async (c) => json(c.req.valid('param'))),
);

const paramsOf = (path: string): Record<string, string> => {
  for (const pattern of ['/api/files/:key', '/api/files/:id/parts/:key']) {
    const match = new URLPattern({ pathname: pattern }).exec({ pathname: path });
    if (match) return Object.fromEntries(Object.entries(match.pathname.groups).map(([name, value]) => [name, value ?? '']));
  }
  return {};
};

const send = async (handler: Handler, path: string, headers: Record<string, string> = {}) => {
  const context: RequestContext = { params: paramsOf(path), ip: '127.0.0.1', waitUntil: () => undefined };
  const res = await handler(new Request(`${ORIGIN}${path}`, { headers: { origin: ORIGIN, ...headers } }), context);
  const seen = ['content-type', 'cache-control', 'etag', 'set-cookie', 'allow'];
  return {
    status: res.status,
    bytes: [...new Uint8Array(await res.arrayBuffer())],
    headers: Object.fromEntries(seen.map((name) => [name, res.headers.get(name)])),
  };
};

const bytesOf = (text: string) => [...new TextEncoder().encode(text)];
const JSON_ANSWER = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'private, no-store',
  etag: null,
  'set-cookie': null,
  allow: null,
};
const FILE_NOT_FOUND = { status: 404, bytes: bytesOf('{"message":"File not found."}'), headers: JSON_ANSWER };

describe('a declared route with a parameter other than :id', () => {
  /** Each request and what the hand router answered to it. */
  const cases: Record<string, [string, Record<string, string> | undefined, Awaited<ReturnType<typeof send>>]> = {
    'bytes, with a cookie': [
      '/api/files/a.png',
      undefined,
      {
        status: 200,
        bytes: [...BYTES],
        headers: {
          'content-type': 'image/png',
          'cache-control': 'no-cache',
          etag: '"a"',
          'set-cookie': 'seen=1; Path=/; HttpOnly',
          allow: null,
        },
      },
    ],
    'a 304 for the copy the browser has': [
      '/api/files/a.png',
      { 'if-none-match': '"a"' },
      {
        status: 304,
        bytes: [],
        headers: { 'content-type': 'image/png', 'cache-control': 'no-cache', etag: '"a"', 'set-cookie': null, allow: null },
      },
    ],
    'a key that names nothing (the handler says 404)': ['/api/files/b.png', undefined, FILE_NOT_FOUND],
    'an id and a key': [
      `/api/files/${ID}/parts/x.pdf`,
      undefined,
      { status: 200, bytes: bytesOf(`{"id":"${ID}","key":"x.pdf"}`), headers: JSON_ANSWER },
    ],
    'a malformed id beside a key': ['/api/files/!!/parts/x.pdf', undefined, FILE_NOT_FOUND],
  };
  for (const [name, [path, headers, answer]] of Object.entries(cases)) {
    it(`answers as the hand router did: ${name}`, async () => {
      expect(await send(declared, path, headers)).toEqual(answer);
    });
  }

  it('hands the key over as written and the id checked', async () => {
    const answer = await send(declared, `/api/files/${ID}/parts/x.pdf`);
    expect(JSON.parse(new TextDecoder().decode(new Uint8Array(answer.bytes)))).toEqual({ id: ID, key: 'x.pdf' });
    expect((await send(declared, '/api/files/a.png')).bytes).toEqual([...BYTES]);
    expect((await send(declared, '/api/files/a.png', { 'if-none-match': '"a"' })).status).toBe(304);
  });

  it('names every parameter in the OpenAPI document, with the 304 and the 404', () => {
    const paths = openApiDocument([files.file, files.part]).paths;
    const file = paths['/api/files/{key}']?.get;
    expect(file?.parameters).toEqual([expect.objectContaining({ name: 'key', in: 'path', required: true })]);
    expect(Object.keys(file?.responses ?? {})).toEqual(expect.arrayContaining(['200', '304', '404']));
    const part = paths['/api/files/{id}/parts/{key}']?.get;
    expect(part?.parameters?.map((parameter) => ('name' in parameter ? parameter.name : ''))).toEqual(['id', 'key']);
  });
});

describe('a route’s own allow check', () => {
  const route = apiRoute({
    method: 'POST',
    path: '/api/files/:id/parts/:key',
    access: 'public',
    summary: 'Adds a part.',
    record: 'File',
    body: z.object({ size: z.number() }),
    answers: { 201: { description: 'Added.' } },
  });
  const seen: Record<string, string>[] = [];
  const guarded = serve(
    apiFunction().on(
      route,
      {
        audit: { none: 'a test route changes nothing' },
        allow: async (_req, context) => {
          seen.push(context.params);
          if (context.params['key'] === 'locked') throw new HttpError(403, 'Locked.');
        },
      },
      async (c) => json(c.req.valid('json'), { status: 201 }),
    ),
  );
  const post = async (key: string, body: string) => {
    const res = await guarded(
      new Request(`${ORIGIN}/api/files/${ID}/parts/${key}`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body,
      }),
      { params: {}, ip: '127.0.0.1', waitUntil: () => undefined },
    );
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it('runs after the access and before the body is read, with the path’s parameters', async () => {
    expect(await post('locked', 'not json')).toEqual({ status: 403, body: { message: 'Locked.' } });
    expect(seen.at(-1)).toEqual({ id: ID, key: 'locked' });
    expect((await post('open', 'not json')).status).toBe(400);
    expect(await post('open', '{"size": 2}')).toEqual({ status: 201, body: { size: 2 } });
  });
});
