import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Club } from '../../src/domain/content/club.schema.ts';
import {
  clubBody,
  createRecord,
  expectJsonWriteRefusals,
  expectRejected,
  MALFORMED_IDS,
  startSignedIn,
  text,
  UNKNOWN_ID,
} from './support/fixtures.ts';
import { jsonOf, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;

beforeAll(async () => ({ api, cookie } = await startSignedIn()));
afterAll(() => api.stop());

const create = (overrides: Record<string, unknown> = {}) => createRecord<Club>(api, cookie, '/api/associative-club', clubBody(overrides));

const member = (overrides: Record<string, unknown> = {}) => ({ memberName: 'Farah Khan', role: 'President', ...overrides });

const validationCases: [string, Record<string, unknown>, string][] = [
  ['club name missing', { clubName: undefined }, 'Club name is required'],
  ['club name blank', { clubName: '  ' }, 'Club name is required'],
  ['club name over 100', { clubName: text(101) }, 'Club name must be at most 100 characters'],
  ['district missing', { district: undefined }, 'District is required'],
  ['district over 60', { district: text(61) }, 'District must be at most 60 characters'],
  ['members missing', { members: undefined }, 'At least one member is required'],
  ['members empty', { members: [] }, 'At least one member is required'],
  ['more than 100 members', { members: Array.from({ length: 101 }, () => member()) }, 'A club can list at most 100 members'],
  ['a member without a name', { members: [member({ memberName: undefined })] }, 'Member name is required'],
  ['a member without a role', { members: [member({ role: ' ' })] }, 'Member role is required'],
  ['a member name over 100', { members: [member({ memberName: text(101) })] }, 'Member name must be at most 100 characters'],
  [
    'a mobile number that is not Indian',
    { members: [member({ mobileNumber: '12345' })] },
    'Mobile number must be a 10-digit Indian mobile number',
  ],
  [
    'a profile image that is not https',
    { members: [member({ profileImage: 'javascript:alert(1)' })] },
    'Profile image URL must be an https:// address',
  ],
  ['club name not text', { clubName: 5 }, 'Club name must be text'],
  ['a venue over 200', { venue: text(201) }, 'Venue must be at most 200 characters'],
  ['training times over 300', { trainingTimes: text(301) }, 'Training times must be at most 300 characters'],
  ['a contact phone that is not a mobile number', { contactPhone: '12345' }, 'Contact phone must be a 10-digit Indian mobile number'],
  ['a contact e-mail without a domain', { contactEmail: 'coach@gmail' }, 'Contact e-mail must be a valid e-mail address'],
  ['a map link that is not https', { mapUrl: 'http://maps.example.org/x' }, 'Map link must be an https:// address'],
  ['a map link to a script', { mapUrl: 'javascript:alert(1)' }, 'Map link must be an https:// address'],
];

describe('POST /api/associative-club', () => {
  test('creates the club with its members, normalising mobile numbers', async () => {
    const record = await create({
      stateName: 'Sample State',
      members: [
        member({ mobileNumber: '+91 98200-00011', profileImage: 'https://example.org/a.jpg', extra: 1 }),
        member({ memberName: 'Arjun Nair', role: 'Coach' }),
      ],
    });
    expect(record).toMatchObject({ clubName: 'Riverside Roller Academy', district: 'Anandpur', stateName: 'Sample State' });
    // Each member gets an id of its own: members are edited one at a time by it (concurrency.test.ts).
    expect(record.members).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        memberName: 'Farah Khan',
        role: 'President',
        profileImage: 'https://example.org/a.jpg',
        mobileNumber: '9820000011',
      },
      { _id: expect.stringMatching(/^[0-9a-f]{24}$/), memberName: 'Arjun Nair', role: 'Coach', profileImage: '', mobileNumber: '' },
    ]);
    expect(record.members[0]?._id).not.toBe(record.members[1]?._id);
    expect(await jsonOf(await api.call('GET', `/api/associative-club/${record._id}`))).toEqual(record);
  });

  test("keeps the club's venue, training times, contact and map link; a club without them answers none", async () => {
    const details = {
      venue: 'Municipal Skating Rink, Station Road',
      trainingTimes: 'Monday to Friday 6–8 am',
      contactPhone: '+91 98200 00099',
      contactEmail: 'Coach@Example.org',
      mapUrl: 'https://www.openstreetmap.org/search?query=rink',
    };
    const record = await create(details);
    expect(record).toMatchObject({ ...details, contactPhone: '9820000099', contactEmail: 'coach@example.org' });
    expect(await jsonOf(await api.call('GET', `/api/associative-club/${record._id}`))).toEqual(record);
    const plain = await create();
    expect(plain).toMatchObject({ venue: '', trainingTimes: '', contactPhone: '', contactEmail: '', mapUrl: '' });
  });

  test.each(validationCases)('400 when %s', async (_name, overrides, message) => {
    await expectRejected(api, { method: 'POST', path: '/api/associative-club', body: clubBody(overrides), cookie }, 400, message);
  });

  test('400 malformed JSON, 415 wrong content type', async () => {
    await expectJsonWriteRefusals(api, cookie, '/api/associative-club', {
      malformed: '[{',
      foreign: { rawBody: 'x', contentType: 'text/html' },
    });
  });
});

