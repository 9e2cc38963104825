/**
 * When writers keep colliding on one blob (every conditional write finds another came first), the
 * store gives up after its tries with Unavailable, a domain error, and the API answers it as it
 * always has: 503, "The site is very busy right now. Please try again in a moment.", Retry-After 2.
 * The store itself speaks no HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Unavailable } from '../../src/domain/common/errors.ts';
import { errorAnswer } from '../../netlify/functions/_shared/platform/errors.ts';
import { THROTTLE_STORE, updateCounter } from '../../netlify/functions/_shared/store/counters.ts';
import { startFaultyStore } from './support/faulty-store.ts';
import { startBlobs, type TestBlobs } from './support/store-v2.ts';

let store: TestBlobs;
beforeAll(async () => {
  store = await startBlobs();
});
afterAll(async () => {
  await store.stop();
});

describe('a store too busy to write', () => {
  it('gives up with Unavailable, which the API answers as its one 503', async () => {
    // Every write of the counter finds another writer came first (412), as under endless contention.
    const faulty = await startFaultyStore(
      store.blobs.context,
      (method, path) => method === 'PUT' && path.includes(`site:${THROTTLE_STORE}/`) && 412,
    );
    const context = process.env['NETLIFY_BLOBS_CONTEXT'];
    process.env['NETLIFY_BLOBS_CONTEXT'] = faulty.encodedContext;
    let failure: unknown;
    try {
      await updateCounter('contended', () => ({ next: { count: 1, windowStart: 0, lockedUntil: 0 }, result: 'counted' }));
    } catch (error) {
      failure = error;
    } finally {
      process.env['NETLIFY_BLOBS_CONTEXT'] = context;
      await faulty.stop();
    }
    expect(failure).toBeInstanceOf(Unavailable);
    expect(faulty.refused()).toBeGreaterThan(1);
    const answer = errorAnswer(new Request('https://example.org/api/contact', { method: 'POST' }), failure);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('2');
    expect(await answer.json()).toEqual({ message: 'The site is very busy right now. Please try again in a moment.' });
  }, 60_000);
});
