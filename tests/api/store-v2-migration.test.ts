/**
 * Migration from the first release's layout (one `{items: [...]}` document per collection) on
 * first use: every record arrives, the indexes are right, several instances
 * migrating at once agree, writes made meanwhile are kept, a second run changes nothing, and
 * indexes added later are built from the records.
 */
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { checkCollection, collection, repairStore } from '../../netlify/functions/_shared/store/index.ts';
import {
  anotherInstance,
  expectConsistent,
  makeThing,
  startBlobs,
  thingDefinition,
  type TestBlobs,
  type Thing,
  writeOldDocument,
} from './support/store-v2.ts';

let store: TestBlobs;
beforeAll(async () => {
  store = await startBlobs();
});
afterAll(async () => {
  await store.stop();
});

const records = () => getStore('records');
const listKeys = async (prefix: string) => (await records().list({ prefix })).blobs.map((blob) => blob.key);
const ids = (things: readonly { _id: string }[]) => things.map((thing) => thing._id).sort();

/** A collection in the first release's layout: one document holding every record. */
const writeOldStore = async (name: string, count: number, fields: (index: number) => Partial<Thing> = () => ({})): Promise<Thing[]> => {
  const items = Array.from({ length: count }, (_, index) => makeThing(fields(index)));
  await writeOldDocument(name, items);
  expect(((await records().get(name, { type: 'json' })) as { items: unknown[] }).items).toHaveLength(count);
  return items;
};

it('brings every record of the old document into the new layout, keeps the document as a backup, and removes the old key', async () => {
  const items = await writeOldStore('migrated', 420, (index) => ({ status: (['pending', 'approved', 'rejected'] as const)[index % 3] }));
  const oldDocument = await records().get('migrated', { type: 'json' });
  const definition = thingDefinition('migrated');
  const things = collection(definition);
  expect(await things.count('byName')).toBe(420);
  expect(await things.count('byStatus', 'pending')).toBe(140);
  expect(ids(await expectConsistent(definition))).toEqual(ids(items));
  for (const item of items.slice(0, 20)) expect(await things.get(item._id)).toEqual(item);
  const ordered = [...items].sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1));
  expect((await things.page('byName', { offset: 200, limit: 5 })).items.map((item) => item._id)).toEqual(
    ordered.slice(200, 205).map((item) => item._id),
  );
  expect(await records().get('v2/migrated/v1-backup', { type: 'json' })).toEqual(oldDocument);
  expect(await records().get('migrated', { type: 'json' })).toBeNull();
  expect(await records().get('v2/migrated/layout', { type: 'json' })).toEqual({
    version: 2,
    indexes: { byName: 1, byStatus: 1, byCount: 1 },
  });
}, 120_000);

it('starts a collection that never existed empty, and writes into it at once', async () => {
  const definition = thingDefinition('brand-new');
  const things = collection(definition);
  expect(await things.page('byName')).toEqual({ items: [], total: 0 });
  await things.insert(makeThing());
  expect(await things.count('byName')).toBe(1);
  await expectConsistent(definition);
});

it('makes one consistent layout when several instances migrate at once', async () => {
  const items = await writeOldStore('raced', 300);
  const definition = thingDefinition('raced');
  const [first, second, third] = [await anotherInstance(), await anotherInstance(), await anotherInstance()];
  const counts = await Promise.all([
    first.collection(definition).count('byName'),
    second.collection(definition).count('byName'),
    third.collection(definition).count('byName'),
    first
      .collection(definition)
      .page('byName')
      .then((page) => page.total),
  ]);
  expect(counts).toEqual([300, 300, 300, 300]);
  expect(ids(await expectConsistent(definition))).toEqual(ids(items));
}, 120_000);

it('keeps writes that arrive while the migration runs, in the migrating instance and in another', async () => {
  const items = await writeOldStore('busy', 300);
  const definition = thingDefinition('busy');
  const [here, there] = [(await anotherInstance()).collection(definition), (await anotherInstance()).collection(definition)];
  const [added, addedElsewhere] = [makeThing({ name: 'Added during' }), makeThing({ name: 'Added elsewhere' })];
  const [updated, removed] = items as [Thing, Thing];
  await Promise.all([
    here.count('byName'),
    here.insert(added),
    here.update(updated._id, (current) => ({ ...current, count: 7 })),
    there.remove(removed._id),
    there.insert(addedElsewhere),
  ]);
  const stored = await expectConsistent(definition);
  expect(ids(stored)).toEqual(ids([...items.filter((item) => item !== removed), added, addedElsewhere]));
  expect(stored.find((item) => item._id === updated._id)?.count).toBe(7);
  expect(await here.count('byName')).toBe(301);
}, 120_000);

