/**
 * /desk-sw.js: the results desk's service worker, hand-written (no Workbox: docs/venue.md says
 * why). It keeps the desk's app shell (its page, scripts, styles, fonts) so the desk opens with no
 * connection, and on Background Sync sends the outbox the desk left in IndexedDB. It controls only
 * /admin/desk/; the rest of the site never runs through it. Each build names its own cache, so a
 * deploy replaces the shell and removes the old one.
 */
import type { APIRoute } from 'astro';

const BUILD = Date.now().toString(36);

const worker = (build: string) => `
'use strict';
const CACHE = 'results-desk-${build}';
const PAGE = '/admin/desk/';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.add(new Request(PAGE, { credentials: 'same-origin' }))).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('results-desk-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// The page names what it loaded (its scripts, styles and fonts): kept for the next opening offline.
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'keep' || !Array.isArray(data.urls)) return;
  const own = data.urls.filter((url) => typeof url === 'string' && new URL(url, self.location.origin).origin === self.location.origin);
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(own.map((url) => cache.match(url).then((found) => found || cache.add(url).catch(() => undefined)))),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // The page from the network when there is one (a new build shows at once), else the kept one.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(PAGE, copy));
          }
          return response;
        })
        .catch(() => caches.open(CACHE).then((cache) => cache.match(PAGE)).then((found) => found || Response.error())),
    );
    return;
  }
  // Built files have hashed names and never change: the kept copy first.
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request).then(
        (found) =>
          found ||
          fetch(request).then((response) => {
            if (response.ok) void cache.put(request, response.clone());
            return response;
          }),
      ),
    ),
  );
});

// Background Sync: the outbox sent in order, as the desk sends it (outbox.ts); an open desk does it itself.
const openDb = () =>
  new Promise((resolve, reject) => {
    const request = indexedDB.open('results-desk', 1);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onupgradeneeded = () => {
      request.transaction.abort();
      reject(new Error('No outbox yet'));
    };
  });
const inStore = (db, mode, work) =>
  new Promise((resolve, reject) => {
    const tx = db.transaction(['outbox', 'meta'], mode, { durability: 'strict' });
    const request = work(tx);
    tx.oncomplete = () => resolve(request ? request.result : undefined);
    tx.onerror = () => reject(tx.error);
  });
const same = (a, b) => a.kind === b.kind && a.raceId === b.raceId && a.eventId === b.eventId;

const sendOutbox = async () => {
  const windows = await self.clients.matchAll({ type: 'window' });
  if (windows.length > 0) {
    for (const client of windows) client.postMessage({ type: 'send-outbox' });
    return;
  }
  const db = await openDb();
  const items = (await inStore(db, 'readonly', (tx) => tx.objectStore('outbox').getAll())).sort((a, b) => a.seq - b.seq);
  const held = [];
  for (const [index, item] of items.entries()) {
    if (item.conflict || item.refused || held.some((blocked) => same(blocked, item))) {
      held.push(item);
      continue;
    }
    // A failed fetch throws: the browser runs the sync again later.
    const res = await fetch('/api/events/' + encodeURIComponent(item.eventId) + '/desk/' + item.kind, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': item.changeId },
      body: JSON.stringify(item.body),
      credentials: 'same-origin',
    });
    const answer = await res.json().catch(() => ({}));
    if (res.ok) {
      const version = answer[item.kind] ? answer[item.kind].version : null;
      await inStore(db, 'readwrite', (tx) => {
        tx.objectStore('outbox').delete(item.seq);
        for (const later of items.slice(index + 1)) {
          if (same(later, item) && later.body.base === item.body.base) {
            later.body = Object.assign({}, later.body, { base: version });
            tx.objectStore('outbox').put(later);
          }
        }
        tx.objectStore('meta').put(new Date().toISOString(), 'lastSentAt');
      });
    } else if (res.status === 409 && answer.current && answer.sent) {
      await inStore(db, 'readwrite', (tx) => void tx.objectStore('outbox').put(Object.assign({}, item, { conflict: answer })));
      held.push(item);
    } else if (res.status === 401 || res.status === 429 || res.status >= 500) {
      throw new Error('Not sent now: ' + res.status);
    } else {
      await inStore(db, 'readwrite', (tx) => void tx.objectStore('outbox').put(Object.assign({}, item, { refused: answer.message || 'HTTP ' + res.status })));
      held.push(item);
    }
  }
};

self.addEventListener('sync', (event) => {
  if (event.tag === 'desk-outbox') event.waitUntil(sendOutbox());
});
`;

export const GET: APIRoute = () =>
  new Response(worker(BUILD), { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' } });
