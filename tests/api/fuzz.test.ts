/**
 * Fuzzing every route: the bot that posts junk. For every path of every function (enumerated from
 * the routes the local server loaded), with and without an admin session: malformed JSON, wrong
 * types, huge strings, bodies over 6 MB, deep nesting, unicode and control characters,
 * prototype-pollution keys, path tricks in ids, wrong methods, wrong content types, foreign
 * origins, and images that lie about their type or are cut short. Every answer must be a 4xx in
 * the API's error shape `{message, errors?}` (never a 5xx), and the store must hold exactly what
 * it held before. The public routes also get long strings of the shapes that make backtracking
 * regular expressions slow, in every field; the slowest of those requests is printed. A control
 * character in any one text field of an otherwise valid body is refused with a 400.
 */
import { raceRecords } from '../../netlify/functions/_shared/collections/race-day.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../src/domain/common/fields.ts';
import { championships, entries, raceResults, selections } from '#shared/collections/championships.ts';
import { charges, receipts } from '#shared/collections/fees.ts';
import { raceDayBooks, raceDays } from '#shared/collections/race-day.ts';
import { matchFunction } from '../../scripts/local-server/functions.ts';
import { makePng } from '../../scripts/lib/png.ts';
import { achievementBody, clubBody, contactBody, eventBody, newsBody, registrationBody, skaterBody } from './support/fixtures.ts';
import { submitSkater } from './support/registry.ts';
import { ORIGIN, startApi, type Api, type CallOptions } from './support/harness.ts';
import { dataUrl, pngDataUrl } from './support/images.ts';

let api: Api;
let cookie: string;
const ids: Record<string, string> = {};

const created = async (res: Response): Promise<Record<string, unknown>> => {
  const body = (await res.json()) as Record<string, unknown> | Record<string, unknown>[];
  if (res.status >= 300) throw new Error(`setup failed: ${res.status} ${JSON.stringify(body)}`);
  return Array.isArray(body) ? (body[0] ?? {}) : body;
};

beforeAll(async () => {
  api = await startApi();
  cookie = await api.login();
  const admin = { cookie };
  // One record of every kind, so ids, updates and deletes have something real to aim at.
  ids['news'] = String((await created(await api.call('POST', '/api/news', { ...admin, body: newsBody() })))['_id']);
  ids['events'] = String((await created(await api.call('POST', '/api/events', { ...admin, body: eventBody() })))['_id']);
  ids['achievements'] = String(
    (await created(await api.call('POST', '/api/achievementspost', { ...admin, body: achievementBody() })))['_id'],
  );
  ids['associative-club'] = String((await created(await api.call('POST', '/api/associative-club', { ...admin, body: clubBody() })))['_id']);
  ids['gallery'] = String(
    (await created(await api.call('POST', '/api/gallery', { ...admin, body: { images: [pngDataUrl([7, 7, 7])] } })))['_id'],
  );
  ids['updates'] = String(
    (await created(await api.call('POST', '/api/updates', { ...admin, body: { text: 'Trials moved to Sunday' } })))['_id'],
  );
  ids['skaterprofiles'] = (await submitSkater(api))._id;
  ids['registrations'] = String(
    (await created(await api.call('POST', '/api/registrations', { body: registrationBody(ids['events']), ip: '192.0.2.11' })))['_id'],
  );
  await created(await api.call('POST', '/api/contact', { body: contactBody(), ip: '192.0.2.12' }));
  await created(await api.call('POST', '/api/breaking-news', { ...admin, body: { content: 'Selection trials on Sunday' } }));
  // The championship and fee collections have no record here; using them once writes their layout
  // markers now, so that a refused request is not blamed for writing one.
  await Promise.all([
    championships().count('byClose'),
    entries().count('byEvent', ids['events']),
    raceResults().count('byEvent', ids['events']),
    selections().get(ids['events']),
    charges().count('newest'),
    receipts().count('newest'),
    raceDays().count('byEvent', ids['events']),
    raceDayBooks().get(ids['events']),
    raceRecords().get(ids['events']),
  ]);
  // A collection writes its layout marker on first use: let the accounts' be written before the snapshot.
  await created(await api.call('GET', '/api/accounts', admin));
  await created(await api.call('GET', '/api/requests', admin));
  await created(await api.call('GET', `/api/club-coaches?club=${ids['associative-club'] ?? ''}`, admin));
  await api.server.settle();
}, 60_000);

afterAll(async () => {
  await api?.stop();
});

