/** The store under many simultaneous writers: nothing may be lost, and a list costs one read. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collection, newId } from '../../netlify/functions/_shared/store.ts';
import { startApi, type Api } from './support/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.stop();
});

const counterSchema = z.object({ _id: z.string(), label: z.string(), count: z.number() });

describe('collection', () => {
  it('keeps every one of 60 simultaneous inserts', async () => {
    const things = collection('concurrent-inserts', counterSchema);
    const ids = Array.from({ length: 60 }, () => newId());
    await Promise.all(ids.map((id, index) => things.insert({ _id: id, label: `item ${index}`, count: 0 })));
    const stored = await things.list();
    expect(stored).toHaveLength(60);
    expect(new Set(stored.map((item) => item._id))).toEqual(new Set(ids));
  }, 60_000);

  it('applies 40 simultaneous increments of one record exactly once each', async () => {
    const things = collection('concurrent-updates', counterSchema);
    const id = newId();
    await things.insert({ _id: id, label: 'counter', count: 0 });
    await Promise.all(Array.from({ length: 40 }, () => things.update(id, (current) => ({ ...current, count: current.count + 1 }))));
    expect((await things.get(id))?.count).toBe(40);
  }, 60_000);

  it('loses no insert when deletes run at the same time', async () => {
    const things = collection('concurrent-mixed', counterSchema);
    const doomed = Array.from({ length: 15 }, () => newId());
    for (const id of doomed) await things.insert({ _id: id, label: 'doomed', count: 0 });
    const kept = Array.from({ length: 15 }, () => newId());
    await Promise.all([...doomed.map((id) => things.remove(id)), ...kept.map((id) => things.insert({ _id: id, label: 'kept', count: 0 }))]);
    const stored = await things.list();
    expect(stored.map((item) => item._id).sort()).toEqual([...kept].sort());
  }, 60_000);

  it('reads a whole list in one store round-trip, whatever its size', async () => {
    const things = collection('list-cost', counterSchema);
    for (let batch = 0; batch < 5; batch += 1) {
      await things.mutate((items) => ({
        items: [...items, ...Array.from({ length: 100 }, (_, index) => ({ _id: newId(), label: `n${batch}-${index}`, count: index }))],
        result: undefined,
      }));
    }
    const before = api.blobs.operations();
    const listed = await things.list();
    expect(listed).toHaveLength(500);
    expect(api.blobs.operations() - before).toBe(1);
  });

  it('answers undefined for unknown ids and changes nothing', async () => {
    const things = collection('unknown-ids', counterSchema);
    await things.insert({ _id: newId(), label: 'only', count: 1 });
    const before = await api.snapshot();
    expect(await things.update('nope', (current) => current)).toBeUndefined();
    expect(await things.remove('nope')).toBeUndefined();
    expect(await api.snapshot()).toEqual(before);
  });
});
