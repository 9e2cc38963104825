import sharp from 'sharp';
import { pdfMessages } from '#domain/common/documents.ts';
import { skaterMessages } from '#domain/registry/skater.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminSkater, PublicSkater } from '../../src/domain/registry/skater-views.schema.ts';
import { ageCategory } from '../../src/domain/registry/age-category.ts';
import { FORM_LIMITS } from '../../netlify/functions/_shared/security/public-form-limits.ts';
import { FORM_LIMIT_MESSAGE } from '../../netlify/functions/_shared/security/throttle.ts';
import {
  allPages,
  badImages,
  eventBody,
  expectRejected,
  filesNaming,
  MALFORMED_IDS,
  skaterBody,
  text,
  UNKNOWN_ID,
  validAadhaar,
} from './support/fixtures.ts';
import { startFaultyStore } from './support/faulty-store.ts';
import { confirmationToken, confirmByLink } from './support/registry.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { makePng, pngDataUrl } from './support/images.ts';

let api: Api;
let cookie: string;
let ipCounter = 0;
const freshIp = () => `192.0.2.${(ipCounter += 1)}`;

beforeAll(async () => {
  api = await startApi();
  cookie = await api.login();
});
afterAll(() => api.stop());

const submit = async (overrides: Record<string, unknown> = {}): Promise<string> => {
  // An address of its own unless one is given: each address has a daily allowance of letters from the forms.
  const body0 = skaterBody({ email: `profile.${ipCounter}@example.com`, ...overrides });
  const res = await api.call('POST', '/api/skaterprofiles', { body: body0, ip: freshIp() });
  expect(res.status, await res.clone().text()).toBe(201);
  const body = await jsonOf<{ message: string; _id: string; reference: string }>(res);
  expect(body.message).toBe('Skater profile successfully added!');
  expect(body.reference).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
  // The parent follows the link mailed to the address typed: the registration reaches the registrar.
  expect((await confirmByLink(api, await confirmationToken(api, body._id))).status).toBe(200);
  return body._id;
};

const adminProfiles = () =>
  allPages<AdminSkater>(api, '/api/skaterprofiles', { cookie, pick: (body) => (body as { profiles: AdminSkater[] }).profiles });

const PERSONAL_FIELDS = [
  'aadharNo',
  'phoneNo',
  'email',
  'dob',
  'parentName',
  'coachName',
  'rsfiNo',
  'fileUrl',
  'fileKey',
  'proofType',
  'consentAt',
  'age',
  'reference',
  'status',
  'reason',
  'mailProblem',
  'dobChanges',
];