/** A valid body for every route that reads one; fuzz cases break it in one way or another. */
const templates = (): Record<string, Record<string, unknown>> => ({
  'POST /api/achievementspost': achievementBody(),
  'POST /api/associative-club': clubBody(),
  'PUT /api/associative-club/:id': clubBody(),
  'POST /api/breaking-news': { content: 'Selection trials on Sunday' },
  'POST /api/contact': contactBody(),
  'POST /api/events': eventBody(),
  'POST /api/gallery': { images: [pngDataUrl([9, 9, 9])], alt: 'Skaters on the podium', caption: 'District championship' },
  'PATCH /api/gallery/:id': { alt: 'Skaters on the podium', caption: 'District championship' },
  'PUT /api/achievements/:id': achievementBody(),
  'PUT /api/events/:id': eventBody(),
  'PUT /api/news/:id': newsBody(),
  'PUT /api/updates/:id': { text: 'Trials moved to Monday' },
  // Without races: a list of none would be a valid change of the setup event's championship.
  'PUT /api/events/:id/championship': { entriesClose: '2031-01-10T18:00:00+05:30', maxRacesPerSkater: 2, selectPerRace: 3 },
  'POST /api/championships': {
    key: 'fuzz-setup-key-00000001',
    ...eventBody(),
    entriesClose: '2031-01-10T18:00:00+05:30',
    maxRacesPerSkater: 2,
    selectPerRace: 3,
  },
  'POST /api/events/:id/championship/races/grid': {
    disciplines: ['Speed Quad'],
    ageCategories: ['Junior'],
    genders: ['Open'],
    name: '500 m',
  },
  'PUT /api/events/:id/results/:raceId': { rows: [{ entryId: '0123456789abcdef01234567', position: 1, mark: '45.1' }] },
  'PATCH /api/events/:id/results/:raceId': { status: 'official' },
  'PUT /api/events/:id/desk/results': {
    raceId: '0123456789abcdef01234567',
    rows: [{ entryId: '0123456789abcdef01234567', position: 1, mark: '45.1' }],
    base: null,
    device: 'Finish laptop',
  },
  'PUT /api/events/:id/desk/checkin': { raceId: '0123456789abcdef01234567', present: ['0123456789abcdef01234567'], base: null },
  'PUT /api/events/:id/desk/heat': {
    raceId: '0123456789abcdef01234567',
    round: 1,
    heat: 1,
    rows: [{ entryId: '0123456789abcdef01234567', place: 1, time: '45.10' }],
    base: 0,
    device: 'Finish laptop',
  },
  'PUT /api/events/:id/selection': {
    entryId: '0123456789abcdef01234567',
    raceId: '0123456789abcdef01234567',
    selected: true,
    reason: 'Fast',
  },
  'POST /api/entries': {
    eventId: ids['events'] ?? '',
    registrationNo: 'ADRSA-2026-0001',
    dob: '2014-03-03',
    raceIds: ['0123456789abcdef01234567'],
  },
  'POST /api/entries/eligible': { eventId: ids['events'] ?? '', registrationNo: 'ADRSA-2026-0001', dob: '2014-03-03' },
  'POST /api/login': { admin: 'fuzzer', password: 'not the password' },
  'POST /api/news': newsBody(),
  // A new e-mail: with the one registered in setup every case would stop at the duplicate check.
  'POST /api/registrations': registrationBody(ids['events'] ?? '', { email: 'fuzz.parent@example.com' }),
  'POST /api/send': { selectedUsers: ['parent@example.com'], subject: 'Trials', message: 'See you on Sunday.' },
  'POST /api/skaterprofiles': skaterBody(),
  'PATCH /api/skaterprofiles/:id': { status: 'rejected', reason: 'The proof is unreadable.' },
  // An unknown reference: a valid body whose look-up finds nothing (404).
  'POST /api/skaterprofiles/status': { reference: 'ABCD-2345', dob: '2015-04-12' },
  'POST /api/skaterprofiles/contact/confirm': { token: 'a1b2c3d4e5f6a1b2c3d4e5f6.not-a-real-token' },
  'POST /api/skaterprofiles/confirm': { token: 'a1b2c3d4e5f6a1b2c3d4e5f6.not-a-real-token' },
  'POST /api/skaterprofiles/confirm/again': { key: 'a1b2c3d4e5f6a1b2c3d4e5f6.not-a-real-key', email: 'fuzz.parent@example.org' },
  'POST /api/updates': { text: 'Trials moved to Sunday' },
  'POST /api/accounts': { name: 'Fuzz Admin', email: 'fuzz.admin@example.org', role: 'editor' },
  'PATCH /api/accounts/:id': { role: 'editor' },
  'PUT /api/password': { currentPassword: 'not the password', newPassword: 'a long new password' },
  'POST /api/set-password': { token: 'a1b2c3d4e5f6a1b2c3d4e5f6.not-a-real-token', password: 'a long new password' },
  // An address on no registration and a code of no letter: valid bodies that sign nobody in and store nothing.
  'POST /api/family/sign-in': { email: 'fuzz.parent@example.com' },
  'POST /api/family/verify': { email: 'fuzz.parent@example.com', code: '123456' },
  'POST /api/club-desk/sign-in': { email: 'fuzz.coach@example.com' },
  'POST /api/club-desk/verify': { email: 'fuzz.coach@example.com', code: '123456' },
  'POST /api/club-desk/invitations': { email: 'fuzz.family@example.com', childName: 'Fuzz Child' },
  'PUT /api/family/children/:id/club-entries': { allowed: true },
  'POST /api/club-desk/clubs/:id/batch/check': { eventId: ids['events'] ?? '', csv: 'registrationNo,race' },
  'POST /api/club-desk/clubs/:id/batch': { eventId: ids['events'] ?? '', lines: [{ registrationNo: 'ADRSA-2020-9999', race: 'Relay' }] },
  'POST /api/club-coaches': { clubId: ids['associative-club'] ?? '', email: 'fuzz.coach@example.com' },
  // A number on no registration: a valid body that sends nothing.
  'POST /api/family/link': { registrationNo: 'ADRSA-2020-9999' },
  'POST /api/family/children/:id/renew': { consent: true },
  'POST /api/family/children/:id/entries': { eventId: ids['events'] ?? '', add: ['0123456789abcdef01234567'], remove: [] },
  'POST /api/family/children/:id/requests': { kind: 'correction', field: 'name', value: 'Fuzz Name' },
  'PATCH /api/requests/:id': { status: 'declined', answer: 'Not ours to change.' },
  'POST /api/associative-club/:id/members': { memberName: 'Fuzz Member', role: 'Coach', mobileNumber: '9820000012' },
  'PUT /api/associative-club/:id/members/:memberId': { memberName: 'Fuzz Member', role: 'Coach' },
  // Fee routes on ids that name nothing (404), so no case changes a setting, a charge or a receipt.
  'PUT /api/fees/:id': { newFee: 1500, renewalFee: 1000 },
  'POST /api/charges/:id': { action: 'waive', reason: 'Hardship' },
  'POST /api/payments': { chargeIds: ['0123456789abcdef01234567'], method: 'cash', reference: 'CASH-1' },
  'POST /api/receipts/:id/cancel': { reason: 'Wrong payer', reissue: false },
  // Without a mapping a statement is only read (its columns asked): nothing is kept.
  'POST /api/statements': { csv: 'Txn Date,Narration,Chq/Ref No,Deposit Amt\n01/06/26,UPI/X,123456789012,1500.00' },
  'POST /api/statements/confirm': { matches: [{ payRef: 'FEE-K7M2Q9', bankReference: 'X1' }] },
  'POST /api/family/payments': { chargeIds: ['0123456789abcdef01234567'] },
  'POST /api/family/payments/claim': { reference: 'FEE-K7M2Q9', utr: '123456789012' },
  'POST /api/club-desk/clubs/:id/payments/claim': { reference: 'FEE-K7M2Q9', utr: '123456789012' },
  // Race day's last, so the control characters the other routes' fields get stay as they were.
  'PUT /api/events/:id/race-day': { raceIds: ['0123456789abcdef01234567'], template: 'one-lap-heats' },
  'POST /api/events/:id/bibs': { mode: 'sequence' },
  'POST /api/events/:id/race-day/:raceId/rounds/:round/seed': { seed: 42 },
  'POST /api/events/:id/race-day/:raceId/rounds/:round/qualifiers': { tieChoices: [] },
  'PUT /api/events/:id/race-day/:raceId/rounds/:round/heats/:heat': {
    rows: [{ entryId: '0123456789abcdef01234567', place: 1, time: '45.10' }],
  },
  'PATCH /api/events/:id/race-day/:raceId/rounds/:round/heats/:heat': { status: 'official' },
  'POST /api/events/:id/race-day/:raceId/rounds/:round/heats/:heat/import': {
    format: 'lif',
    file: '1,1,1,Heat\n1,1,1,Racer,Anya,Club,45.100',
  },
  // A decision on a claim of an event that is no championship, and a record of a level that is none: 404.
  'POST /api/events/:id/records/queue/:claimId': { decision: 'accept' },
  'POST /api/records/:level': {
    discipline: 'Speed Quad',
    distance: 500,
    surface: 'track',
    ageCategory: 'Sub Junior',
    gender: 'Female',
    time: '48.20',
    name: 'Fuzz Holder',
    club: 'Fuzz Club',
    date: '2025-01-12',
  },
});

