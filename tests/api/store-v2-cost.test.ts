/**
 * What a write and a page cost at 100 and at 5,000 records: the same number of store round-trips,
 * and about the same bytes (the index's head grows by a few bytes per 150 records). The 5,000 are
 * written in the first release's layout (one document) and bulk-loaded through the migration, as
 * an existing store is. The figures are printed (`npx vitest run tests/api/store-v2-cost.test.ts`); times
 * are printed only, never asserted.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
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

interface Cost {
  requests: number;
  bytes: number;
  ms: number;
}

const measure = async (task: () => Promise<unknown>): Promise<Cost> => {
  const before = store.meter();
  const started = performance.now();
  await task();
  const after = store.meter();
  return { requests: after.requests - before.requests, bytes: after.bytes - before.bytes, ms: performance.now() - started };
};

/** The same operation several times; the median of each figure. */
const typical = async (times: number, task: (round: number) => Promise<unknown>): Promise<Cost> => {
  const costs: Cost[] = [];
  for (let round = 0; round < times; round += 1) costs.push(await measure(() => task(round)));
  const median = (pick: (cost: Cost) => number) => costs.map(pick).sort((a, b) => a - b)[Math.floor(times / 2)] as number;
  return { requests: median((cost) => cost.requests), bytes: median((cost) => cost.bytes), ms: median((cost) => cost.ms) };
};

const setUp = async (name: string, size: number) => {
  await writeOldDocument(
    name,
    Array.from({ length: size }, (_, index) => makeThing({ count: index })),
  );
  const definition = thingDefinition(name);
  const migration = await measure(() => anotherInstance().then((instance) => instance.collection(definition).count('byName')));
  return { definition, migration };
};

/** Costs in a new function instance (nothing cached: layout, heads and chunks are all read), and in a warm one. */
const costsOf = async (definition: ReturnType<typeof thingDefinition>) => {
  const cold = async (task: (things: Awaited<ReturnType<typeof anotherInstance>>['collection']) => Promise<unknown>) => {
    const instance = await anotherInstance();
    return measure(() => task(instance.collection));
  };
  const ids: string[] = [];
  const firstPage = await typical(5, () => cold((open) => open(definition).page('byName')));
  const lastPage = await typical(5, () => cold((open) => open(definition).page('byName', { offset: 0, limit: 100, reverse: true })));
  const insert = await typical(5, () =>
    cold((open) =>
      open(definition)
        .insert(makeThing())
        .then((thing) => ids.push(thing._id)),
    ),
  );
  const update = await typical(5, (round) =>
    cold((open) => open(definition).update(ids[round] as string, (current: Thing) => ({ ...current, count: current.count + 1 }))),
  );
  const warm = (await anotherInstance()).collection(definition);
  await warm.page('byName');
  const warmPage = await typical(21, () => warm.page('byName'));
  const warmInsert = await typical(21, () => warm.insert(makeThing()));
  return { firstPage, lastPage, insert, update, warmPage, warmInsert };
};

it('costs the same round-trips and about the same bytes at 100 and at 5,000 records', async () => {
  const small = await setUp('cost-100', 100);
  const large = await setUp('cost-5000', 5000);
  const [smallCosts, largeCosts] = [await costsOf(small.definition), await costsOf(large.definition)];

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const row = (label: string, a: Cost, b: Cost) =>
    `${label.padEnd(38)} ${String(a.requests).padStart(3)} req ${kb(a.bytes).padStart(9)} ${a.ms.toFixed(1).padStart(7)} ms   | ${String(b.requests).padStart(3)} req ${kb(b.bytes).padStart(9)} ${b.ms.toFixed(1).padStart(7)} ms`;
  console.log(
    [
      `${''.padEnd(38)} ${'100 records'.padEnd(33)}| 5,000 records`,
      row('migration (bulk load)', small.migration, large.migration),
      row('first page of 24 (new instance)', smallCosts.firstPage, largeCosts.firstPage),
      row('last 100, reversed (new instance)', smallCosts.lastPage, largeCosts.lastPage),
      row('insert, 3 indexes (new instance)', smallCosts.insert, largeCosts.insert),
      row('update moving 1 index (new instance)', smallCosts.update, largeCosts.update),
      row('first page of 24 (warm instance)', smallCosts.warmPage, largeCosts.warmPage),
      row('insert, 3 indexes (warm instance)', smallCosts.warmInsert, largeCosts.warmInsert),
    ].join('\n'),
  );

  for (const operation of ['firstPage', 'lastPage', 'insert', 'update', 'warmPage'] as const) {
    expect(largeCosts[operation].requests, operation).toBe(smallCosts[operation].requests);
    // The head lists one more chunk per ~150 records; the chunks themselves are the same size.
    expect(largeCosts[operation].bytes, operation).toBeLessThan(smallCosts[operation].bytes * 3 + 8_000);
  }
  // A warm page is one "not modified" round-trip for the head: the chunks are in memory.
  expect(largeCosts.warmPage.requests).toBe(1);
  expect(largeCosts.firstPage.requests).toBeLessThanOrEqual(4);
  await expectConsistent(large.definition);
}, 600_000);