describe('POST /api/skaterprofiles (public form)', () => {
  test('stores the profile without a session; photo public, proof private', async () => {
    const aadhaar = validAadhaar('98765432109');
    const id = await submit({
      aadharNo: `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`,
      email: 'Parent.One@Example.com',
      phoneNo: '098765 43210',
      extra: 'dropped',
    });
    const profile = (await adminProfiles()).find((item) => item._id === id);
    expect(profile).toMatchObject({
      name: 'Diya Sharma',
      parentName: 'Neha Sharma',
      dob: '2015-04-12',
      gender: 'Female',
      aadharNo: `XXXX XXXX ${aadhaar.slice(-4)}`,
      phoneNo: '9876543210',
      email: 'parent.one@example.com',
      eventCategory: 'Fancy Inline',
      representativeClub: 'Riverside Roller Academy',
      coachName: 'Arjun Nair',
      proofType: 'Aadhar',
      rsfiNo: 'RSFI-123',
      fileUrl: `/api/skaterprofiles/${id}/proof`,
      ageCategory: ageCategory('2015-04-12'),
    });
    expect(profile).not.toHaveProperty('extra');
    expect(profile).not.toHaveProperty('fileKey');
    expect(profile?.skaterPhoto).toMatch(new RegExp(`^/api/photos/${id}-[a-f0-9]{24}\\.png$`));
    // Waiting for review: the registrar sees the photo, the public not yet (photo-access.test.ts).
    expect((await api.call('GET', profile?.skaterPhoto ?? '', { cookie })).status).toBe(200);
    expect((await api.call('GET', profile?.skaterPhoto ?? '')).status).toBe(404);

    // The proof is not among the public images, under any key.
    const proofBytes = makePng(4, 4, [4, 5, 6]);
    const proof = await api.call('GET', `/api/skaterprofiles/${id}/proof`, { cookie });
    expect(proof.status).toBe(200);
    expect(proof.headers.get('cache-control')).toBe('private, no-store');
    expect(proof.headers.get('content-type')).toBe('image/png');
    // The stored proof is the upload cleaned of metadata: the same picture, pixel for pixel.
    const pixels = (bytes: Uint8Array) => sharp(bytes).raw().toBuffer();
    expect((await pixels(new Uint8Array(await proof.arrayBuffer()))).equals(await pixels(proofBytes))).toBe(true);
    const files = filesNaming(await api.snapshot(), id);
    const photoKey = profile?.skaterPhoto.split('/').pop() ?? '';
    expect(files).toHaveLength(2);
    expect(files.filter((key) => /site(:|%3A)photos\//.test(key)).map((key) => key.split('/').pop())).toEqual([photoKey]);
    expect(files.filter((key) => /site(:|%3A)private-files\//.test(key))).toHaveLength(1);
  });

  test('gender may be left out; RSFI number is optional', async () => {
    const id = await submit({ gender: undefined, rsfiNo: undefined, aadharNo: validAadhaar('34567890123') });
    const profile = (await adminProfiles()).find((item) => item._id === id);
    expect(profile).toMatchObject({ gender: '', rsfiNo: '' });
  });

  const futureDate = `${new Date().getUTCFullYear() + 1}-01-01`;
  test.each([
    ['name missing', { name: undefined }, 'Name is required'],
    ['name over 100', { name: text(101) }, 'Name must be at most 100 characters'],
    ["parent's name missing", { parentName: ' ' }, "Parent's name is required"],
    ['date of birth missing', { dob: undefined }, 'Date of birth is required'],
    ['date of birth not a real date', { dob: '2015-02-29' }, 'Date of birth must be a real date (YYYY-MM-DD)'],
    ['date of birth in the future', { dob: futureDate }, 'Date of birth must be a past date'],
    ['gender not in the list', { gender: 'Robot' }, 'Gender must be one of: Male, Female, Other'],
    ['Aadhaar missing', { aadharNo: undefined }, 'Aadhaar number is required'],
    [
      'Aadhaar with a wrong check digit',
      { aadharNo: `${validAadhaar().slice(0, 11)}${(Number(validAadhaar().slice(11)) + 1) % 10}` },
      skaterMessages.aadhaarInvalid,
    ],
    ['Aadhaar starting with 1', { aadharNo: validAadhaar('12345678901') }, skaterMessages.aadhaarInvalid],
    ['Aadhaar with 11 digits', { aadharNo: '23456789012' }, skaterMessages.aadhaarLength],
    ['Aadhaar not text', { aadharNo: 234567890123 }, 'Aadhaar number is required'],
    ['phone missing', { phoneNo: undefined }, 'Phone number is required'],
    ['phone not a mobile number', { phoneNo: '5876543210' }, 'Phone number must be a 10-digit Indian mobile number'],
    ['e-mail missing', { email: '' }, 'E-mail is required'],
    ['e-mail malformed', { email: 'parent@@example' }, 'E-mail must be a valid e-mail address'],
    ['event category missing', { eventCategory: undefined }, expect.stringMatching(/^Event category must be one of: Adjustable, /)],
    ['event category unknown', { eventCategory: 'Ice Dancing' }, expect.stringMatching(/^Event category must be one of: /)],
    ['club missing', { representativeClub: '' }, 'Representative club is required'],
    ['coach missing', { coachName: undefined }, "Coach's name is required"],
    ['photo missing', { skaterPhoto: '' }, 'Skater photo is required'],
    ['proof type unknown', { proofType: 'Passport' }, 'Proof type must be one of: Aadhar, Birth Certificate'],
    ['proof missing', { fileUrl: undefined }, 'Identity proof is required'],
    ['consent missing', { consent: undefined }, 'Consent is required to register a skater'],
    ['consent not true', { consent: 'yes' }, 'Consent is required to register a skater'],
    ['honeypot filled', { website: 'spam' }, 'Submission rejected'],
  ])('400 when %s', async (_name, overrides, message) => {
    const body = await expectRejected(
      api,
      { method: 'POST', path: '/api/skaterprofiles', body: skaterBody(overrides), ip: freshIp() },
      400,
    );
    expect([body.message, ...(body.errors ?? [])]).toContainEqual(message);
  });

  test('the photo and the proof must be uploaded files, not links to stored images', async () => {
    const id = await submit({ aadharNo: validAadhaar('45678901234') });
    const photoUrl = (await adminProfiles()).find((item) => item._id === id)?.skaterPhoto ?? '';
    // Another child's photo cannot be named to reuse it.
    await expectRejected(
      api,
      {
        method: 'POST',
        path: '/api/skaterprofiles',
        body: skaterBody({ skaterPhoto: photoUrl, aadharNo: validAadhaar('56789012345') }),
        ip: freshIp(),
      },
      400,
      'Skater photo must be an image file',
    );
    // A content image may be named, but it is copied: deleting one record never touches another's file.
    const event = await jsonOf<{ image: string }>(await api.call('POST', '/api/events', { body: eventBody(), cookie }));
    const copy = await submit({ skaterPhoto: event.image, aadharNo: validAadhaar('56789012345') });
    const copied = (await adminProfiles()).find((item) => item._id === copy)?.skaterPhoto;
    expect(copied?.startsWith(`/api/photos/${copy}-`)).toBe(true);
  });

  test.each(badImages('Skater photo'))('rejects %s as the photo', async (_name, skaterPhoto, status, message) => {
    await expectRejected(
      api,
      { method: 'POST', path: '/api/skaterprofiles', body: skaterBody({ skaterPhoto }), ip: freshIp() },
      status,
      message,
    );
  });

  // The proof takes PDFs too, so its refusal names both kinds.
  const badProofs = badImages('Identity proof').map(([name, value, status, message]): [string, string, number, string] => [
    name,
    value,
    status,
    status === 415 ? pdfMessages.wrongType('Identity proof') : message,
  ]);
  test.each(badProofs)('rejects %s as the proof, storing not even the photo', async (_name, fileUrl, status, message) => {
    await expectRejected(
      api,
      { method: 'POST', path: '/api/skaterprofiles', body: skaterBody({ fileUrl }), ip: freshIp() },
      status,
      message,
    );
  });

  test('400 malformed JSON, 415 form encoding', async () => {
    await expectRejected(
      api,
      { method: 'POST', path: '/api/skaterprofiles', rawBody: '{"name":"x"', headers: { 'content-type': 'application/json' } },
      400,
      'The request body is not valid JSON.',
    );
    await expectRejected(
      api,
      { method: 'POST', path: '/api/skaterprofiles', rawBody: 'name=x', headers: { 'content-type': 'multipart/form-data; boundary=b' } },
      415,
    );
  });

  test(`429 after ${FORM_LIMITS.skater.limit} profiles from one client`, async () => {
    const ip = '198.18.0.1';
    for (let index = 0; index < FORM_LIMITS.skater.limit; index += 1) {
      const res = await api.call('POST', '/api/skaterprofiles', { body: skaterBody({ name: `Flood ${index}` }), ip });
      expect(res.status).toBe(201);
    }
    await expectRejected(
      api,
      { method: 'POST', path: '/api/skaterprofiles', body: skaterBody({ name: 'One more' }), ip },
      429,
      FORM_LIMIT_MESSAGE,
    );
  });

  test('a signed-in admin adding skaters (the /addskaters screen) is not rate-limited', async () => {
    const ip = '198.18.0.2';
    const cookie = await api.login();
    for (let index = 0; index <= FORM_LIMITS.skater.limit; index += 1) {
      const res = await api.call('POST', '/api/skaterprofiles', { body: skaterBody({ name: `Club skater ${index}` }), ip, cookie });
      expect(res.status).toBe(201);
    }
  }, 60_000);
});

describe('GET /api/skaterprofiles', () => {
  test('visitors get the public view only: no personal data, field by field and in the raw text', async () => {
    const aadhaar = validAadhaar('67890123456');
    const email = 'private.parent@example.com';
    const id = await submit({
      aadharNo: aadhaar,
      email,
      phoneNo: '9000012345',
      parentName: 'Secret Parent',
      coachName: 'Secret Coach',
      rsfiNo: 'RSFI-SECRET',
      dob: '2012-03-04',
    });
    const approval = await api.call('PATCH', `/api/skaterprofiles/${id}`, { body: { status: 'approved' }, cookie });
    expect(approval.status).toBe(200);
    const { registrationNo } = (await jsonOf<{ profile: AdminSkater }>(approval)).profile;
    // Searched by name: the first page of a store other tests have filled may end before 'Diya'.
    const res = await api.call('GET', '/api/skaterprofiles?q=Diya%20Sharma');
    expect(res.status).toBe(200);
    expect(res.headers.get('netlify-vary')).toBe('cookie=session');
    const raw = await res.text();
    const { profiles } = JSON.parse(raw) as { profiles: PublicSkater[] };
    const profile = profiles.find((item) => item._id === id);
    expect(profile).toEqual({
      _id: id,
      name: 'Diya Sharma',
      gender: 'Female',
      eventCategory: 'Fancy Inline',
      representativeClub: 'Riverside Roller Academy',
      skaterPhoto: expect.stringMatching(new RegExp(`^/api/photos/${id}-`)),
      ageCategory: ageCategory('2012-03-04'),
      registrationNo: expect.stringMatching(/^ADRSA-\d{4}-\d{4}$/),
    });
    expect(profile?.registrationNo).toBe(registrationNo);
    for (const item of profiles) for (const field of PERSONAL_FIELDS) expect(item).not.toHaveProperty(field);
    for (const secret of [
      aadhaar,
      `XXXX XXXX ${aadhaar.slice(-4)}`,
      email,
      '9000012345',
      'Secret Parent',
      'Secret Coach',
      'RSFI-SECRET',
      '2012-03-04',
      '/proof',
    ]) {
      expect(raw).not.toContain(secret);
    }
  });

  test('an admin gets the admin view, Aadhaar masked, never cached', async () => {
    const aadhaar = validAadhaar('78901234567');
    const id = await submit({ aadharNo: aadhaar, email: 'admin.view@example.com' });
    const res = await api.call('GET', `/api/skaterprofiles?q=${encodeURIComponent('admin.view@example.com')}&pageSize=100`, { cookie });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const raw = await res.text();
    expect(raw).not.toContain(aadhaar);
    const profile = (JSON.parse(raw) as { profiles: AdminSkater[] }).profiles.find((item) => item._id === id);
    expect(profile?.aadharNo).toBe(`XXXX XXXX ${aadhaar.slice(-4)}`);
    expect(profile?.email).toBe('admin.view@example.com');
    expect(profile?.age).toBeTypeOf('number');
  });

  test('the proof is for admins only; 404 for unknown or malformed ids', async () => {
    const id = await submit({ aadharNo: validAadhaar('89012345678') });
    const anonymous = await api.call('GET', `/api/skaterprofiles/${id}/proof`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toContain('application/json');
    expect((await api.call('GET', `/api/skaterprofiles/${UNKNOWN_ID}/proof`, { cookie })).status).toBe(404);
    for (const bad of MALFORMED_IDS) expect((await api.call('GET', `/api/skaterprofiles/${bad}/proof`, { cookie })).status).toBe(404);
  });
});

describe('DELETE /api/skaterprofiles/{id}', () => {
  test('deletes the record, the photo and the proof', async () => {
    const id = await submit({
      aadharNo: validAadhaar('90123456789'),
      skaterPhoto: pngDataUrl([70, 71, 72]),
      fileUrl: pngDataUrl([73, 74, 75]),
    });
    const photo = (await adminProfiles()).find((item) => item._id === id)?.skaterPhoto ?? '';
    const filesBefore = filesNaming(await api.snapshot(), id);
    expect(filesBefore).toHaveLength(2);

    const res = await api.call('DELETE', `/api/skaterprofiles/${id}`, { cookie });
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).message).toBe('Skater profile deleted successfully');
    expect((await adminProfiles()).some((item) => item._id === id)).toBe(false);
    // Gone for the registrar too, who saw it while the profile waited.
    expect((await api.call('GET', photo, { cookie })).status).toBe(404);
    expect((await api.call('GET', `/api/skaterprofiles/${id}/proof`, { cookie })).status).toBe(404);
    expect(filesNaming(await api.snapshot(), id)).toEqual([]);
  });

  test('when the store refuses to delete the proof, the profile stays and deleting it again removes everything', async () => {
    const id = await submit({ aadharNo: validAadhaar('39876543210'), fileUrl: pngDataUrl([76, 77, 78]) });
    const filesOf = async () => filesNaming(await api.snapshot(), id);
    expect(await filesOf()).toHaveLength(2);

    const store = await startFaultyStore(api.blobs.context, (method, path) => method === 'DELETE' && path.includes('private-files/'));
    process.env['NETLIFY_BLOBS_CONTEXT'] = store.encodedContext;
    let failed: Response;
    try {
      failed = await api.call('DELETE', `/api/skaterprofiles/${id}`, { cookie });
    } finally {
      process.env['NETLIFY_BLOBS_CONTEXT'] = api.blobs.encodedContext;
      await store.stop();
    }
    expect(store.refused()).toBeGreaterThan(0);
    expect(failed.status).toBe(500);
    // Nothing is orphaned: the profile still points at its proof, so the admin can try again.
    expect((await adminProfiles()).some((item) => item._id === id)).toBe(true);
    expect((await filesOf()).filter((key) => /site(:|%3A)private-files\//.test(key))).toHaveLength(1);
    expect((await api.call('GET', `/api/skaterprofiles/${id}/proof`, { cookie })).status).toBe(200);

    const again = await api.call('DELETE', `/api/skaterprofiles/${id}`, { cookie });
    expect(again.status).toBe(200);
    expect((await adminProfiles()).some((item) => item._id === id)).toBe(false);
    expect(await filesOf()).toEqual([]);
  });

  test('404 for unknown or malformed ids', async () => {
    await expectRejected(api, { method: 'DELETE', path: `/api/skaterprofiles/${UNKNOWN_ID}`, cookie }, 404, 'Skater profile not found.');
    for (const bad of MALFORMED_IDS) await expectRejected(api, { method: 'DELETE', path: `/api/skaterprofiles/${bad}`, cookie }, 404);
  });
});
