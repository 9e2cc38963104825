/** Valid request bodies per resource and the checks every route test repeats. */
import { expect } from 'vitest';
import { withCheckDigit } from '#domain/registry/aadhaar.ts';
import { validSkaterInput } from '../../../scripts/lib/valid-inputs.ts';
import { jsonOf, startApi, type Api, type CallOptions } from './harness.ts';
import { dataUrl, FAKE_PNG_DATA_URL, makePng, pngDataUrl, SVG_DATA_URL } from './images.ts';

/** Starts the API on a store of its own and signs the admin in (a test file's `beforeAll`). */
export const startSignedIn = async (env: Record<string, string> = {}): Promise<{ api: Api; cookie: string }> => {
  const api = await startApi(env);
  return { api, cookie: await api.login() };
};

/** POSTs a body to a create route as the admin; the answer must be 201, with the record. */
export const createRecord = async <T>(api: Api, cookie: string, path: string, body: unknown): Promise<T> => {
  const res = await api.call('POST', path, { body, cookie });
  expect(res.status).toBe(201);
  return jsonOf<T>(res);
};

/** A valid (fictional) Aadhaar number: 11 digits starting 2–9 plus the Verhoeff check digit. */
export const validAadhaar = (first11 = '23456789012') => withCheckDigit(first11);

/** One byte over the 4 MB image limit, as a real PNG signature followed by padding. */
export const OVERSIZED_PNG_DATA_URL = dataUrl(
  ((png) => {
    // Made by copying into one buffer: spreading four million bytes into an array took a third
    // of a second of every test file that imports these fixtures.
    const bytes = new Uint8Array(png.length + 4 * 1024 * 1024);
    bytes.set(png);
    return bytes;
  })(makePng(4, 4)),
);

export const text = (length: number) => 'x'.repeat(length);

export const achievementBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'State gold in speed quad',
  description: 'Three gold medals at the state championship.',
  year: '2024',
  level: 'State',
  image: pngDataUrl([200, 10, 10]),
  image2: pngDataUrl([10, 200, 10]),
  ...overrides,
});

export const eventBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'District championship',
  date: '2031-01-15',
  image: pngDataUrl([10, 10, 200]),
  description: 'All age categories.',
  location: 'District Sports Complex',
  ...overrides,
});

export const newsBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Selection trials announced',
  description: 'Trials for the state team at the district rink.',
  image: pngDataUrl([90, 90, 20]),
  ...overrides,
});

export const clubBody = (overrides: Record<string, unknown> = {}) => ({
  clubName: 'Riverside Roller Academy',
  district: 'Anandpur',
  members: [
    { memberName: 'Farah Khan', role: 'President', profileImage: 'https://example.org/farah.jpg', mobileNumber: '9820000011' },
    { memberName: 'Arjun Nair', role: 'Coach' },
  ],
  ...overrides,
});

export const skaterBody = validSkaterInput;

export const registrationBody = (eventId: string, overrides: Record<string, unknown> = {}) => ({
  eventId,
  name: 'Kabir Gupta',
  age: 12,
  email: 'kabir.parent@example.com',
  phone: '9123456789',
  ...overrides,
});

export const contactBody = (overrides: Record<string, unknown> = {}) => ({
  email: 'visitor@example.com',
  subject: 'Coaching for my daughter',
  content: 'Which club trains beginners on weekends?',
  ...overrides,
});

export interface ErrorBody {
  message: string;
  errors?: string[];
}

/** Every message of an error answer (the first one and the full list). */
export const messagesOf = (body: ErrorBody): string[] => [body.message, ...(body.errors ?? [])];

/**
 * Refusals given before any handler code runs, which therefore cannot have written anything: the
 * access check's (401 without a session, 403 for a role that may not;
 * netlify/functions/_shared/security/sessions.ts) and the same-origin check of every state change
 * (403, netlify/functions/_shared/platform/http.ts). `example` is one answer of each, so that an
 * expected message given as a pattern can be matched against it.
 */
