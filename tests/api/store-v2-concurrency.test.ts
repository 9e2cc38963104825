/**
 * The store under simultaneous writers, in one function instance and in two: nothing is lost,
 * counters never repeat, a claim has one winner, and after every burst each record is in exactly
 * the right place of every index, once.
 */
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCollection, collection, newId } from '../../netlify/functions/_shared/store/index.ts';
import {
  anotherInstance,
  expectConsistent,
  makeThing,
  startBlobs,
  thingDefinition,
  type TestBlobs,
  type Thing,
} from './support/store-v2.ts';

let store: TestBlobs;
beforeAll(async () => {
  store = await startBlobs();
});
afterAll(async () => {
  await store.stop();
});

const ids = (things: readonly { _id: string }[]) => things.map((thing) => thing._id).sort();

describe('one instance', () => {
  it('keeps every one of 60 simultaneous inserts', async () => {
    const definition = thingDefinition('inserts');
    const things = collection(definition);
    const items = Array.from({ length: 60 }, (_, index) => makeThing({ status: index % 3 === 0 ? 'pending' : 'approved' }));
    await Promise.all(items.map((item) => things.insert(item)));
    expect(ids(await expectConsistent(definition))).toEqual(ids(items));
    expect((await things.page('byName', { limit: 100 })).total).toBe(60);
    expect(await things.count('byStatus', 'pending')).toBe(20);
  }, 60_000);

  it('applies 40 simultaneous increments of one record exactly once each, moving it in its index every time', async () => {
    const definition = thingDefinition('increments');
    const things = collection(definition);
    const thing = await things.insert(makeThing());
    await Promise.all(Array.from({ length: 40 }, () => things.update(thing._id, (current) => ({ ...current, count: current.count + 1 }))));
    expect((await things.get(thing._id))?.count).toBe(40);
    expect((await things.page('byCount')).items).toEqual([{ _id: thing._id, count: 40 }]);
    await expectConsistent(definition);
  }, 60_000);

  it('loses no insert when deletes run at the same time', async () => {
    const definition = thingDefinition('mixed');
    const things = collection(definition);
    const doomed = Array.from({ length: 30 }, () => makeThing());
    await Promise.all(doomed.map((item) => things.insert(item)));
    const kept = Array.from({ length: 30 }, () => makeThing());
    await Promise.all([...doomed.map((item) => things.remove(item._id)), ...kept.map((item) => things.insert(item))]);
    expect(ids(await expectConsistent(definition))).toEqual(ids(kept));
    expect((await things.page('byName', { limit: 100 })).total).toBe(30);
  }, 60_000);

  it('gives 20 simultaneous callers the numbers 1 to 20, each once', async () => {
    const things = collection(thingDefinition('sequence'));
    const numbers = await Promise.all(Array.from({ length: 20 }, () => things.next('registration')));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  }, 60_000);

  it('gives a key claimed by 20 at once to exactly one of them', async () => {
    const things = collection(thingDefinition('claim-race'));
    const owners = Array.from({ length: 20 }, () => newId());
    const outcomes = await Promise.all(owners.map((owner) => things.claim('event-9|parent@example.org', owner)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const winner = owners[outcomes.indexOf(true)] as string;
    expect(await things.claim('event-9|parent@example.org', winner)).toBe(true);
  }, 60_000);
});

describe('two instances', () => {
  it('lose nothing when both insert, update and move the same records at once', async () => {
    const other = await anotherInstance();
    expect(other.collection).not.toBe(collection);
    const definition = thingDefinition('two-instances');
    const here = collection(definition);
    const there = other.collection(definition);
    const shared = Array.from({ length: 10 }, () => makeThing({ status: 'pending' }));
    await Promise.all(shared.map((item) => here.insert(item)));
    const mine = Array.from({ length: 25 }, () => makeThing());
    const theirs = Array.from({ length: 25 }, () => makeThing());
    const increment = (current: Thing) => ({ ...current, count: current.count + 1 });
    await Promise.all([
      ...mine.map((item) => here.insert(item)),
      ...theirs.map((item) => there.insert(item)),
      ...shared.flatMap((item) => [here.update(item._id, increment), there.update(item._id, increment)]),
      ...shared.slice(0, 5).map((item) => there.update(item._id, (current) => ({ ...current, status: 'approved' }))),
      ...shared.slice(5).map((item) => here.update(item._id, (current) => ({ ...current, status: 'rejected' }))),
    ]);
    const records = await expectConsistent(definition);
    expect(ids(records)).toEqual(ids([...shared, ...mine, ...theirs]));
    for (const item of shared) expect(records.find((record) => record._id === item._id)?.count).toBe(2);
    expect(await here.count('byStatus', 'pending')).toBe(0);
    expect(await there.count('byStatus', 'approved')).toBe(55);
    expect((await there.page('byName', { limit: 100 })).total).toBe(60);
  }, 120_000);

  it('converge when both keep changing the sort key and partition of one record', async () => {
    const other = await anotherInstance();
    const definition = thingDefinition('same-record');
    const here = collection(definition);
    const there = other.collection(definition);
    const crowd = Array.from({ length: 220 }, () => makeThing());
    await Promise.all(crowd.map((item) => here.insert(item)));
    const target = crowd[0] as Thing;
    const statuses = ['pending', 'approved', 'rejected'] as const;
    const rename = (step: number) => (current: Thing) => ({
      ...current,
      name: `${step % 7} ${current.name}`.slice(0, 40),
      status: statuses[step % 3] as Thing['status'],
      count: current.count + 1,
    });
    await Promise.all(Array.from({ length: 30 }, (_, step) => (step % 2 ? here : there).update(target._id, rename(step))));
    const records = await expectConsistent(definition);
    expect(records.find((record) => record._id === target._id)?.count).toBe(30);
    expect((await here.page('byName', { limit: 1 })).total).toBe(220);
  }, 120_000);
});

describe('a sync that loses a race', () => {
  it('notices that the record moved on while it committed, and puts the newer version in place of its own', async () => {
    const other = await anotherInstance();
    const definition = thingDefinition('stale-sync');
    const here = collection(definition);
    const there = other.collection(definition);
    const thing = await here.insert(makeThing({ name: 'Alpha' }));
    // Here renames to Bravo; its index commit is held back on its way to the store...
    const gate = store.hold((method, url) => method === 'PUT' && url.includes('/stale-sync/i/byName.1/_/head'));
    const renaming = here.update(thing._id, (current) => ({ ...current, name: 'Bravo' }));
    await gate.reached;
    // ...while there renames Bravo to Charlie and syncs completely (it takes out Bravo, not yet in).
    await there.update(thing._id, (current) => ({ ...current, name: 'Charlie' }));
    gate.release();
    await renaming;
    // Here's late commit for Bravo would stay forever beside Charlie, had it not read the record again.
    expect((await here.page('byName')).items).toEqual([{ _id: thing._id, name: 'Charlie', status: 'approved' }]);
    await expectConsistent(definition);
  });
});

describe('the consistency check', () => {
  it('notices a missing entry, a stale one, a ghost, unfinished work, and a chunk no head refers to', async () => {
    const definition = thingDefinition('checked');
    const things = collection(definition);
    const [first] = await Promise.all([things.insert(makeThing()), things.insert(makeThing())]);
    await expectConsistent(definition);
    const kinds = async () => [...new Set((await checkCollection(definition)).findings.map((finding) => finding.kind))].sort();
    const records = getStore('records');
    const key = `v2/checked/r/${(first as Thing)._id}`;
    // The record changes behind the index's back: its entry is now stale.
    await records.setJSON(key, { ...first, name: 'Changed behind its back' });
    expect(await kinds()).toEqual(['missing-entry', 'wrong-entry']);
    // The same, but saying so: work a stopped write left.
    await records.setJSON(key, { ...first, name: 'Changed behind its back', _sync: { stale: [] } });
    expect(await kinds()).toEqual(['missing-entry', 'pending-work', 'wrong-entry']);
    await records.setJSON(key, first);
    await expectConsistent(definition);
    // A record no index knows of, and entries of a record that is gone.
    const ghost = makeThing();
    await records.setJSON(`v2/checked/r/${ghost._id}`, ghost);
    expect(await kinds()).toEqual(['missing-entry']);
    await records.delete(`v2/checked/r/${ghost._id}`);
    await records.setJSON(key, { _removed: true, removedAt: new Date().toISOString() });
    expect(await kinds()).toEqual(['ghost-entry']);
    await records.setJSON(key, first);
    await records.setJSON('v2/checked/i/byName.1/_/c/orphan', []);
    expect(await kinds()).toEqual(['orphan-chunk']);
  });
});
