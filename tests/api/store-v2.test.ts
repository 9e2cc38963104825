/**
 * The store's collections: paged lists in index order, partitions and moves between them, counts,
 * scans, chunks that split and merge as the index grows and shrinks, and sort keys that change.
 * Every test ends with a full check of the indexes against the record blobs.
 */
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collection, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../netlify/functions/_shared/store/index.ts';
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

const names = (items: readonly { name: string }[]) => items.map((item) => item.name);
const sortedNames = (things: readonly Thing[]) =>
  things.map((thing) => thing.name).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));

/** Inserts in groups, as simultaneous requests would. */
const insertAll = async (things: ReturnType<typeof collection<Thing, ReturnType<typeof thingDefinition>['indexes']>>, items: Thing[]) => {
  for (let at = 0; at < items.length; at += 50) await Promise.all(items.slice(at, at + 50).map((item) => things.insert(item)));
};

describe('records', () => {
  it('gets, updates and removes a record, and answers undefined for unknown ids', async () => {
    const definition = thingDefinition('basics');
    const things = collection(definition);
    const thing = await things.insert(makeThing({ name: 'Asha' }));
    expect(await things.get(thing._id)).toEqual(thing);
    expect(await things.update(thing._id, (current) => ({ ...current, count: 5 }))).toEqual({ ...thing, count: 5 });
    expect((await things.get(thing._id))?.count).toBe(5);
    expect(await things.update('unknown', (current) => current)).toBeUndefined();
    expect(await things.remove('unknown')).toBeUndefined();
    expect(await things.remove(thing._id)).toEqual({ ...thing, count: 5 });
    expect(await things.get(thing._id)).toBeUndefined();
    expect(await things.update(thing._id, (current) => ({ ...current, count: 6 }))).toBeUndefined();
    expect(await things.remove(thing._id)).toBeUndefined();
    expect(await things.count('byName')).toBe(0);
    await expect(things.insert({ ...thing, _id: 'x' }).then(() => things.insert({ ...thing, _id: 'x' }))).rejects.toThrow(
      /already has a record/,
    );
    await expect(things.update('x', (current) => ({ ...current, _id: 'y' }))).rejects.toThrow(/may not alter/);
    await expect(things.insert({ ...makeThing(), count: 'many' } as unknown as Thing)).rejects.toThrow();
    await expectConsistent(definition);
  });

  it('changes nothing when asked to update or remove an unknown id', async () => {
    const things = collection(thingDefinition('unknown-ids'));
    await things.insert(makeThing());
    const everything = async () => {
      const found: string[] = [];
      for await (const page of getStore('records').list({ prefix: 'v2/unknown-ids/', paginate: true }))
        found.push(...page.blobs.map((blob) => `${blob.key} ${blob.etag}`));
      return found.sort();
    };
    const before = await everything();
    expect(await things.update('nope', (current) => ({ ...current, count: 9 }))).toBeUndefined();
    expect(await things.remove('nope')).toBeUndefined();
    expect(await everything()).toEqual(before);
  });

  it('pages an index in order, forwards and backwards, with its total', async () => {
    const definition = thingDefinition('paging');
    const things = collection(definition);
    const items = Array.from({ length: 130 }, (_, index) => makeThing({ name: `Skater ${String(index).padStart(3, '0')}` }));
    await insertAll(things, [...items].reverse());
    const all = sortedNames(items);
    const first = await things.page('byName');
    expect(first.total).toBe(130);
    expect(names(first.items)).toEqual(all.slice(0, PAGE_SIZE_DEFAULT));
    expect(names((await things.page('byName', { offset: 120, limit: 20 })).items)).toEqual(all.slice(120));
    expect(names((await things.page('byName', { offset: 0, limit: 5, reverse: true })).items)).toEqual(all.slice(-5).reverse());
    expect(names((await things.page('byName', { offset: 128, limit: 10, reverse: true })).items)).toEqual(all.slice(0, 2).reverse());
    expect((await things.page('byName', { offset: 500 })).items).toEqual([]);
    // Out-of-range requests are clamped, never a huge answer.
    expect((await things.page('byName', { limit: 10_000 })).items).toHaveLength(PAGE_SIZE_MAX);
    expect(names((await things.page('byName', { offset: -3, limit: 0 })).items)).toEqual(all.slice(0, 1));
    // Summaries only: the index holds what lists need, not whole records.
    expect(first.items[0]).toEqual({ _id: expect.any(String), name: all[0], status: 'approved' });
    expect((await things.page('byCount', { limit: 3 })).items.map((item) => item.count)).toEqual([0, 0, 0]);
    await expectConsistent(definition);
  });

  it('keeps partitions apart, counts them, leaves out what an index excludes, and moves records between them', async () => {
    const definition = thingDefinition('partitions');
    const things = collection(definition);
    const pending = Array.from({ length: 7 }, () => makeThing({ status: 'pending' }));
    const approved = Array.from({ length: 4 }, () => makeThing({ status: 'approved' }));
    const rejected = makeThing({ status: 'rejected' });
    await insertAll(things, [...pending, ...approved, rejected]);
    expect(await things.count('byStatus', 'pending')).toBe(7);
    expect(await things.count('byStatus', 'approved')).toBe(4);
    expect(await things.count('byStatus', 'rejected')).toBe(0);
    expect(await things.count('byName')).toBe(12);
    expect((await things.page('byStatus', { partition: 'pending', limit: 100 })).items.map((item) => item._id)).toEqual(
      pending.map((thing) => thing._id),
    );

    // Approve two, reject one: each leaves "pending" and shows where it now belongs, once.
    const [first, second, third] = pending as [Thing, Thing, Thing];
    await Promise.all([
      things.update(first._id, (current) => ({ ...current, status: 'approved' })),
      things.update(second._id, (current) => ({ ...current, status: 'approved' })),
      things.update(third._id, (current) => ({ ...current, status: 'rejected' })),
    ]);
    expect(await things.count('byStatus', 'pending')).toBe(4);
    expect(await things.count('byStatus', 'approved')).toBe(6);
    const approvedNow = (await things.page('byStatus', { partition: 'approved', limit: 100 })).items.map((item) => item._id);
    expect(approvedNow).toEqual(
      [...approved, first, second].sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1)).map((thing) => thing._id),
    );
    await expect(things.page('byStatus')).rejects.toThrow(/needs partitions/);
    await expect(things.count('byName', 'pending')).rejects.toThrow(/has no partitions/);
    await expectConsistent(definition);
  });

  it('scans an index chunk by chunk, forwards and backwards', async () => {
    const definition = thingDefinition('scan');
    const things = collection(definition);
    const items = Array.from({ length: 420 }, () => makeThing());
    await insertAll(things, items);
    const chunks: unknown[][] = [];
    for await (const chunk of things.scan('byName')) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(2);
    expect(names(chunks.flat() as { name: string }[])).toEqual(sortedNames(items));
    const backwards: { name: string }[] = [];
    for await (const chunk of things.scan('byName', { reverse: true })) backwards.push(...chunk);
    expect(names(backwards)).toEqual(sortedNames(items).reverse());
    const approved: { _id: string }[] = [];
    for await (const chunk of things.scan('byStatus', { partition: 'approved' })) approved.push(...chunk);
    expect(approved).toHaveLength(420);
  }, 120_000);

  it('ranks a key: how many entries sort before it, at chunk edges and inside chunks', async () => {
    const definition = thingDefinition('rank');
    const things = collection(definition);
    const items = Array.from({ length: 420 }, (_, index) => makeThing({ name: `n${String(index).padStart(3, '0')}` }));
    await insertAll(things, items);
    for (const at of [0, 1, 149, 150, 151, 287, 419]) expect(await things.rank('byName', `n${String(at).padStart(3, '0')}`)).toBe(at);
    expect(await things.rank('byName', 'a')).toBe(0);
    expect(await things.rank('byName', 'z')).toBe(420);
    // A key between two entries, and a prefix of an entry's key (which sorts before it).
    expect(await things.rank('byName', 'n2005')).toBe(201);
    expect(await things.rank('byName', 'n20')).toBe(200);
    const first = (await things.page('byName', { offset: await things.rank('byName', 'n300'), limit: 1 })).items[0];
    expect(first?.name).toBe('n300');
    expect(await things.rank('byStatus', '9999', 'approved')).toBe(420);
    expect(await things.rank('byStatus', '0', 'pending')).toBe(0);
  }, 120_000);

  it('splits chunks as an index grows, merges and drops them as it shrinks', async () => {
    const definition = thingDefinition('chunks');
    const things = collection(definition);
    const items = Array.from({ length: 450 }, () => makeThing());
    await insertAll(things, items);
    await expectConsistent(definition);
    const heads = async () =>
      (await import('@netlify/blobs'))
        .getStore('records')
        .get('v2/chunks/i/byName.1/_/head', { type: 'json', consistency: 'strong' }) as Promise<{ chunks: { count: number }[] }>;
    const grown = await heads();
    expect(grown.chunks.length).toBeGreaterThanOrEqual(3);
    expect(grown.chunks.reduce((sum, chunk) => sum + chunk.count, 0)).toBe(450);

    // Remove all but 32, in an order that empties whole chunks and thins others out.
    const ordered = [...items].sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1));
    const kept = ordered.filter((_, index) => index % 20 === 0 || index > 440);
    const doomed = ordered.filter((thing) => !kept.includes(thing));
    for (let at = 0; at < doomed.length; at += 50) await Promise.all(doomed.slice(at, at + 50).map((thing) => things.remove(thing._id)));
    const shrunk = await heads();
    expect(shrunk.chunks).toHaveLength(1);
    expect(names((await things.page('byName', { limit: 100 })).items)).toEqual(sortedNames(kept));
    await expectConsistent(definition);
  }, 120_000);

  it('moves a record within its index when its sort key changes, and back', async () => {
    const definition = thingDefinition('sort-keys');
    const things = collection(definition);
    const items = Array.from({ length: 260 }, (_, index) => makeThing({ name: `M ${String(index).padStart(3, '0')}` }));
    await insertAll(things, items);
    const mover = items[100] as Thing;
    await things.update(mover._id, (current) => ({ ...current, name: 'A first' }));
    expect(names((await things.page('byName', { limit: 2 })).items)).toEqual(['A first', 'M 000']);
    await things.update(mover._id, (current) => ({ ...current, name: 'Z last' }));
    expect(names((await things.page('byName', { limit: 1, reverse: true })).items)).toEqual(['Z last']);
    expect((await things.page('byName', { limit: 100 })).total).toBe(260);
    await things.update(mover._id, (current) => ({ ...current, name: 'M 100' }));
    expect(names((await things.page('byName', { offset: 99, limit: 3 })).items)).toEqual(['M 099', 'M 100', 'M 101']);
    await expectConsistent(definition);
  }, 120_000);

  it('writes nothing to an index when a change leaves its entry as it was', async () => {
    const definition = {
      ...thingDefinition('untouched'),
      indexes: { byName: thingDefinition('untouched').indexes.byName },
    };
    const things = collection(definition);
    const thing = await things.insert(makeThing());
    const before = store.meter().requests;
    await things.update(thing._id, (current) => ({ ...current, count: current.count + 1 }));
    // Read and write the record, then read it once more to confirm: no index round-trips.
    expect(store.meter().requests - before).toBe(3);
    await expectConsistent(definition);
  });
});