describe('GET /api/associative-club', () => {
  test('lists clubs by name, publicly', async () => {
    await create({ clubName: 'Zenith Skaters' });
    await create({ clubName: 'Alpha Wheels' });
    const res = await api.call('GET', '/api/associative-club');
    expect(res.headers.get('netlify-cdn-cache-control')).toContain('public');
    const names = (await jsonOf<Club[]>(res)).map((club) => club.clubName);
    expect(names.indexOf('Alpha Wheels')).toBeLessThan(names.indexOf('Zenith Skaters'));
  });

  test('404 for unknown or malformed ids', async () => {
    expect((await api.call('GET', `/api/associative-club/${UNKNOWN_ID}`)).status).toBe(404);
    for (const id of MALFORMED_IDS) expect((await api.call('GET', `/api/associative-club/${id}`)).status).toBe(404);
  });
});

describe('PUT /api/associative-club/{id}', () => {
  test('replaces the club, keeping its id and creation time', async () => {
    const record = await create();
    const res = await api.call('PUT', `/api/associative-club/${record._id}`, {
      body: {
        clubName: 'Renamed Club',
        district: 'North',
        members: [member({ memberName: 'Only One' })],
        _id: 'hijack',
        createdAt: 'then',
      },
      cookie,
    });
    expect(res.status).toBe(200);
    const updated = await jsonOf<Club>(res);
    expect(updated).toEqual({
      _id: record._id,
      createdAt: record.createdAt,
      clubName: 'Renamed Club',
      district: 'North',
      stateName: '',
      venue: '',
      trainingTimes: '',
      contactPhone: '',
      contactEmail: '',
      mapUrl: '',
      members: [
        { _id: expect.stringMatching(/^[0-9a-f]{24}$/), memberName: 'Only One', role: 'President', profileImage: '', mobileNumber: '' },
      ],
    });
    expect(await jsonOf(await api.call('GET', `/api/associative-club/${record._id}`))).toEqual(updated);
  });

  test('keeps the members when the edit leaves them out (they are edited one at a time)', async () => {
    const record = await create();
    const { members: _members, ...details } = clubBody({ clubName: 'Details Only' });
    const res = await api.call('PUT', `/api/associative-club/${record._id}`, { body: details, cookie });
    expect(res.status).toBe(200);
    const updated = await jsonOf<Club>(res);
    expect(updated.clubName).toBe('Details Only');
    expect(updated.members).toEqual(record.members);
  });

  // Members may be left out of an edit (kept as they are); given, they are checked as when adding.
  test.each(validationCases.filter(([name]) => name !== 'members missing'))('400 when %s', async (_name, overrides, message) => {
    const record = await create();
    await expectRejected(
      api,
      { method: 'PUT', path: `/api/associative-club/${record._id}`, body: clubBody(overrides), cookie },
      400,
      message,
    );
  });

  test('404 for unknown or malformed ids', async () => {
    await expectRejected(
      api,
      { method: 'PUT', path: `/api/associative-club/${UNKNOWN_ID}`, body: clubBody(), cookie },
      404,
      'Club not found.',
    );
    for (const id of MALFORMED_IDS)
      await expectRejected(api, { method: 'PUT', path: `/api/associative-club/${id}`, body: clubBody(), cookie }, 404);
  });
});

describe('DELETE /api/associative-club/{id}', () => {
  test('deletes the club', async () => {
    const record = await create();
    const res = await api.call('DELETE', `/api/associative-club/${record._id}`, { cookie });
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).message).toBe('Club deleted successfully!');
    expect((await api.call('GET', `/api/associative-club/${record._id}`)).status).toBe(404);
  });

  test('404 for unknown ids', async () => {
    await expectRejected(api, { method: 'DELETE', path: `/api/associative-club/${UNKNOWN_ID}`, cookie }, 404);
  });
});