const BEFORE_HANDLER = [
  { status: 401, message: /^Please sign in as an administrator\.$/, example: 'Please sign in as an administrator.' },
  { status: 403, message: /^Your role \([a-z]+\) cannot do this\.$/, example: 'Your role (editor) cannot do this.' },
  { status: 403, message: /^This request must come from the site itself\.$/, example: 'This request must come from the site itself.' },
] as const;

/**
 * Whether a refusal is expected to come before any handler: a 401 to a request without a session
 * cookie, or a 403 whose expected message (if one is given) is the access or origin check's. A 403
 * a handler gives by its own rule (a delete that needs another role) names its message and is
 * compared against the store as usual.
 */
const expectedBeforeHandler = (status: number, request: CallOptions, message?: string | RegExp): boolean => {
  if (status === 401) return !request.cookie;
  if (status !== 403) return false;
  if (message === undefined) return true;
  return BEFORE_HANDLER.some(
    (refusal) => refusal.status === 403 && (typeof message === 'string' ? refusal.message.test(message) : message.test(refusal.example)),
  );
};

/**
 * Sends a request that must be refused: checks the status, that the answer names the expected
 * message, and that the store holds exactly what it held before. The store is compared only where
 * a handler could have written: a refusal expected before any handler (expectedBeforeHandler) is
 * not wrapped in store snapshots, and its answer must then be one of BEFORE_HANDLER (a handler's
 * refusal cannot skip the comparison); hashing the whole store around it would prove nothing more.
 */
export const expectRejected = async (
  api: Api,
  request: { method: string; path: string } & CallOptions,
  status: number,
  message?: string | RegExp,
): Promise<ErrorBody> => {
  const beforeHandler = expectedBeforeHandler(status, request, message);
  // Background work of earlier requests (a letter, its record of a failed send) must not land
  // between the two snapshots; work the refused request started itself must be in the second.
  if (!beforeHandler) await api.server.settle();
  const before = beforeHandler ? undefined : await api.snapshot();
  const { method, path, ...options } = request;
  const res = await api.call(method, path, options);
  const body = (await res.json()) as ErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(status);
  if (typeof message === 'string') expect(messagesOf(body)).toContain(message);
  else if (message)
    expect(
      messagesOf(body).some((item) => message.test(item)),
      JSON.stringify(body),
    ).toBe(true);
  if (before) {
    await api.server.settle();
    expect(await api.snapshot()).toEqual(before);
  } else
    expect(
      BEFORE_HANDLER.some((refusal) => refusal.status === status && refusal.message.test(body.message)),
      `${status} "${body.message}" comes from a handler, which could have written: only the refusals of BEFORE_HANDLER skip the store comparison`,
    ).toBe(true);
  return body;
};

/** A well-formed id that names no record. */
export const UNKNOWN_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
/** Ids that can never name a record (404 before any store read). */
export const MALFORMED_IDS = ['not%20an%20id', `${'a'.repeat(65)}`, '..%2F..%2Fsecrets'];

/** Files that must be refused in any image field, with the status and message for a field's label. */
export const badImages = (label: string): [string, string, number, string][] => [
  ['an SVG', SVG_DATA_URL, 415, `${label} must be a JPEG, PNG, WebP, GIF or AVIF image`],
  ['a text file renamed to .png', FAKE_PNG_DATA_URL, 415, `${label} must be a JPEG, PNG, WebP, GIF or AVIF image`],
  ['a file over 4 MB', OVERSIZED_PNG_DATA_URL, 413, `${label} is too large (at most 4 MB)`],
  [
    'a stored image that does not exist',
    '/api/images/0123456789abcdef01234567.png',
    400,
    `${label} refers to an image that does not exist`,
  ],
];