describe('under change', () => {
  it('scans on when the chunks ahead are replaced meanwhile, giving each entry once and in order', async () => {
    // 800 records in the old layout, bulk-loaded by the migration: six chunks by name.
    const items = Array.from({ length: 800 }, (_, index) => makeThing({ name: `S ${String(index).padStart(4, '0')}` }));
    await writeOldDocument('scan-moving', items);
    const definition = thingDefinition('scan-moving');
    // Migrated by a third instance: the reader holds no chunk in memory yet.
    await (await anotherInstance()).collection(definition).count('byName');
    const reader = (await anotherInstance()).collection(definition);
    const writer = (await anotherInstance()).collection(definition);
    const seen: { name: string }[] = [];
    const scan = reader.scan('byName');
    seen.push(...((await scan.next()).value as { name: string }[]));
    // The reader has read the first chunks. Another instance removes entries far ahead (their
    // chunk is rewritten and the old one deleted) and adds one behind the reader and one ahead.
    const doomed = items.slice(740, 780);
    const added = [makeThing({ name: 'A behind' }), makeThing({ name: 'S 0750 ahead' })];
    await Promise.all([...doomed.map((item) => writer.remove(item._id)), ...added.map((item) => writer.insert(item))]);
    for await (const chunk of scan) seen.push(...(chunk as { name: string }[]));
    const got = names(seen);
    expect(got).toEqual([...got].sort());
    expect(new Set(got).size).toBe(got.length);
    // Behind the reader, what was there when it passed; ahead, what is there now.
    expect(got).toEqual(sortedNames([...items.filter((item) => !doomed.includes(item)), added[1] as Thing]));
    await expectConsistent(definition);
  }, 120_000);

  it('refuses a record whose index entry cannot be made, before writing anything', async () => {
    const base = thingDefinition('rolled-back');
    const definition = {
      ...base,
      indexes: { ...base.indexes, byNote: { key: (thing: Thing) => thing.name, summary: (thing: Thing) => thing.name.repeat(50) } },
    };
    const things = collection(definition);
    await things.insert(makeThing({ name: 'short' }));
    const tooLong = makeThing({ name: 'x'.repeat(60) });
    await expect(things.insert(tooLong)).rejects.toThrow(/summary is larger than 2000 bytes/);
    await expect(
      things.update((await things.page('byName')).items[0]?._id ?? '', (current) => ({ ...current, name: tooLong.name })),
    ).rejects.toThrow(/larger than/);
    expect(await things.get(tooLong._id)).toBeUndefined();
    expect(names((await things.page('byName')).items)).toEqual(['short']);
    await expectConsistent(definition);
  });
});

