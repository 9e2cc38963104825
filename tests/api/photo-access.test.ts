/**
 * A skater's photo is public only while the profile is on the public list (approved for the current
 * season). A pending, rejected, unconfirmed or lapsed profile's photo answers 404 to the public,
 * to a revalidating browser and to admins whose role does not handle people; the registrar (or an
 * owner) and the child's own signed-in family still see it, never cached. The photo is found through
 * the `byPhoto` index, which the store repair puts back when it drifts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { skaters, skatersDefinition } from '#shared/collections/registry.ts';
import { keys } from '../../netlify/functions/_shared/store/blobs.ts';
import { changePartition } from '../../netlify/functions/_shared/store/ordered-index.ts';
import { repairStore } from '../../netlify/functions/_shared/store/index.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { accountSignedIn, signIn } from './support/accounts.ts';
import { familySignIn } from './support/family.ts';
import { pngDataUrl } from './support/images.ts';
import { startApi, type Api } from './support/harness.ts';
import { approve, confirmationToken, confirmByLink, review, submitSkater } from './support/registry.ts';

let api: Api;
let smtp: TestSmtp;
let owner: string;
let registrar: string;
let editor: string;

const at = (iso: string) => vi.setSystemTime(new Date(iso));

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2026-06-01T10:00:00Z');
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  owner = await api.login();
  registrar = (await accountSignedIn(api, owner, { name: 'Rekha Registrar', email: 'rekha@example.org', role: 'registrar' })).cookie;
  editor = (await accountSignedIn(api, owner, { name: 'Esha Editor', email: 'esha@example.org', role: 'editor' })).cookie;
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
  await smtp.close();
});

let photoCount = 0;
/** A profile sent by its parent (with a photo of its own), confirmed unless said otherwise: its id and photo address. */
const profile = async (email: string, { confirm = true } = {}) => {
  photoCount += 1;
  const { _id } = await submitSkater(api, { email, skaterPhoto: pngDataUrl([photoCount * 20, 40, 90], 8) }, undefined, { confirm });
  await api.server.settle();
  // Read from the store: an unconfirmed registration is not the registrar's to open yet.
  const photo = (await skaters().get(_id))?.skaterPhoto ?? '';
  expect(photo).toMatch(/^\/api\/photos\//);
  return { _id, photo };
};

const statusOf = async (path: string, options: { cookie?: string; headers?: Record<string, string> } = {}) => {
  const res = await api.call('GET', path, options);
  await res.arrayBuffer();
  return res.status;
};

/** Neither a visitor, nor a browser revalidating an old copy, nor a smaller size, nor an editor. */
const expectHidden = async (photo: string) => {
  expect(await statusOf(photo)).toBe(404);
  expect(await statusOf(`${photo}?w=96`)).toBe(404);
  const key = photo.split('/').pop() ?? '';
  expect(await statusOf(photo, { headers: { 'if-none-match': `"${key}"` } })).toBe(404);
  expect(await statusOf(photo, { cookie: editor })).toBe(404);
};

/** Seen by one signed-in person, and kept by no cache. */
const expectPrivatelySeen = async (photo: string, cookie: string) => {
  const res = await api.call('GET', photo, { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('netlify-cdn-cache-control')).toBeNull();
  expect(res.headers.get('netlify-cache-tag')).toBeNull();
  await res.arrayBuffer();
};

describe("a skater's photo", () => {
  it('is hidden while the profile waits for review, seen by the registrar, an owner and the family, and public once approved', async () => {
    const parent = 'waiting.parent@example.com';
    const { _id, photo } = await profile(parent);
    await expectHidden(photo);
    await expectPrivatelySeen(photo, registrar);
    await expectPrivatelySeen(photo, owner);
    await expectPrivatelySeen(photo, await familySignIn(api, smtp, parent));
    // Another family sees nothing of it.
    await profile('stranger.parent@example.com');
    expect(await statusOf(photo, { cookie: await familySignIn(api, smtp, 'stranger.parent@example.com') })).toBe(404);

    await approve(api, registrar, _id);
    await api.server.settle();
    const res = await api.call('GET', photo);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(res.headers.get('netlify-cdn-cache-control')).toMatch(/^public, s-maxage=/);
    await res.arrayBuffer();
  });

  it('is hidden once the profile is rejected', async () => {
    const { _id, photo } = await profile('rejected.parent@example.com');
    await review(api, registrar, _id, { status: 'rejected', reason: 'The proof is unreadable.' });
    await api.server.settle();
    await expectHidden(photo);
    await expectPrivatelySeen(photo, registrar);
  });

  it('is hidden while the parent has not confirmed the address, even from that address', async () => {
    const parent = 'unconfirmed.parent@example.com';
    const { _id, photo } = await profile(parent, { confirm: false });
    await expectHidden(photo);
    await expectPrivatelySeen(photo, registrar);
    // The family page of an address nobody confirmed shows nothing, so neither does the photo route.
    const confirmed = await profile(parent);
    const family = await familySignIn(api, smtp, parent);
    expect(await statusOf(photo, { cookie: family })).toBe(404);
    await expectPrivatelySeen(confirmed.photo, family);
    expect((await confirmByLink(api, await confirmationToken(api, _id))).status).toBe(200);
    await api.server.settle();
    await expectPrivatelySeen(photo, family);
  });

  it('is hidden once the season it was approved for is over, until the profile is renewed', async () => {
    const { _id, photo } = await profile('lapsing.parent@example.com');
    await approve(api, registrar, _id);
    await api.server.settle();
    expect(await statusOf(photo)).toBe(200);
    at('2027-01-02T10:00:00Z');
    try {
      await expectHidden(photo);
      // Signed in afresh: half a year on, the morning's session is over.
      await expectPrivatelySeen(photo, await signIn(api, 'rekha@example.org'));
    } finally {
      at('2026-06-01T10:00:00Z');
    }
    expect(await statusOf(photo)).toBe(200);
  });

  it('is found again by the store repair when its index entry is lost', async () => {
    const { _id, photo } = await profile('repaired.parent@example.com');
    await approve(api, registrar, _id);
    await api.server.settle();
    expect(await statusOf(photo)).toBe(200);
    const key = photo.split('/').pop() ?? '';
    await changePartition(keys(skatersDefinition.name).partition('byPhoto', 1, key), { remove: [{ k: _id, id: _id }] });
    expect(await statusOf(photo)).toBe(404);
    await repairStore([skatersDefinition]);
    expect(await statusOf(photo)).toBe(200);
  });
});