/**
 * Routes whose POST takes no body and whose success is harmless (signing out; withdrawing a consent,
 * on ids that name no child; a set-password link; issuing certificates or starting their PDF, which
 * refuse an event that is not a championship): fuzzed by method and origin only.
 */
const BODILESS = new Set([
  'POST /api/logout',
  'POST /api/family/sign-out',
  'POST /api/club-desk/sign-out',
  'POST /api/family/children/:id/consent/withdraw',
  'POST /api/accounts/:id/link',
  'POST /api/events/:id/certificates',
  'POST /api/events/:id/certificates/bundle',
]);

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;

const NASTY_STRINGS = [
  '\u0000\u0001\u0002\u001f\u007f',
  'line\r\nSet-Cookie: session=stolen\r\n\r\n',
  '\u202eevil\u202c \u200b\u200d\ufeff',
  '\ud800 lone surrogate \udfff',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  'Ω≈ç√∫˜µ≤≥÷ 田中さん 𝕿𝖍𝖊 مرحبا',
  '<script>window.__xss=1</script><img src=x onerror=alert(1)>',
  "'; DROP TABLE skaters; --",
  '${7*7} {{7*7}} %s %n %x',
  '../../../../etc/passwd',
  'Z̸̡̢͖̻͎̝͔͓̩̑̍̿̈́̒̎̀̋ä̵̢̛̗̗̮̗̠̞͔́̎l̶̨̧̪͈̥̙̬̾̎̿̉̈́͝g̴̢͎̻͉̣̦̞̟͂̓̐̊͝͝o̵',
];

const truncatedPng = makePng(16, 16, [200, 100, 50]).subarray(0, 60);
const jpegHead = Buffer.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  0x00,
  0x01,
  ...Array.from({ length: 80 }, (_, i) => (i * 37) % 251),
]);
const riffBody = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x00, 0x10, 0x00, 0x00]), Buffer.from('WEBPVP8 '), Buffer.alloc(40, 1)]);
const avifHead = Buffer.concat([
  Buffer.from([0, 0, 0, 28]),
  Buffer.from('ftypavif'),
  Buffer.alloc(16),
  Buffer.from([0, 0, 0x10, 0]),
  Buffer.from('mdat'),
  Buffer.alloc(30, 2),
]);