/**
 * The refusals every JSON write route shares: a malformed body (400) and another content type
 * (415). Each route's test brings its own broken inputs. No session (401), a role that may not
 * (403) and another site (403) are checked for every route by the route tables of
 * tests/api/roles.test.ts and tests/api/fuzz.test.ts, not again per resource.
 */
export const expectJsonWriteRefusals = async (
  api: Api,
  cookie: string,
  path: string,
  { malformed, foreign }: { malformed: string; foreign: { rawBody: string; contentType?: string } },
): Promise<void> => {
  const json = { 'content-type': 'application/json' };
  await expectRejected(
    api,
    { method: 'POST', path, rawBody: malformed, headers: json, cookie },
    400,
    'The request body is not valid JSON.',
  );
  const headers: Record<string, string> = foreign.contentType ? { 'content-type': foreign.contentType } : {};
  await expectRejected(api, { method: 'POST', path, rawBody: foreign.rawBody, headers, cookie }, 415);
};

/**
 * DELETE refusals: an unknown id (404, with `notFound` as the message), malformed ids (404). No
 * session and the wrong role are checked for every route by tests/api/roles.test.ts.
 */
export const expectDeleteRefusals = async (api: Api, cookie: string, base: string, notFound: string): Promise<void> => {
  await expectRejected(api, { method: 'DELETE', path: `${base}/${UNKNOWN_ID}`, cookie }, 404, notFound);
  for (const id of MALFORMED_IDS) await expectRejected(api, { method: 'DELETE', path: `${base}/${id}`, cookie }, 404);
};

/**
 * Every item of a paged list route, page after page (pages of the largest size), as a client that
 * wants the whole list reads it; `pick` takes the items out of an object answer.
 */
export const allPages = async <T>(
  api: Api,
  path: string,
  { cookie, pick = (body) => body as T[] }: { cookie?: string; pick?: (body: unknown) => T[] } = {},
): Promise<T[]> => {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const res = await api.call('GET', `${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=100`, cookie ? { cookie } : {});
    if (res.status !== 200) throw new Error(`GET ${path} page ${page} answered ${res.status}`);
    items.push(...pick(await res.json()));
    if (items.length >= Number(res.headers.get('x-total-count'))) return items;
  }
};

/** The keys of stored files (images, photos, proofs) whose names hold `id`; records are not files. */
export const filesNaming = (snapshot: Map<string, string>, id: string): string[] =>
  [...snapshot.keys()].filter((key) => key.includes(id) && !/site(:|%3A)records\//.test(key));

/**
 * The refusals every edit route shares: an unknown id (404, with `notFound` as the message),
 * malformed ids (404), a malformed body (400) and another content type (415). No session, the
 * wrong role and another site are checked for every route by the route tables of
 * tests/api/roles.test.ts and tests/api/fuzz.test.ts.
 */
export const expectEditRefusals = async (
  api: Api,
  cookie: string,
  {
    method = 'PUT',
    base,
    existingId,
    valid,
    notFound,
  }: { method?: string; base: string; existingId: string; valid: unknown; notFound: string },
): Promise<void> => {
  const path = `${base}/${existingId}`;
  await expectRejected(api, { method, path: `${base}/${UNKNOWN_ID}`, body: valid, cookie }, 404, notFound);
  for (const id of MALFORMED_IDS) await expectRejected(api, { method, path: `${base}/${id}`, body: valid, cookie }, 404);
  await expectRejected(
    api,
    { method, path, rawBody: '{"title":', headers: { 'content-type': 'application/json' }, cookie },
    400,
    'The request body is not valid JSON.',
  );
  await expectRejected(api, { method, path, rawBody: JSON.stringify(valid), headers: { 'content-type': 'text/plain' }, cookie }, 415);
};

/** Whether a stored file answers at its URL (200) or is gone (404). */
export const fileStatus = async (api: Api, url: string, cookie?: string): Promise<number> => {
  const res = await api.call('GET', url, cookie ? { cookie } : {});
  await res.arrayBuffer();
  return res.status;
};
