/**
 * The collection cache of store.ts: a repeated list of an unchanged collection is answered "not
 * modified" by the store (no transfer, no parsing), and a change made by anyone else (another
 * function instance writing the blob) is seen at once.
 */
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { json } from '../../netlify/functions/_shared/http.ts';
import type * as store from '../../netlify/functions/_shared/store.ts';
import { collection, newId } from '../../netlify/functions/_shared/store.ts';
import { startApi, type Api } from './support/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.stop();
});

const thingSchema = z.object({ _id: z.string(), label: z.string() });

it('sees a write made by another instance straight away', async () => {
  const things = collection('cache-other-writer', thingSchema);
  await things.insert({ _id: newId(), label: 'first' });
  expect((await things.list()).map((item) => item.label)).toEqual(['first']);
  // Another function instance replaces the document behind this one's back.
  await getStore('records').setJSON('cache-other-writer', { items: [{ _id: newId(), label: 'second' }] });
  expect((await things.list()).map((item) => item.label)).toEqual(['second']);
  await getStore('records').delete('cache-other-writer');
  expect(await things.list()).toEqual([]);
});

it('answers a repeated list from the cache after a not-modified round-trip, and callers cannot change the cache', async () => {
  const things = collection('cache-repeat', thingSchema);
  await things.mutate(() => ({
    items: Array.from({ length: 300 }, (_, index) => ({ _id: newId(), label: `n${index}` })),
    result: undefined,
  }));
  const first = await things.list();
  const before = api.blobs.operations();
  const second = await things.list();
  expect(api.blobs.operations() - before).toBe(1);
  expect(second).toEqual(first);
  // Each caller gets its own array, and the records themselves are read-only.
  second.pop();
  expect(await things.list()).toHaveLength(300);
  expect(() => {
    (first[0] as { label: string }).label = 'changed';
  }).toThrow(TypeError);
  expect((await things.get(first[0]?._id ?? ''))?.label).toBe('n0');
});

it('computes a view once per version of the collection, and serialises it once', async () => {
  const things = collection('cache-view', thingSchema);
  await things.insert({ _id: newId(), label: 'b' });
  let computed = 0;
  const sorted = () =>
    things.view('sorted', (items) => {
      computed += 1;
      return [...items].sort((x, y) => x.label.localeCompare(y.label));
    });
  const first = await sorted();
  expect(await sorted()).toBe(first);
  expect(computed).toBe(1);
  expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
  await things.insert({ _id: newId(), label: 'a' });
  const second = await sorted();
  expect(second.map((item) => item.label)).toEqual(['a', 'b']);
  expect(computed).toBe(2);
  // The JSON answer of a view, alone or in an envelope, is exactly JSON.stringify's.
  for (const body of [second, { profiles: second, count: 2, skipped: undefined }]) {
    expect(await json(body).text()).toBe(JSON.stringify(body));
  }
});

it('writes the changes that arrive together in one write, each seeing the ones before it', async () => {
  const things = collection('batched-writes', thingSchema);
  await things.insert({ _id: newId(), label: 'first' });
  const before = api.blobs.operations();
  const labels = Array.from({ length: 30 }, (_, index) => `n${index}`);
  const results = await Promise.all(
    labels.map((label) =>
      things.mutate((items) =>
        items.some((item) => item.label === label)
          ? { result: 'duplicate' }
          : { items: [...items, { _id: newId(), label }], result: 'added' },
      ),
    ),
  );
  // A duplicate inside the same batch is seen as one.
  const again = await things.mutate((items) =>
    items.some((item) => item.label === 'n7') ? { result: 'duplicate' } : { items: [...items], result: 'added' },
  );
  expect(results.every((result) => result === 'added')).toBe(true);
  expect(again).toBe('duplicate');
  expect((await things.list()).map((item) => item.label).sort()).toEqual(['first', ...labels].sort());
  // 30 inserts: a handful of round-trips, not 60.
  expect(api.blobs.operations() - before).toBeLessThan(12);
});

it('loses nothing when two instances write at once (conditional writes, retried batches)', async () => {
  // A second copy of the module is a second function instance: its own queue and cache.
  const secondInstance = '../../netlify/functions/_shared/store.ts?instance=2';
  const other = (await import(/* @vite-ignore */ secondInstance)) as typeof store;
  expect(other.collection).not.toBe(collection);
  const here = collection('two-instances', thingSchema);
  const there = other.collection('two-instances', thingSchema);
  const labels = (prefix: string) => Array.from({ length: 25 }, (_, index) => `${prefix}${index}`);
  await Promise.all([
    ...labels('a').map((label) => here.insert({ _id: newId(), label })),
    ...labels('b').map((label) => there.insert({ _id: newId(), label })),
  ]);
  expect((await here.list()).map((item) => item.label).sort()).toEqual([...labels('a'), ...labels('b')].sort());
  expect((await there.list()).length).toBe(50);
});

it('rejects only the change that throws, and still writes the others of its batch', async () => {
  const things = collection('batched-errors', thingSchema);
  const [ok, failed] = await Promise.allSettled([
    things.insert({ _id: newId(), label: 'kept' }),
    things.mutate(() => {
      throw new Error('bad change');
    }),
  ]);
  expect(ok.status).toBe('fulfilled');
  expect(failed.status === 'rejected' && (failed.reason as Error).message).toBe('bad change');
  expect((await things.list()).map((item) => item.label)).toEqual(['kept']);
});
