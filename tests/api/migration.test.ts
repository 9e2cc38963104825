/**
 * A site that ran the first release has one document per collection. Its first request after the
 * upgrade migrates each collection it touches: every record is listed and readable through the
 * routes, and the rules that looked at the whole document still hold (one registration per
 * e-mail address per event, although the old registrations hold no claim).
 */
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Achievement } from '../../src/domain/content/achievement.schema.ts';
import type { Club } from '../../src/domain/content/club.schema.ts';
import type { ContactMessage } from '../../src/domain/messages/contact.schema.ts';
import type { Event } from '../../src/domain/events/event.schema.ts';
import { GALLERY_ALT_DEFAULT } from '../../src/domain/content/gallery.ts';
import type { GalleryImage } from '../../src/domain/content/gallery.schema.ts';
import type { News } from '../../src/domain/content/news.schema.ts';
import type { Registration } from '../../src/domain/events/registration.schema.ts';
import type { Skater } from '../../src/domain/registry/skater.schema.ts';
import type { AdminSkater } from '../../src/domain/registry/skater-views.schema.ts';

type OldSkater = Omit<Skater, 'status' | 'season' | 'dobChanges'>;
import type { Update } from '../../src/domain/content/update.schema.ts';
import { allPages, registrationBody, startSignedIn, validAadhaar } from './support/fixtures.ts';
import { jsonOf, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;

const COUNT = 130;
const at = (index: number) => new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString();
const id = (prefix: string, index: number) => `${prefix}${String(index).padStart(20, '0')}`;
const range = Array.from({ length: COUNT }, (_, index) => index);
const futureDay = (index: number) => new Date(Date.UTC(2099, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);

const old = {
  achievements: range.map((index): Achievement => ({
    _id: id('ach', index),
    title: `Medal ${index}`,
    description: '',
    year: '2024',
    level: 'State',
    image: '',
    image2: '',
    createdAt: at(index),
  })),
  updates: range.map((index): Update => ({ _id: id('upd', index), text: `Update ${index}`, createdAt: at(index) })),
  events: range.map((index): Event => ({
    _id: id('evt', index),
    title: `Event ${index}`,
    date: futureDay(index),
    image: '',
    description: '',
    location: '',
    createdAt: at(index),
  })),
  news: range.map((index): News => ({ _id: id('nws', index), title: `News ${index}`, description: '', image: '', createdAt: at(index) })),
  // The first release's images had no alt text or caption.
  gallery: range.map((index): Omit<GalleryImage, 'alt' | 'caption'> => ({
    _id: id('gal', index),
    url: `/api/images/${index}.png`,
    createdAt: at(index),
  })),
  'associative-clubs': range.map((index): Club => ({
    _id: id('clb', index),
    clubName: `Club ${String(index).padStart(3, '0')}`,
    district: 'North',
    stateName: '',
    members: [{ memberName: 'Coach', role: 'Coach', profileImage: '', mobileNumber: '' }],
    createdAt: at(index),
  })),
  // Profiles of the first release: no status, season or reference.
  'skater-profiles': range.map((index): OldSkater => ({
    _id: id('skt', index),
    rsfiNo: '',
    name: `Skater ${String(index).padStart(3, '0')}`,
    parentName: 'Parent',
    dob: '2012-05-05',
    gender: 'Female',
    aadharNo: validAadhaar(`3${String(index).padStart(10, '0')}`),
    phoneNo: '9876543210',
    email: `s${index}@example.org`,
    eventCategory: 'Speed Quad',
    representativeClub: 'Riverside',
    coachName: 'Coach',
    skaterPhoto: '',
    proofType: 'Aadhar',
    fileKey: `proof-${index}.png`,
    consentAt: at(index),
    createdAt: at(index),
  })),
  // Every registration is for the first event.
  registrations: range.map((index): Registration => ({
    _id: id('reg', index),
    eventId: id('evt', 0),
    name: `Runner ${index}`,
    age: 12,
    email: `runner${index}@example.org`,
    phone: '9123456789',
    createdAt: at(index),
  })),
  'contact-messages': range.map((index): ContactMessage => ({
    _id: id('msg', index),
    email: `v${index}@example.org`,
    subject: `Hello ${index}`,
    content: 'Hi',
    createdAt: at(index),
  })),
};

beforeAll(async () => {
  ({ api, cookie } = await startSignedIn());
  for (const [name, items] of Object.entries(old)) await getStore('records').setJSON(name, { items });
}, 60_000);
afterAll(() => api.stop());

const sortedIds = (items: readonly { _id: string }[]) => items.map((item) => item._id).sort();
const skaterProfiles = (body: unknown) => (body as { profiles: { _id: string }[] }).profiles;

test.each([
  ['/api/achievements', false, old.achievements, undefined],
  ['/api/updates', false, old.updates, undefined],
  ['/api/events', false, old.events, undefined],
  ['/api/news', false, old.news, undefined],
  ['/api/gallery', false, old.gallery, undefined],
  ['/api/associative-club', false, old['associative-clubs'], undefined],
  // Nobody checked the old profiles: they migrate as pending, and the public list holds none of them.
  ['/api/skaterprofiles', false, [], skaterProfiles],
  ['/api/skaterprofiles', true, old['skater-profiles'], skaterProfiles],
  ['/api/registrations', true, old.registrations, undefined],
  ['/api/contact', true, old['contact-messages'], undefined],
] as const)('%s lists every record of the old document (signed in: %s)', async (path, admin, records, pick) => {
  const listed = await allPages<{ _id: string }>(api, path, { ...(admin ? { cookie } : {}), ...(pick ? { pick } : {}) });
  expect(sortedIds(listed)).toEqual(sortedIds(records));
});

test('old skater profiles migrate as pending, for the season they were created in, with no reference yet', async () => {
  const listed = await allPages<AdminSkater>(api, '/api/skaterprofiles', {
    cookie,
    pick: (body) => (body as { profiles: AdminSkater[] }).profiles,
  });
  expect(listed).toHaveLength(COUNT);
  for (const profile of listed) {
    expect(profile).toMatchObject({ status: 'pending', reference: '', lapsed: false });
    expect(profile).not.toHaveProperty('registrationNo');
  }
  expect(new Set(listed.map((profile) => profile.season))).toEqual(
    new Set(old['skater-profiles'].map((item) => Number(item.createdAt.slice(0, 4)))),
  );
});

test('old gallery images list with the default alt text and no caption', async () => {
  const listed = await allPages<GalleryImage>(api, '/api/gallery');
  expect(listed).toHaveLength(COUNT);
  for (const image of listed) expect(image).toMatchObject({ alt: GALLERY_ALT_DEFAULT, caption: '' });
});

test('every old record is readable on its own, and the old documents are kept as backups', async () => {
  for (const item of [old.achievements[77], old.events[5], old.news[129]]) {
    const [route] = ({ ach: ['/api/achievements'], evt: ['/api/events'], nws: ['/api/news'] } as const)[
      (item?._id.slice(0, 3) ?? 'ach') as 'ach' | 'evt' | 'nws'
    ];
    expect(await jsonOf(await api.call('GET', `${route}/${item?._id}`))).toEqual(item);
  }
  const club = old['associative-clubs'][64] as Club;
  // Old members had no ids: each is read with one of its own, the rest as it was.
  const read = await jsonOf<Club>(await api.call('GET', `/api/associative-club/${club._id}`));
  expect(read).toEqual({ ...club, members: club.members.map((member) => ({ ...member, _id: expect.stringMatching(/^[0-9a-f]{24}$/) })) });
  expect(new Set(read.members.map((member) => member._id)).size).toBe(club.members.length);
  for (const name of Object.keys(old)) {
    expect(await getStore('records').get(name)).toBeNull();
    expect(((await getStore('records').get(`v2/${name}/v1-backup`, { type: 'json' })) as { items: unknown[] }).items).toHaveLength(COUNT);
  }
});

test('an address registered before the upgrade cannot register for the same event again', async () => {
  const taken = registrationBody(id('evt', 0), { email: 'runner7@example.org' });
  const res = await api.call('POST', '/api/registrations', { body: taken, ip: '192.0.2.50' });
  expect(res.status).toBe(409);
  const free = registrationBody(id('evt', 1), { email: 'runner7@example.org' });
  expect((await api.call('POST', '/api/registrations', { body: free, ip: '192.0.2.51' })).status).toBe(201);
  // The event's registrations are counted from its own list.
  expect(await jsonOf(await api.call('GET', `/api/events/${id('evt', 0)}/registrations`, { cookie }))).toEqual({
    count: COUNT,
    entries: 0,
  });
});