describe('counters and claims', () => {
  it('counts 1, 2, 3 and keeps one counter per name', async () => {
    const things = collection(thingDefinition('counters'));
    expect([await things.next('a'), await things.next('a'), await things.next('b'), await things.next('a')]).toEqual([1, 2, 1, 3]);
  });

  it('gives a claimed key to its owner only, until released', async () => {
    const things = collection(thingDefinition('claims'));
    expect(await things.claim('event-1|asha@example.org', 'r1')).toBe(true);
    expect(await things.claim('event-1|asha@example.org', 'r1')).toBe(true);
    expect(await things.claim('event-1|asha@example.org', 'r2')).toBe(false);
    expect(await things.claim('event-2|asha@example.org', 'r2')).toBe(true);
    await things.release('event-1|asha@example.org', 'r2');
    expect(await things.claim('event-1|asha@example.org', 'r2')).toBe(false);
    await things.release('event-1|asha@example.org');
    expect(await things.claim('event-1|asha@example.org', 'r2')).toBe(true);
    // The key holds an e-mail address: it never appears in a key name.
    const { getStore } = await import('@netlify/blobs');
    const { blobs } = await getStore('records').list({ prefix: 'v2/claims/' });
    expect(blobs.length).toBe(2);
    expect(blobs.some((blob) => blob.key.includes('example'))).toBe(false);
  });
});