it('changes nothing and brings no removed record back when a migration runs again over a migrated store', async () => {
  const items = await writeOldStore('again', 200);
  const definition = thingDefinition('again');
  const things = collection(definition);
  const [updated, removed] = items as [Thing, Thing];
  await things.update(updated._id, (current) => ({ ...current, name: 'Renamed after migration' }));
  await things.remove(removed._id);
  // As if the marker were lost while the old document came back (a slow instance, a restore).
  await records().setJSON('again', await records().get('v2/again/v1-backup', { type: 'json' }));
  await records().delete('v2/again/layout');
  const later = (await anotherInstance()).collection(definition);
  expect(await later.count('byName')).toBe(199);
  expect(await later.get(removed._id)).toBeUndefined();
  expect((await later.get(updated._id))?.name).toBe('Renamed after migration');
  expect(ids(await expectConsistent(definition))).toEqual(ids(items.filter((item) => item !== removed)));
}, 120_000);

it('gives old records the new fields through the upgrade hook', async () => {
  const oldSchema = z.object({ _id: z.string(), name: z.string(), count: z.number(), createdAt: z.string() });
  const items = Array.from({ length: 5 }, () => {
    const { status: _status, ...rest } = makeThing();
    return oldSchema.parse(rest);
  });
  await writeOldDocument('upgraded', items);
  const definition = { ...thingDefinition('upgraded'), upgrade: (record: unknown) => ({ status: 'approved', ...(record as object) }) };
  const things = collection(definition);
  expect(await things.count('byStatus', 'approved')).toBe(5);
  expect((await things.get((items[0] as { _id: string })._id))?.status).toBe('approved');
  await expectConsistent(definition);
});

it('stops at a record that does not fit the schema, says which, and leaves the old document as it was', async () => {
  await writeOldDocument('misfit', [{ _id: 'a', name: 'no status, no count' }]);
  const before = await records().get('misfit', { type: 'json' });
  const things = collection(thingDefinition('misfit'));
  await expect(things.count('byName')).rejects.toThrow('Record 0 of the old document of misfit does not fit its schema');
  expect(await records().get('misfit', { type: 'json' })).toEqual(before);
  expect(await records().get('v2/misfit/layout', { type: 'json' })).toBeNull();
});

it('builds an index that was added, or whose version was raised, from the records', async () => {
  const first = thingDefinition('reindexed');
  const things = collection(first);
  const items = Array.from({ length: 240 }, (_, index) => makeThing({ count: index }));
  for (let at = 0; at < items.length; at += 60) await Promise.all(items.slice(at, at + 60).map((item) => things.insert(item)));
  const byCountDown = { ...first.indexes.byCount, key: (thing: Thing) => String(999_999 - thing.count).padStart(6, '0'), version: 2 };
  const second = {
    ...first,
    indexes: {
      ...first.indexes,
      byCount: byCountDown,
      byCreated: { key: (thing: Thing) => thing.createdAt, summary: (thing: Thing) => thing._id },
    },
  };
  const later = (await anotherInstance()).collection(second);
  expect((await later.page('byCount', { limit: 3 })).items.map((item) => item.count)).toEqual([239, 238, 237]);
  expect((await later.page('byCreated', { limit: 100 })).items).toEqual(items.slice(0, 100).map((item) => item._id));
  await later.insert(makeThing({ count: 1000 }));
  expect((await later.page('byCount', { limit: 1 })).items).toEqual([{ _id: expect.any(String), count: 1000 }]);
  expect(await records().get('v2/reindexed/layout', { type: 'json' })).toEqual({
    version: 2,
    indexes: { byName: 1, byStatus: 1, byCount: 2, byCreated: 1 },
  });
  // An instance still running the old code writes after the rebuild: only into the indexes it knows.
  const late = await things.insert(makeThing({ count: 2000 }));
  const { findings } = await checkCollection(second);
  expect(new Set(findings.map((finding) => `${finding.kind} ${finding.index ?? ''}`))).toEqual(
    new Set(['missing-entry byCount', 'missing-entry byCreated', 'old-index byCount']),
  );
  // One repair run puts it where the new indexes want it, and deletes the replaced version.
  await repairStore([second]);
  expect((await later.page('byCount', { limit: 1 })).items).toEqual([{ _id: late._id, count: 2000 }]);
  expect((await listKeys('v2/reindexed/i/byCount.1/')).length).toBe(0);
  await expectConsistent(second);
}, 120_000);
