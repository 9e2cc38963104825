/**
 * The address nothing else answers (netlify.toml's last rule rewrites it to /api/not-found with the
 * address as `?path=`): a page's case variant is sent on, anything else is 404, a write too (it
 * must say the address is unknown, not that a method is missing), but only after the same-origin
 * rule; a write sent to /api/not-found itself is any route's wrong method (405 with `Allow`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from './support/harness.ts';

let api: Api;

beforeAll(async () => {
  api = await startApi();
});

afterAll(async () => {
  await api.stop();
});

describe('an address nothing answers', () => {
  it('sends a case variant of a page on to the page', async () => {
    const res = await api.call('GET', '/api/not-found?path=/EVENTS');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/events');
  });

  it('answers a read of an unknown address 404', async () => {
    expect((await api.call('GET', '/api/not-found?path=/no/such/page')).status).toBe(404);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('answers a %s to an unknown address 404, not 405', async (method) => {
    const res = await api.call(method, '/api/not-found?path=/no/such/form', { body: {} });
    expect(res.status).toBe(404);
    expect(res.headers.get('allow')).toBeNull();
  });

  it('refuses a write from another site before saying the address is unknown', async () => {
    const res = await api.call('POST', '/api/not-found?path=/no/such/form', { body: {}, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'This request must come from the site itself.' });
  });

  it('answers a write to /api/not-found itself as a wrong method, with Allow', async () => {
    const res = await api.call('POST', '/api/not-found', { body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(await res.json()).toEqual({ message: 'Method POST is not allowed here.' });
  });

  it('answers HEAD as every route does (405)', async () => {
    expect((await api.call('HEAD', '/api/not-found?path=/no/such/page')).status).toBe(405);
  });
});
