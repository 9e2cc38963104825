/**
 * The repair (`store/repair.ts`): it walks a collection in slices, run after run, resuming where
 * the last run stopped, and after a first pass reads only the records written since (or whose
 * entries changed); it puts every kind of drift back in line (a record no list shows, an entry
 * of a record that is gone, a stale entry, a head naming a chunk that is gone); it collects only
 * garbage old enough to be garbage; and its report holds counts, never a record's values or ids.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCollection, collection, repairStore } from '../../netlify/functions/_shared/store/index.ts';
import { changePartition } from '../../netlify/functions/_shared/store/ordered-index.ts';
import { REPAIRED_COLLECTIONS } from '../../netlify/functions/repair-store.ts';
import { expectConsistent, makeThing, startBlobs, thingDefinition, type TestBlobs, type Thing } from './support/store-v2.ts';

let store: TestBlobs;
beforeAll(async () => {
  store = await startBlobs();
});
afterAll(async () => {
  await store.stop();
});

const DAY_MS = 86_400_000;
const records = () => getStore('records');
const listKeys = async (prefix: string) => {
  const found: string[] = [];
  for await (const page of records().list({ prefix, paginate: true })) found.push(...page.blobs.map((blob) => blob.key));
  return found;
};
const kinds = async (definition: ReturnType<typeof thingDefinition>) =>
  [...new Set((await checkCollection(definition)).findings.map((finding) => finding.kind))].sort();

/** A collection of `count` records loaded through the store (as simultaneous requests would). */
const filled = async (name: string, count: number) => {
  const definition = thingDefinition(name);
  const things = collection(definition);
  const items = Array.from({ length: count }, (_, index) => makeThing({ status: index % 2 ? 'approved' : 'pending' }));
  for (let at = 0; at < items.length; at += 100) await Promise.all(items.slice(at, at + 100).map((item) => things.insert(item)));
  return { definition, things, items };
};

describe('slices', () => {
  it('resumes where the last run stopped, and puts every kind of drift back in line by the end of the pass', async () => {
    const { definition, items } = await filled('sliced', 500);
    const [changed, removed, unlisted, pending] = [items[10], items[250], makeThing(), items[480]] as [Thing, Thing, Thing, Thing];
    // Behind the indexes' back: a record changed, a record gone, a record never listed, a write stopped half-way.
    await records().setJSON(`v2/sliced/r/${changed._id}`, { ...changed, name: 'Renamed behind its back', status: 'rejected' });
    await records().delete(`v2/sliced/r/${removed._id}`);
    await records().setJSON(`v2/sliced/r/${unlisted._id}`, unlisted);
    await records().setJSON(`v2/sliced/r/${pending._id}`, { ...pending, count: 7, _sync: { stale: [] } });
    expect(await kinds(definition)).toEqual(['ghost-entry', 'missing-entry', 'pending-work', 'wrong-entry']);

    // A budget of nothing: each run does one slice of 120 records and stops.
    const runs = [];
    do runs.push(await repairStore([definition], { budgetMs: 0, sliceSize: 120 }));
    while (!runs.at(-1)?.pass.complete);
    expect(runs.map((run) => run.slices)).toEqual([1, 1, 1, 1, 1]);
    expect(runs.map((run) => run.run.records)).toEqual([120, 120, 120, 120, 20]);
    const { pass } = runs.at(-1) as (typeof runs)[number];
    expect(pass).toMatchObject({ records: 500, fixedRecords: 4, errors: 0, collections: 1, collectionsDone: 1 });
    expect(pass.found).toMatchObject({ 'ghost-entry': 3, 'pending-work': 1 });
    await expectConsistent(definition);
    // The next run starts a new pass, and finds nothing.
    const again = await repairStore([definition]);
    expect(again.pass).toMatchObject({ records: 500, drift: 0, fixedRecords: 0, complete: true });
    // That pass read only what changed; an entry lost while its record stayed as it was is still found.
    const untouched = items[300] as Thing;
    await changePartition('v2/sliced/i/byName.1/_', { remove: [{ k: untouched.name.toLowerCase(), id: untouched._id }] });
    expect(await kinds(definition)).toEqual(['missing-entry']);
    expect((await repairStore([definition])).pass).toMatchObject({ drift: 1, fixedRecords: 1, complete: true });
    await expectConsistent(definition);
  }, 180_000);

  it('rebuilds a partition whose head names a chunk that is gone, and puts its entries back', async () => {
    const { definition, things } = await filled('lost-chunk', 400);
    const head = (await records().get('v2/lost-chunk/i/byName.1/_/head', { type: 'json', consistency: 'strong' })) as {
      chunks: { id: string }[];
    };
    await records().delete(`v2/lost-chunk/i/byName.1/_/c/${head.chunks[1]?.id ?? ''}`);
    expect(await kinds(definition)).toEqual(['missing-chunk', 'missing-entry']);
    const report = await repairStore([definition]);
    expect(report.run).toMatchObject({ fixedPartitions: 1, errors: 0 });
    await expectConsistent(definition);
    expect((await things.page('byName', { limit: 1 })).total).toBe(400);
  }, 120_000);
});

