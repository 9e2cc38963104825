/**
 * The build hook (docs/rules.md#fresh-content) against a real local HTTP listener: a burst of changes makes one
 * call, a rejected request makes none, and every kind of public-content change makes one.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Achievement } from '../../src/domain/content/achievement.schema.ts';
import type { Club } from '../../src/domain/content/club.schema.ts';
import type { Event } from '../../src/domain/events/event.schema.ts';
import type { GalleryImage } from '../../src/domain/content/gallery.schema.ts';
import type { News } from '../../src/domain/content/news.schema.ts';
import type { Update } from '../../src/domain/content/update.schema.ts';
import { achievementBody, clubBody, contactBody, eventBody, newsBody, registrationBody, skaterBody } from './support/fixtures.ts';
import { submitSkater } from './support/registry.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { pngDataUrl } from './support/images.ts';

let api: Api;
let cookie: string;
let hook: Server;
const calls: { method: string; url: string }[] = [];

beforeAll(async () => {
  hook = createServer((req, res) => {
    calls.push({ method: req.method ?? '', url: req.url ?? '' });
    req.resume();
    res.writeHead(200).end('{}');
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', () => resolve()));
  const { port } = hook.address() as AddressInfo;
  // Longer than one admin request takes on a busy machine (well over 100 ms), so the burst below stays one burst.
  api = await startApi({ BUILD_HOOK_URL: `http://127.0.0.1:${port}/build_hooks/test-hook`, REBUILD_DEBOUNCE_MS: '500' });
  cookie = await api.login();
});
afterAll(async () => {
  await api.stop();
  await new Promise<void>((resolve) => hook.close(() => resolve()));
});
beforeEach(async () => {
  await api.server.settle();
  calls.length = 0;
});

const created = async <T>(res: Promise<Response>): Promise<T> => {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  return jsonOf<T>(answer);
};

describe('rebuild hook', () => {
  test('a burst of five changes calls the hook exactly once', async () => {
    for (let index = 0; index < 5; index += 1) {
      await created(api.call('POST', '/api/updates', { body: { text: `Burst ${index}` }, cookie }));
    }
    await api.server.settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    const url = new URL(calls[0]?.url ?? '', 'http://hook');
    expect(url.pathname).toBe('/build_hooks/test-hook');
    expect(url.searchParams.get('trigger_title')).toBe('Content changed: update added');
  });

  test('rejected requests and private records never call it', async () => {
    await api.call('POST', '/api/updates', { body: { text: '' }, cookie });
    await api.call('POST', '/api/news', { body: newsBody({ image: 'data:image/svg+xml;base64,PHN2Zz4=' }), cookie });
    await api.call('POST', '/api/updates', { body: { text: 'no session' } });
    await api.call('DELETE', '/api/news/a1b2c3d4e5f6a1b2c3d4e5f6', { cookie });
    const event = await created<Event>(api.call('POST', '/api/events', { body: eventBody({ image: '' }), cookie }));
    await api.server.settle();
    calls.length = 0;
    // Registrations, contact messages and a parent's pending skater profile are not public content.
    await created(api.call('POST', '/api/skaterprofiles', { body: skaterBody(), ip: '192.0.2.52' }));
    await created(api.call('POST', '/api/registrations', { body: registrationBody(event._id), ip: '192.0.2.50' }));
    await created(api.call('POST', '/api/contact', { body: contactBody(), ip: '192.0.2.51' }));
    await api.server.settle();
    expect(calls).toHaveLength(0);
  });

  test('every kind of public-content change calls it', async () => {
    const changes: [string, () => Promise<unknown>][] = [];
    let achievement: Achievement | undefined;
    let update: Update | undefined;
    let event: Event | undefined;
    let item: News | undefined;
    let images: GalleryImage[] = [];
    let club: Club | undefined;
    let skaterId = '';
    changes.push(
      [
        'achievement added',
        async () => (achievement = await created(api.call('POST', '/api/achievementspost', { body: achievementBody(), cookie }))),
      ],
      [
        'achievement updated',
        () => created(api.call('PUT', `/api/achievements/${achievement?._id}`, { body: achievementBody({ title: 'Renamed' }), cookie })),
      ],
      ['achievement deleted', () => created(api.call('DELETE', `/api/achievements/${achievement?._id}`, { cookie }))],
      ['update added', async () => (update = await created(api.call('POST', '/api/updates', { body: { text: 'One' }, cookie })))],
      ['update edited', () => created(api.call('PUT', `/api/updates/${update?._id}`, { body: { text: 'Two' }, cookie }))],
      ['update deleted', () => created(api.call('DELETE', `/api/updates/${update?._id}`, { cookie }))],
      ['event added', async () => (event = await created(api.call('POST', '/api/events', { body: eventBody(), cookie })))],
      ['event updated', () => created(api.call('PUT', `/api/events/${event?._id}`, { body: eventBody({ title: 'Renamed' }), cookie }))],
      ['event deleted', () => created(api.call('DELETE', `/api/events/${event?._id}`, { cookie }))],
      ['news added', async () => (item = await created(api.call('POST', '/api/news', { body: newsBody(), cookie })))],
      ['news updated', () => created(api.call('PUT', `/api/news/${item?._id}`, { body: newsBody({ title: 'Renamed' }), cookie }))],
      ['news deleted', () => created(api.call('DELETE', `/api/news/${item?._id}`, { cookie }))],
      [
        'gallery images added',
        async () => (images = await created(api.call('POST', '/api/gallery', { body: { images: [pngDataUrl()] }, cookie }))),
      ],
      ['gallery image updated', () => created(api.call('PATCH', `/api/gallery/${images[0]?._id}`, { body: { caption: 'New' }, cookie }))],
      ['gallery image deleted', () => created(api.call('DELETE', `/api/gallery/${images[0]?._id}`, { cookie }))],
      ['club added', async () => (club = await created(api.call('POST', '/api/associative-club', { body: clubBody(), cookie })))],
      [
        'club updated',
        () => created(api.call('PUT', `/api/associative-club/${club?._id}`, { body: clubBody({ clubName: 'Renamed' }), cookie })),
      ],
      ['club deleted', () => created(api.call('DELETE', `/api/associative-club/${club?._id}`, { cookie }))],
      // An admin's profile is approved at once, so public; a parent's is public once approved.
      [
        'skater profile added',
        async () =>
          (skaterId = (await created<{ _id: string }>(api.call('POST', '/api/skaterprofiles', { body: skaterBody(), cookie })))._id),
      ],
      [
        'skater profile reviewed',
        async () => {
          const submitted = await submitSkater(api);
          return created(api.call('PATCH', `/api/skaterprofiles/${submitted._id}`, { body: { status: 'approved' }, cookie }));
        },
      ],
      ['skater profile deleted', () => created(api.call('DELETE', `/api/skaterprofiles/${skaterId}`, { cookie }))],
      ['breaking news', () => created(api.call('POST', '/api/breaking-news', { body: { content: 'New banner' }, cookie }))],
    );
    for (const [reason, change] of changes) {
      calls.length = 0;
      await change();
      await api.server.settle();
      expect(
        calls.map((call) => new URL(call.url, 'http://hook').searchParams.get('trigger_title')),
        reason,
      ).toEqual([`Content changed: ${reason}`]);
    }
  });
});