/** Files that must never be stored as images: lying types and names, cut short, not files at all. */
const BAD_IMAGES: [string, string][] = [
  ['text named .png', dataUrl(Buffer.from('just some text pretending to be an image, nothing more'), 'image/png')],
  ['SVG with a script', dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml')],
  ['SVG named .png', dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/png')],
  ['HTML named .jpg', dataUrl(Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/jpeg')],
  ['PNG cut short', dataUrl(truncatedPng)],
  ['PNG signature only', dataUrl(makePng().subarray(0, 8))],
  ['JPEG without its end', dataUrl(jpegHead, 'image/jpeg')],
  ['GIF header only', dataUrl(Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0080\u0000\u0000'), 'image/gif')],
  ['WebP shorter than it says', dataUrl(riffBody, 'image/webp')],
  ['AVIF box overrunning the file', dataUrl(avifHead, 'image/avif')],
  [
    'PNG signature then HTML',
    dataUrl(Buffer.concat([makePng().subarray(0, 16), Buffer.from('<html><script>alert(1)</script></html>'.repeat(3))])),
  ],
  ['broken base64', 'data:image/png;base64,!!!not-base64!!!'],
  ['data URL without base64', 'data:image/png,rawbytes'],
  ['empty data URL', 'data:image/png;base64,'],
  ['javascript URL', 'javascript:alert(1)'],
  ['remote URL', 'https://evil.example/x.png'],
  ['stored-image path trick', '/api/images/../../private-files/x.png'],
  ['stored image that does not exist', '/api/images/0123456789abcdef01234567.png'],
  ['file URL', 'file:///etc/passwd'],
];

const PATH_IDS = [
  '..%2F..%2Fprivate-files',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5C..%5Cwindows',
  'a%2Fb',
  '%00',
  'abc%00def',
  '%0d%0aSet-Cookie:%20x=1',
  '%F0%9F%98%80',
  '%E2%80%AE',
  '%',
  '%ZZ',
  'x'.repeat(5_000),
  'a'.repeat(65),
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%20OR%20'1'='1",
  '-1',
  '0123456789abcdef01234567',
  '0123456789abcdef01234567.png',
];

interface Case {
  name: string;
  method: string;
  path: string;
  options: CallOptions;
  /** Statuses this case must get; any 4xx when unset. */
  expect?: number[];
}

const deep = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

/** A JSON text of `body` with `extra` raw members spliced in (keys JS objects cannot hold, e.g. "__proto__"). */
const withRawMembers = (body: Record<string, unknown>, extra: string): string => {
  const text = JSON.stringify(body);
  return text === '{}' ? `{${extra}}` : `{${extra},${text.slice(1)}`;
};

const bodyCases = (route: string, path: string, template: Record<string, unknown>): Case[] => {
  const [method = 'POST'] = route.split(' ');
  const fields = Object.keys(template);
  const first = fields[0] ?? 'x';
  /** Any change to `first` that no schema accepts makes the whole body invalid. */
  const broken = { ...template, [first]: 12345 };
  const json = (name: string, body: unknown): Case => ({ name, method, path, options: { body } });
  const raw = (name: string, text: string | Uint8Array, contentType = 'application/json'): Case => ({
    name,
    method,
    path,
    options: { rawBody: text, headers: { 'content-type': contentType } },
  });
  const cases: Case[] = [];

  for (const text of [
    '',
    ' ',
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '[1,]',
    'nul',
    'undefined',
    'NaN',
    '{"a":1}{"b":2}',
    '\ufeff{}',
    '\u0000',
    '{"a":"\\x41"}',
    '{"a":"\\ud800"',
    '<xml/>',
    'a=1&b=2',
  ]) {
    cases.push(raw(`malformed JSON ${JSON.stringify(text.slice(0, 12))}`, text));
  }
  cases.push(raw('invalid UTF-8', new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d])));
  for (const value of [null, 0, -1, 1e309, 'text', true, [], [{}], [template]])
    cases.push(raw(`top-level ${JSON.stringify(value)?.slice(0, 20)}`, JSON.stringify(value) ?? 'null'));
  cases.push(json('empty object', {}));

  for (const field of fields) {
    for (const value of [12345, -1.5, 0, true, false, null, [], {}, ['x'], { nested: { deeper: 'x' } }, [[['x']]]]) {
      if (JSON.stringify(value) === JSON.stringify(template[field])) continue;
      cases.push(json(`${field} = ${JSON.stringify(value)}`, { ...template, [field]: value }));
    }
    cases.push(json(`${field} = 1 MB string`, { ...template, [field]: 'x'.repeat(1024 * 1024) }));
    cases.push(json(`${field} = 100k emoji`, { ...template, [field]: '😀'.repeat(100_000) }));
    cases.push(raw(`${field} nested 5,000 deep`, JSON.stringify({ ...template, [field]: '__DEEP__' }).replace('"__DEEP__"', deep(5_000))));
    cases.push(
      raw(`${field} nested 200,000 deep`, JSON.stringify({ ...template, [field]: '__DEEP__' }).replace('"__DEEP__"', deep(200_000))),
    );
  }
  cases.push(raw('object nested 100,000 deep', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`));

  // Unicode and control characters in every text, in keys too; the body is kept invalid by `first`.
  for (const nasty of NASTY_STRINGS) {
    const everywhere = Object.fromEntries(Object.entries(broken).map(([key, value]) => [key, typeof value === 'string' ? nasty : value]));
    cases.push(json(`unicode/control in every text ${JSON.stringify(nasty.slice(0, 8))}`, everywhere));
    cases.push(json(`unicode/control as a key ${JSON.stringify(nasty.slice(0, 8))}`, { ...broken, [nasty]: nasty }));
  }

  // Prototype pollution: as top-level keys, nested, and inside arrays.
  const pollution = [
    '"__proto__":{"polluted":"yes","isAdmin":true}',
    '"constructor":{"prototype":{"polluted":"yes"}}',
    '"prototype":{"polluted":"yes"}',
    '"__proto__":[],"toString":"x","valueOf":1,"hasOwnProperty":"x"',
  ];
  for (const member of pollution) {
    cases.push(raw(`prototype keys ${member.slice(0, 24)}`, withRawMembers(broken, member)));
    cases.push(raw(`prototype keys only ${member.slice(0, 24)}`, `{${member}}`));
    for (const field of fields) {
      if (Array.isArray(template[field]))
        cases.push(
          raw(`prototype keys inside ${field}[]`, JSON.stringify({ ...broken, [field]: ['__X__'] }).replace('"__X__"', `{${member}}`)),
        );
    }
  }

  // Images that lie about what they are, or are cut short, in every image field.
  for (const field of fields) {
    const value = template[field];
    const isImage = typeof value === 'string' && value.startsWith('data:image/');
    const isImageList = Array.isArray(value) && typeof value[0] === 'string' && value[0].startsWith('data:image/');
    if (!isImage && !isImageList) continue;
    for (const [label, bad] of BAD_IMAGES) {
      cases.push(json(`${field}: ${label}`, { ...template, [field]: isImageList ? [pngDataUrl([1, 1, 1]), bad] : bad }));
    }
  }

  // Wrong content types around a valid body: never parsed as JSON.
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/html',
    'application/xml',
    'application/javascript',
    'image/png',
    'text/json',
    'json',
  ]) {
    cases.push(raw(`content type ${type}`, JSON.stringify(template), type));
  }
  cases.push({ name: 'no content type', method, path, options: { rawBody: new TextEncoder().encode(JSON.stringify(template)) } });

  // Over the 6 MB Netlify buffers: refused before parsing.
  cases.push({ ...raw('7 MB of junk', 'x'.repeat(7 * 1024 * 1024)), expect: [401, 413] });
  cases.push({ ...json('7 MB in one field', { ...template, [first]: 'x'.repeat(7 * 1024 * 1024) }), expect: [401, 413] });

  // Cross-site and origin-less state changes with a valid body: refused whatever the body.
  for (const origin of ['https://evil.example', 'null', 'http://localhost:8888.evil.example', 'http://localhost']) {
    cases.push({ name: `origin ${origin}`, method, path, options: { body: template, origin }, expect: [403] });
  }
  cases.push({ name: 'no origin', method, path, options: { body: template, origin: null }, expect: [403] });
  return cases;
};

const concrete = (pattern: string, id: string) => pattern.replace(/:[A-Za-z]+/g, id);

const allowedMethods = async (path: string): Promise<string[]> => {
  const res = await api.call('OPTIONS', path, { cookie });
  await res.arrayBuffer();
  return (res.headers.get('allow') ?? '')
    .split(',')
    .map((method) => method.trim())
    .filter(Boolean);
};

/** Paging and search that every list route refuses: out of range, not whole numbers, too long, huge. */
const LIST_QUERIES = [
  'page=0',
  'page=-1',
  'page=1e999',
  'page=1.5',
  'page=%00',
  `page=${'9'.repeat(10_000)}`,
  'pageSize=0',
  'pageSize=101',
  'pageSize=NaN',
  'pageSize=0x10',
  `q=${'a'.repeat(101)}`,
  `q=${'(a+)+'.repeat(20_000)}`,
];

/** The list routes and their own malformed filters (a route missing here is not fuzzed for queries). */
const LIST_FILTERS: Record<string, string[]> = {
  '/api/achievements': ['level=Galactic', `level=${'National,'.repeat(20)}`, 'year=20x1', 'year=12345'],
  '/api/updates': [],
  '/api/events': [],
  '/api/news': [],
  '/api/gallery': [],
  '/api/associative-club': [],
  '/api/skaterprofiles': [
    'eventCategory=Curling',
    'ageCategory=Ancient',
    `club=${'c'.repeat(101)}`,
    'status=archived',
    'status=Pending',
    'season=26',
    'season=20266',
    'season=2026.0',
  ],
  '/api/registrations': ['event=..%2Fx', `event=${'e'.repeat(65)}`, 'minAge=-1', 'maxAge=101', 'minAge=ten'],
  '/api/contact': [],
};

const buildCases = async (): Promise<{ cases: Case[]; missing: string[] }> => {
  const cases: Case[] = [];
  const missing: string[] = [];
  const bodies = templates();
  const patterns = [...new Set(api.server.routes.flatMap((route) => route.patterns.map((pattern) => pattern.pathname)))].sort();
  for (const pattern of patterns) {
    const resource = pattern.split('/')[2] ?? '';
    const samplePath = concrete(pattern, ids[resource] ?? '0123456789abcdef01234567');
    const allowed = await allowedMethods(samplePath);
    if (allowed.length === 0) missing.push(`${pattern} answers OPTIONS without an Allow header`);

    for (const method of METHODS) {
      if (!allowed.includes(method)) cases.push({ name: 'wrong method', method, path: samplePath, options: {}, expect: [405] });
    }
    for (const method of allowed) {
      const route = `${method} ${pattern}`;
      if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
        if (BODILESS.has(route)) {
          cases.push({ name: 'foreign origin', method, path: samplePath, options: { origin: 'https://evil.example' }, expect: [403] });
          continue;
        }
        const template = bodies[route];
        if (!template) {
          missing.push(`no fuzz template for ${route}`);
          continue;
        }
        cases.push(...bodyCases(route, samplePath, template));
      }
    }
    // A list route (a GET without an id) refuses a malformed page, size, search or filter with 400.
    if (allowed.includes('GET') && !pattern.includes(':') && LIST_FILTERS[pattern]) {
      for (const query of [...LIST_QUERIES, ...(LIST_FILTERS[pattern] ?? [])]) {
        cases.push({ name: `query ${query.slice(0, 30)}`, method: 'GET', path: `${samplePath}?${query}`, options: {}, expect: [400] });
      }
    }
    if (pattern.includes(':')) {
      for (const id of PATH_IDS) {
        for (const method of allowed) {
          if (BODILESS.has(`${method} ${pattern}`)) continue;
          const template = bodies[`${method} ${pattern}`];
          cases.push({ name: `id ${id.slice(0, 30)}`, method, path: concrete(pattern, id), options: template ? { body: template } : {} });
        }
      }
    }
  }
  return { cases, missing };
};

const checkAnswer = async (testCase: Case, res: Response): Promise<string | undefined> => {
  const text = await res.text();
  const label = `${testCase.method} ${testCase.path.slice(0, 80)} [${testCase.name}]`;
  if (res.status >= 500) return `${label}: ${res.status} ${text.slice(0, 200)}`;
  if (res.status < 400) return `${label}: accepted with ${res.status} ${text.slice(0, 200)}`;
  if (testCase.expect && !testCase.expect.includes(res.status))
    return `${label}: ${res.status}, expected ${testCase.expect.join(' or ')}: ${text.slice(0, 160)}`;
  const { pathname } = new URL(testCase.path, ORIGIN);
  // Paths that reach no function at all (e.g. "%2e%2e" climbing out of /api/news/) get the site's
  // 404 page, as on Netlify.
  if (!matchFunction(api.server.routes, pathname, testCase.method))
    return res.status === 404 ? undefined : `${label}: ${res.status} outside any function`;
  if (testCase.method === 'HEAD') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${label}: ${res.status} without a JSON body: ${text.slice(0, 120)}`;
  }
  const shape = body as { message?: unknown; errors?: unknown };
  const keys = Object.keys(shape as object);
  const okShape =
    typeof shape.message === 'string' &&
    shape.message.length > 0 &&
    (shape.errors === undefined || (Array.isArray(shape.errors) && shape.errors.every((item) => typeof item === 'string'))) &&
    keys.every((key) => key === 'message' || key === 'errors');
  if (!okShape) return `${label}: ${res.status} not in the error shape: ${text.slice(0, 160)}`;
  if (!(res.headers.get('content-type') ?? '').startsWith('application/json')) return `${label}: error answer is not JSON`;
  return undefined;
};

/** The audit log's size, and how many of its entries are look-ups. */
const auditCounts = async () => {
  const count = async (query: string) => Number((await api.call('GET', `/api/audit${query}`, { cookie })).headers.get('x-total-count'));
  return { all: await count(''), lookUps: await count('?action=look-up') };
};

it('answers every malformed, oversized, misdirected or forged request with a 4xx in the error shape, and stores nothing', async () => {
  // An admin's look-up is audited even when it finds nothing: those entries are the one thing stored.
  // An admin opening a child's record or proof is written to the access log, whatever else the request carried.
  const ignoreStores = ['throttle', 'sessions', 'rebuild', 'records/v2/audit', 'records/v2/access-log'];
  const before = await api.snapshot({ ignoreStores });
  const auditBefore = await auditCounts();
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
  const { cases, missing } = await buildCases();
  expect(missing).toEqual([]);

  const failures: string[] = [];
  let tried = 0;
  for (const testCase of cases) {
    for (const session of [undefined, cookie]) {
      const options: CallOptions = {
        ...testCase.options,
        ...(session ? { cookie: session } : {}),
        ip: `198.18.${tried % 250}.${Math.floor(tried / 250) % 250}`,
      };
      // Unsigned visitors are refused admin routes first (401); that is a 4xx too, but the
      // statuses a case expects (405, 413, 403) are for the signed-in admin and the public routes.
      const expected = session ? testCase.expect : testCase.expect?.concat([401]);
      const res = await api.call(testCase.method, testCase.path, options);
      tried += 1;
      const problem = await checkAnswer({ ...testCase, ...(expected ? { expect: expected } : {}) }, res);
      if (problem) failures.push(`${session ? 'admin' : 'visitor'} ${problem}`);
    }
  }
  await api.server.settle();
  console.log(
    `fuzz: ${tried} requests (${cases.length} cases × with and without an admin session) over ${api.server.routes.length} functions`,
  );

  expect(failures.slice(0, 40), `${failures.length} failures`).toEqual([]);
  expect(await api.snapshot({ ignoreStores })).toEqual(before);
  const auditAfter = await auditCounts();
  expect(auditAfter.all - auditBefore.all).toBe(auditAfter.lookUps - auditBefore.lookUps);
  // Nothing reached Object.prototype.
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  // The admin session survived the junk.
  expect((await api.call('GET', '/api/registrations', { cookie })).status).toBe(200);
}, 600_000);

/** Control characters no text field takes (tab and newline are allowed); a lone CR is one of them. */
const CONTROL_CHARACTERS = ['\u0000', '\u001b', '\u007f', '\u0085', '\r'];

/**
 * Strings that are not text anybody reads: secrets compared as they are (passwords, link tokens, the
 * key only a registration's success screen holds), ids of charges looked up as given (none found:
 * 404), a bank's statement file and a timing system's files (with their line breaks), read as files.
 */
const NOT_TEXT = new Set(['password', 'currentPassword', 'newPassword', 'token', 'key', 'chargeIds[0]', 'csv', 'file', 'tags']);
/** Routes only a signed-in family or coach reaches: the admin's session gets 401 before the body is read. */
const FAMILY_ONLY = /^\/api\/(family\/(children|payments)|club-desk\/(clubs|invitations))/;

/** Every string of a body (top level, in lists, in listed objects), each as a path and a setter. */
const textLeaves = (body: Record<string, unknown>): { path: string; with: (text: string) => Record<string, unknown> }[] =>
  Object.entries(body).flatMap(([key, value]) => {
    if (typeof value === 'string') return [{ path: key, with: (text: string) => ({ ...body, [key]: text }) }];
    if (!Array.isArray(value) || value.length === 0) return [];
    const [head, ...rest] = value as unknown[];
    if (typeof head === 'string') return [{ path: `${key}[0]`, with: (text: string) => ({ ...body, [key]: [text, ...rest] }) }];
    if (head === null || typeof head !== 'object') return [];
    return textLeaves(head as Record<string, unknown>).map((leaf) => ({
      path: `${key}[0].${leaf.path}`,
      with: (text: string) => ({ ...body, [key]: [leaf.with(text), ...rest] }),
    }));
  });

it('refuses a control character in every text field of every route with a 400, and stores nothing', async () => {
  const ignoreStores = ['throttle', 'sessions', 'rebuild', 'records/v2/audit', 'records/v2/access-log'];
  const before = await api.snapshot({ ignoreStores });
  const failures: string[] = [];
  let sent = 0;
  for (const [route, template] of Object.entries(templates())) {
    const [method = 'POST', pattern = ''] = route.split(' ');
    const path = concrete(pattern, ids[pattern.split('/')[2] ?? ''] ?? '0123456789abcdef01234567');
    for (const leaf of textLeaves(template).filter(({ path: field }) => !NOT_TEXT.has(field))) {
      const original = String(
        leaf.path.split(/[.[]/).reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part.replace(']', '')], template),
      );
      const control = CONTROL_CHARACTERS[sent % CONTROL_CHARACTERS.length] ?? '\u0000';
      // Inside the text, where trimming cannot take it away.
      const text = `${original.slice(0, 1)}${control}${original.slice(1)}`;
      const res = await api.call(method, path, {
        cookie,
        body: leaf.with(text),
        ip: `198.20.${Math.floor(sent / 250) % 250}.${sent % 250}`,
      });
      sent += 1;
      const problem = await checkAnswer(
        {
          name: `${leaf.path} with ${JSON.stringify(control)}`,
          method,
          path,
          options: {},
          expect: FAMILY_ONLY.test(pattern) ? [400, 401] : [400],
        },
        res,
      );
      if (problem) failures.push(problem);
    }
  }
  await api.server.settle();
  console.log(`control characters: ${sent} requests`);
  expect(failures, `${failures.length} failures`).toEqual([]);
  expect(await api.snapshot({ ignoreStores })).toEqual(before);
}, 300_000);

it('drops prototype keys from an accepted body without polluting anything', async () => {
  const text = withRawMembers(
    newsBody({ title: 'Prototype keys dropped' }),
    '"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}',
  );
  const res = await api.call('POST', '/api/news', { cookie, rawBody: text, headers: { 'content-type': 'application/json' } });
  expect(res.status).toBe(201);
  const record = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(record).sort()).toEqual(['_id', 'createdAt', 'description', 'image', 'title']);
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  const listed = (await (await api.call('GET', '/api/news')).json()) as Record<string, unknown>[];
  const stored = listed.find((item) => item['_id'] === record['_id']);
  expect(stored && Object.getOwnPropertyNames(stored).sort()).toEqual(['_id', 'createdAt', 'description', 'image', 'title']);
  expect((await api.call('DELETE', `/api/news/${String(record['_id'])}`, { cookie })).status).toBe(200);
});

/** The routes a visitor may post to, with the honeypot field of the public forms. */
const PUBLIC_ROUTES: Record<string, { path: string; honeypot: boolean }> = {
  'POST /api/contact': { path: '/api/contact', honeypot: true },
  'POST /api/login': { path: '/api/login', honeypot: false },
  'POST /api/registrations': { path: '/api/registrations', honeypot: true },
  'POST /api/skaterprofiles': { path: '/api/skaterprofiles', honeypot: true },
  'POST /api/skaterprofiles/status': { path: '/api/skaterprofiles/status', honeypot: false },
  'POST /api/skaterprofiles/contact/confirm': { path: '/api/skaterprofiles/contact/confirm', honeypot: false },
  'POST /api/skaterprofiles/confirm': { path: '/api/skaterprofiles/confirm', honeypot: false },
  'POST /api/skaterprofiles/confirm/again': { path: '/api/skaterprofiles/confirm/again', honeypot: false },
  'POST /api/set-password': { path: '/api/set-password', honeypot: false },
  'POST /api/family/sign-in': { path: '/api/family/sign-in', honeypot: true },
  'POST /api/family/link': { path: '/api/family/link', honeypot: true },
  'POST /api/family/verify': { path: '/api/family/verify', honeypot: false },
  'POST /api/club-desk/sign-in': { path: '/api/club-desk/sign-in', honeypot: true },
  'POST /api/club-desk/verify': { path: '/api/club-desk/verify', honeypot: false },
};

const HOSTILE_LENGTH = 100_000;

/**
 * Strings of about 100 KB shaped like ReDoS attacks: a start that leads a pattern on, a pumped
 * middle (pairs of characters patterns use), and an end that makes the match fail.
 */
const hostileStrings = (): [string, string][] => {
  const long = (prefix: string, pump: string, suffix: string) =>
    prefix + pump.repeat(Math.ceil((HOSTILE_LENGTH - prefix.length) / pump.length)) + suffix;
  return [
    ['e-mail of many dots', long('a@', 'a.', ',')],
    ['e-mail of many labels', long('a@b.', 'a-', '!')],
    ['e-mail of many @', long('a', '@a', '.com ')],
    ['e-mail with headers', long('x@example.org', '?cc=a@b.org&', '')],
    ['letters, then a refused character', long('', 'a', '\u0000')],
    ['digits', long('', '9', 'x')],
    ['digit groups', long('+91 ', '98765 ', '!')],
    ['spaces between words', long('x', ' \t', 'x')],
    ['dashes', long('', '-', '!')],
    ['slashes', long('', '/', '\n')],
    ['open brackets', long('', '(', '')],
    ['unfinished tags', long('', '<a', '')],
    ['unfinished scripts', long('', '<script', '')],
    ['dates', long('', '2024-01-01', '')],
    ['stored-image paths', long('/api/images/', 'a.', '!')],
    ['data URL parameters', long('data:image/png', ';a', ',x')],
    ['links', long('https://', 'a:', ' ')],
    ['percent escapes', long('', '%2', 'G')],
  ];
};

it('answers long hostile strings in every field of every public route with a 400 and stores nothing', async () => {
  const before = await api.snapshot();
  const bodies = templates();
  const failures: string[] = [];
  const timings: { ms: number; label: string }[] = [];
  let sent = 0;
  const send = async (route: string, path: string, body: Record<string, unknown>, label: string, expected: number[]) => {
    const started = performance.now();
    const res = await api.call('POST', path, { body, ip: `198.19.${Math.floor(sent / 250) % 250}.${sent % 250}` });
    const problem = await checkAnswer({ name: label, method: 'POST', path, options: {}, expect: expected }, res);
    timings.push({ ms: performance.now() - started, label: `${route} ${label}` });
    sent += 1;
    if (problem) failures.push(problem);
  };

  // Every route that takes a body and is not listed above refuses visitors: the list is complete.
  for (const route of Object.keys(bodies).filter((route) => !(route in PUBLIC_ROUTES))) {
    const [method = 'POST', pattern = ''] = route.split(' ');
    const path = concrete(pattern, ids[pattern.split('/')[2] ?? ''] ?? '0123456789abcdef01234567');
    const res = await api.call(method, path, { body: bodies[route] });
    await res.arrayBuffer();
    if (res.status !== 401) failures.push(`${route}: a visitor got ${res.status}, not 401: add it to PUBLIC_ROUTES`);
  }

  for (const [route, { path, honeypot }] of Object.entries(PUBLIC_ROUTES)) {
    const template = bodies[route] ?? {};
    for (const field of [...Object.keys(template), ...(honeypot ? [HONEYPOT_FIELD] : [])]) {
      for (const [shape, value] of hostileStrings()) {
        await send(route, path, { ...template, [field]: value }, `${field}: ${shape}`, [400]);
      }
      // Past the body limit the request is refused before its JSON is read.
      await send(route, path, { ...template, [field]: `a@${'a.'.repeat(3_300_000)},` }, `${field}: over the body limit`, [413]);
    }
  }
  await api.server.settle();

  const slowest = (overLimit: boolean) =>
    timings
      .filter(({ label }) => label.endsWith('over the body limit') === overLimit)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map(({ ms, label }) => `  ${ms.toFixed(1)} ms  ${label}`)
      .join('\n');
  console.log(
    `hostile strings: ${sent} requests; slowest of about ${HOSTILE_LENGTH / 1000} KB:\n${slowest(false)}\nslowest over the body limit:\n${slowest(true)}`,
  );
  expect(failures.slice(0, 40), `${failures.length} failures`).toEqual([]);
  expect(await api.snapshot()).toEqual(before);
}, 600_000);

it('refuses e-mail addresses that would add headers to a mailto: link, naming the field, and stores nothing', async () => {
  const before = await api.snapshot();
  const bodies = templates();
  for (const route of ['POST /api/contact', 'POST /api/registrations', 'POST /api/skaterprofiles']) {
    const { path } = PUBLIC_ROUTES[route]!;
    for (const email of [
      'x@example.org?cc=boss@example.org',
      'x%40example.org@example.org',
      'x@example.org&bcc=a@b.org',
      'x=1@example.org',
    ]) {
      const res = await api.call('POST', path, { body: { ...bodies[route], email }, ip: '198.18.251.1' });
      expect(res.status, `${route} ${email}`).toBe(400);
      expect(await res.json()).toEqual({
        message: 'E-mail must not contain ?, &, % or =',
        errors: ['E-mail must not contain ?, &, % or ='],
      });
    }
  }
  expect(await api.snapshot()).toEqual(before);
});
