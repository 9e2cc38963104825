/**
 * A write stopped at any instant (a function's time limit, a deploy, a crash) never leaves the
 * store wrong for good. Each write below is stopped after each of its blob writes in turn (the
 * fault injection of `support/crash.ts`), on a fresh collection each time; then a new instance
 * makes that record's next write (after which every list must be right) or runs the repair once
 * (after which the product's check must find nothing at all, garbage included). Each scenario also
 * shows that the stops did leave lists wrong: the recovery is what fixed them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DRIFT_KINDS } from '../../netlify/functions/_shared/store/index.ts';
import { everyInstant, type Instant, type Scenario, type StoreModule } from './support/crash.ts';
import { makeThing, startBlobs, thingDefinition, type TestBlobs, type Thing } from './support/store-v2.ts';

let store: TestBlobs;
beforeAll(async () => {
  store = await startBlobs();
});
afterAll(async () => {
  await store.stop();
});

const DAY_MS = 86_400_000;
type Definition = ReturnType<typeof thingDefinition>;
type Stage = { target: Thing };

/** A collection with a few records in each partition, and the record the write changes. */
const staged =
  (target: Partial<Thing>, insertTarget = true) =>
  async (instance: StoreModule, definition: Definition) => {
    const things = instance.collection(definition);
    for (const status of ['pending', 'approved'] as const) {
      for (let n = 0; n < 3; n += 1) await things.insert(makeThing({ status }));
    }
    const thing = makeThing(target);
    if (insertTarget) await things.insert(thing);
    return { target: thing };
  };

const increment = (instance: StoreModule, definition: Definition, { target }: Stage) =>
  instance.collection(definition).update(target._id, (current) => ({ ...current, count: current.count + 1 }));

/** Runs the repair once, a day after the stop (the age at which it collects what lost writes left). */
const repairOnce = async (instance: StoreModule, definition: Definition) => {
  await instance.repairStore([definition], { now: Date.now() + DAY_MS });
};

const writes = {
  insert: {
    prepare: staged({ status: 'pending' }, false),
    write: (instance, definition, { target }) => instance.collection(definition).insert(target),
  },
  'update with a changed sort key': {
    prepare: staged({ name: 'Alpha' }),
    write: (instance, definition, { target }) =>
      instance.collection(definition).update(target._id, (current) => ({ ...current, name: 'Zulu' })),
  },
  'update with a changed partition': {
    prepare: staged({ status: 'pending' }),
    write: (instance, definition, { target }) =>
      instance.collection(definition).update(target._id, (current) => ({ ...current, status: 'approved' })),
  },
  remove: {
    prepare: staged({}),
    write: (instance, definition, { target }) => instance.collection(definition).remove(target._id),
  },
} satisfies Record<string, Pick<Scenario<Definition, Stage>, 'prepare' | 'write'>>;

/** The record's next write: another change for a live record, the removal again for a removed one. */
const nextWrite: Record<keyof typeof writes, Scenario<Definition, Stage>['recover']> = {
  insert: increment,
  'update with a changed sort key': increment,
  'update with a changed partition': increment,
  remove: (instance, definition, { target }) => instance.collection(definition).remove(target._id),
};

const report = (title: string, instants: readonly Instant[]) => {
  const line = (instant: Instant) =>
    `  after ${String(instant.writes).padStart(2)} writes: ${instant.afterStop.join(', ') || 'consistent'} -> ${instant.afterRecovery.join(', ') || 'consistent'}`;
  console.log(`${title}\n${instants.map(line).join('\n')}`);
};

const drift = (kinds: readonly string[]) => kinds.filter((kind) => (DRIFT_KINDS as readonly string[]).includes(kind));

let collections = 0;
const fresh = (label: string) => `crash-${(collections += 1)}-${label.replace(/[^a-z]+/g, '-')}`;

describe.each(Object.keys(writes) as (keyof typeof writes)[])('%s, stopped after each blob write', (label) => {
  // The next write cannot know of chunks a stopped commit left unlisted: that garbage is the repair's.
  it('lists the record right after its next write', async () => {
    const instants = await everyInstant(fresh(label), {
      definition: thingDefinition,
      ...writes[label],
      recover: nextWrite[label],
    });
    report(`${label}: stopped, then the next write`, instants);
    expect(instants.some((instant) => drift(instant.afterStop).length > 0)).toBe(true);
    expect(instants.filter((instant) => drift(instant.afterRecovery).length > 0)).toEqual([]);
  }, 120_000);

  it('is consistent after one repair run', async () => {
    const instants = await everyInstant(fresh(label), { definition: thingDefinition, ...writes[label], recover: repairOnce });
    report(`${label}: stopped, then one repair run`, instants);
    expect(instants.some((instant) => instant.afterStop.length > 0)).toBe(true);
    expect(instants.filter((instant) => instant.afterRecovery.length > 0)).toEqual([]);
  }, 120_000);
});

describe('a claim, then the insert of its owner (how certificates are issued)', () => {
  const KEY = 'certificate|event|entry|race';
  /** Claim the key for a new record, then insert it; someone else's claim stands. */
  const issue = async (instance: StoreModule, definition: Definition, thing: Thing) => {
    const things = instance.collection(definition);
    const claimed = await things.claim(KEY, thing._id, {
      takeOverAfterMs: 15 * 60_000,
      ownerExists: async (owner: string) => (await things.get(owner)) !== undefined,
    });
    if (claimed) await things.insert(thing);
  };
  const scenario = (recover: Scenario<Definition, Stage>['recover']): Scenario<Definition, Stage> => ({
    definition: thingDefinition,
    prepare: staged({}, false),
    write: (instance, definition, { target }) => issue(instance, definition, target),
    recover,
    // The claim's holder must be a record that exists.
    extra: async (instance, definition) => {
      const things = instance.collection(definition);
      const holder = await things.holder(KEY);
      if (holder === undefined) return ['not-issued'];
      return (await things.get(holder)) ? [] : ['claim-without-record'];
    },
  });

  it('is issued by the next issue once the claim has timed out', async () => {
    const instants = await everyInstant(
      fresh('claim'),
      scenario(async (instance, definition) => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + DAY_MS);
        try {
          await issue(instance, definition, makeThing());
          await instance.repairStore([definition], { now: Date.now() + DAY_MS });
        } finally {
          vi.useRealTimers();
        }
      }),
    );
    report('claim then insert: stopped, then issued again after the timeout (and a repair run)', instants);
    expect(instants.some((instant) => instant.afterStop.length > 0)).toBe(true);
    expect(instants.filter((instant) => instant.afterRecovery.length > 0)).toEqual([]);
  }, 120_000);
});