describe('the scheduled function', () => {
  it('repairs every collection the site declares, wherever its feature declares it', async () => {
    // Every definition handed to collection() in a file under _shared/ (collections/ declares them
    // all), found by reading the files: one added anywhere counts.
    const shared = join(process.cwd(), 'netlify/functions/_shared');
    const files = (await readdir(shared, { recursive: true })).filter((file) => file.endsWith('.ts') && !file.startsWith('store/index'));
    const declared: string[] = [];
    for (const file of files) {
      const text = await readFile(join(shared, file), 'utf8');
      const used = [...text.matchAll(/\bcollection\((\w{1,60}Definition)\)/g)].map((match) => match[1] ?? '');
      if (used.length === 0) continue;
      const module = (await import(pathToFileURL(join(shared, file)).href)) as Record<string, { name?: string }>;
      for (const name of used) declared.push(module[name]?.name ?? `${file}: ${name} is not exported`);
    }
    expect(declared.length).toBeGreaterThan(20);
    expect(REPAIRED_COLLECTIONS.map((definition) => definition.name).sort()).toEqual(declared.sort());
  });
});

describe('garbage', () => {
  it('collects tombstones past their age and dates undated ones, keeping recent ones', async () => {
    const { definition, things, items } = await filled('tombstones', 6);
    const [old, recent, undated] = items as [Thing, Thing, Thing];
    for (const item of [old, recent, undated]) await things.remove(item._id);
    await records().setJSON(`v2/tombstones/r/${old._id}`, { _removed: true, removedAt: new Date(Date.now() - 31 * DAY_MS).toISOString() });
    await records().setJSON(`v2/tombstones/r/${undated._id}`, { _removed: true });
    expect(await kinds(definition)).toEqual(['old-tombstone']);
    const report = await repairStore([definition]);
    expect(report.run.collectedTombstones).toBe(1);
    const left = await listKeys('v2/tombstones/r/');
    expect(left).not.toContain(`v2/tombstones/r/${old._id}`);
    expect(left).toContain(`v2/tombstones/r/${recent._id}`);
    expect(await records().get(`v2/tombstones/r/${undated._id}`, { type: 'json' })).toEqual({
      _removed: true,
      removedAt: expect.any(String),
    });
    await expectConsistent(definition);
  });

  it('collects chunks no head lists once they are old enough, and undated ones only on a second pass', async () => {
    const { definition } = await filled('orphans', 4);
    const chunk = (name: string) => `v2/orphans/i/byName.1/_/c/${name}`;
    const fresh = `${Date.now().toString(36).padStart(9, '0')}-0000000000000001`;
    const old = `${(Date.now() - 2 * 3_600_000).toString(36).padStart(9, '0')}-0000000000000002`;
    const undated = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    for (const name of [fresh, old, undated]) await records().setJSON(chunk(name), []);
    await repairStore([definition]);
    // A chunk just written may be about to be listed by a commit still running: it stays.
    expect(
      (await listKeys('v2/orphans/i/byName.1/_/c/')).filter((key) => [fresh, old, undated].some((name) => key === chunk(name))),
    ).toEqual([chunk(fresh), chunk(undated)]);
    await repairStore([definition], { now: Date.now() + 2 * 3_600_000 });
    expect(await kinds(definition)).toEqual([]);
  });

  it('reports counts only: no id, name or other value of a record', async () => {
    const { definition, items } = await filled('report', 20);
    const [first] = items as [Thing];
    await records().setJSON(`v2/report/r/${first._id}`, { ...first, name: 'Secret Name', _sync: { stale: [] } });
    const report = await repairStore([definition]);
    expect(report.run).toMatchObject({ fixedRecords: 1, found: { 'pending-work': 1 } });
    const text = JSON.stringify(await (await import('../../netlify/functions/_shared/store/index.ts')).readRepairReport());
    for (const item of items) {
      expect(text).not.toContain(item._id);
      expect(text).not.toContain(item.name);
    }
    expect(text).not.toContain('Secret Name');
  });
});
