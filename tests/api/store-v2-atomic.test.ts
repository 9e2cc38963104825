/**
 * Claims and counters change only by conditional writes: a release never removes a claim someone
 * took meanwhile, a claim whose owner never appeared is taken over after its wait (and not
 * before, nor while its owner exists), a claim keeps the note written with it, a counter write
 * the store did not confirm is not taken for done, and a counter raised by several at once only
 * goes up.
 */
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterSchema, THROTTLE_STORE, updateCounter } from '../../netlify/functions/_shared/store/counters.ts';
import { collection } from '../../netlify/functions/_shared/store/index.ts';
import { startFaultyStore } from './support/faulty-store.ts';
import { startBlobs, thingDefinition, type TestBlobs } from './support/store-v2.ts';

let store: TestBlobs;
beforeAll(async () => {
  store = await startBlobs();
});
afterAll(async () => {
  await store.stop();
});

const KEY = 'certificate|event|entry|race';
const gone = { takeOverAfterMs: 0, ownerExists: async () => false };

describe('claims', () => {
  it('are taken over from an owner that never appeared, only after the wait and only while it is missing', async () => {
    const things = collection(thingDefinition('claim-takeover'));
    expect(await things.claim(KEY, 'first')).toBe(true);
    // Without the option, or before the wait, or while its owner exists, the claim stands.
    expect(await things.claim(KEY, 'second')).toBe(false);
    expect(await things.claim(KEY, 'second', { takeOverAfterMs: 60_000, ownerExists: async () => false })).toBe(false);
    expect(await things.claim(KEY, 'second', { takeOverAfterMs: 0, ownerExists: async () => true })).toBe(false);
    expect(await things.holder(KEY)).toBe('first');
    expect(await things.claim(KEY, 'second', gone)).toBe(true);
    expect(await things.holder(KEY)).toBe('second');
    // Of several taking an old claim over at once, one wins: the others find a fresh claim.
    const [key] = (await getStore('records').list({ prefix: 'v2/claim-takeover/claim/' })).blobs.map((blob) => blob.key);
    await getStore('records').setJSON(key as string, { owner: 'second', at: '2026-01-01T00:00:00.000Z' });
    const patient = { takeOverAfterMs: 60_000, ownerExists: async () => false };
    const outcomes = await Promise.all(['a', 'b', 'c', 'd'].map((owner) => things.claim(KEY, owner, patient)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });

  it('dates a claim made before claims were dated, and takes it over only after the wait from then', async () => {
    const things = collection(thingDefinition('claim-undated'));
    expect(await things.claim(KEY, 'old')).toBe(true);
    const [key] = (await getStore('records').list({ prefix: 'v2/claim-undated/claim/' })).blobs.map((blob) => blob.key);
    await getStore('records').setJSON(key as string, { owner: 'old' });
    expect(await things.claim(KEY, 'new', { takeOverAfterMs: 60_000, ownerExists: async () => false })).toBe(false);
    expect(await getStore('records').get(key as string, { type: 'json' })).toEqual({ owner: 'old', at: expect.any(String) });
    expect(await things.claim(KEY, 'new', gone)).toBe(true);
  });

  it('are released only as they were read: a claim taken meanwhile stays', async () => {
    const things = collection(thingDefinition('claim-release'));
    expect(await things.claim(KEY, 'first')).toBe(true);
    // The release has read "first" and is about to write; meanwhile "second" takes the claim over.
    const gate = store.hold((method, url) => ['PUT', 'DELETE'].includes(method) && url.includes('/claim-release/claim/'));
    const releasing = things.release(KEY, 'first');
    await gate.reached;
    const taking = things.claim(KEY, 'second', gone);
    // The takeover's own write must pass the held one: give it its turn first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    gate.release();
    expect(await taking).toBe(true);
    await releasing;
    expect(await things.holder(KEY)).toBe('second');
    // Released by its holder, the key is free again.
    await things.release(KEY, 'second');
    expect(await things.holder(KEY)).toBeUndefined();
    expect(await things.claim(KEY, 'third')).toBe(true);
  });

  it('keep the note written with them, through a release, until the key is taken again', async () => {
    const things = collection(thingDefinition('claim-note'));
    expect(await things.claimed(KEY)).toBeUndefined();
    expect(await things.claim(KEY, 'first', undefined, { for: 'receipt 7' })).toBe(true);
    expect(await things.claimed(KEY)).toEqual({ owner: 'first', at: expect.any(String), note: { for: 'receipt 7' } });
    // Another claimant changes nothing: the note is still the holder's.
    expect(await things.claim(KEY, 'second', undefined, { for: 'receipt 8' })).toBe(false);
    expect(await things.claimed(KEY)).toMatchObject({ owner: 'first', note: { for: 'receipt 7' } });
    await things.release(KEY, 'first');
    expect(await things.claimed(KEY)).toEqual({ released: true, at: expect.any(String), note: { for: 'receipt 7' } });
    expect(await things.claim(KEY, 'second', undefined, { for: 'receipt 8' })).toBe(true);
    expect(await things.claimed(KEY)).toMatchObject({ owner: 'second', note: { for: 'receipt 8' } });
  });
});

describe('counters', () => {
  it('are raised to a value, never lowered, however many raise them at once', async () => {
    const things = collection(thingDefinition('counter-raise'));
    expect(await things.sequenceValue('mark')).toBe(0);
    await Promise.all([3, 7, 5, 2].map((value) => things.raiseSequence('mark', value)));
    expect(await things.sequenceValue('mark')).toBe(7);
    await things.raiseSequence('mark', 4);
    expect(await things.sequenceValue('mark')).toBe(7);
    expect(await things.next('mark')).toBe(8);
  });

  it('do not take a write the store did not confirm for done', async () => {
    // The Blobs client tries a refused request five more times; the sixth refusal is its answer.
    let refuse = 6;
    const faulty = await startFaultyStore(store.blobs.context, (method, path) => {
      if (method !== 'PUT' || !path.includes(`site:${THROTTLE_STORE}/`) || refuse === 0) return false;
      refuse -= 1;
      return true;
    });
    const context = process.env['NETLIFY_BLOBS_CONTEXT'];
    process.env['NETLIFY_BLOBS_CONTEXT'] = faulty.encodedContext;
    try {
      const result = await updateCounter('unconfirmed', (current) => ({
        next: { count: (current?.count ?? 0) + 1, windowStart: 0, lockedUntil: 0 },
        result: 'counted',
      }));
      expect(result).toBe('counted');
    } finally {
      process.env['NETLIFY_BLOBS_CONTEXT'] = context;
      await faulty.stop();
    }
    expect(faulty.refused()).toBe(6);
    const stored = counterSchema.parse(await getStore(THROTTLE_STORE).get('unconfirmed', { type: 'json', consistency: 'strong' }));
    expect(stored.count).toBe(1);
  });
});
