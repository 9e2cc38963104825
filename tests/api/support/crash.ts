/**
 * Fault injection for the store tests (never part of the product): runs a write and stops it
 * after its n-th blob write, for n = 0, 1, 2 … until the write finishes untouched, each time on a
 * fresh collection. After each stop, a new function instance (fresh modules: the stopped one's
 * memory is gone) looks at what the stop left, then makes the record's next write or runs the
 * repair, and the product's check says what is left wrong.
 */
import { checkCollection, type Finding } from '#shared/store/check.ts';
import type { AnyDefinition } from '#shared/store/repair.ts';
import { anotherInstance, crashes, type CrashPlan } from './store-v2.ts';

export type StoreModule = Awaited<ReturnType<typeof anotherInstance>>;

/** How one stopped write went: after how many blob writes it stopped, and what the check found then and after recovery. */
export interface Instant {
  writes: number;
  /** Kinds of finding right after the stop (before anything else touched the store). */
  afterStop: string[];
  /** Kinds of finding after the recovery step. */
  afterRecovery: string[];
}

/** Runs `work` until it has made `limit` blob writes; true when it was stopped there, false when it finished first. */
export const stopAfterWrites = async (limit: number, work: () => Promise<unknown>): Promise<boolean> => {
  let stop = () => {};
  const stopped = new Promise<'stopped'>((resolve) => (stop = () => resolve('stopped')));
  const plan: CrashPlan = { limit, writes: 0, stopped: false, onStop: stop };
  const outcome = await Promise.race([crashes.run(plan, work).then(() => 'finished' as const), stopped]);
  return outcome === 'stopped';
};

const kinds = (findings: readonly Finding[]) => [...new Set(findings.map((finding) => finding.kind))].sort();

export interface Scenario<D, C> {
  definition: (name: string) => D;
  /** Sets the stage in a healthy instance (nothing stopped): answers what the write and the recovery need. */
  prepare: (store: StoreModule, definition: D) => Promise<C>;
  /** The write that is stopped. */
  write: (store: StoreModule, definition: D, context: C) => Promise<unknown>;
  /** What a new instance does afterwards: the record's next write, or the repair. */
  recover: (store: StoreModule, definition: D, context: C) => Promise<unknown>;
  /** A check of the scenario's own, beyond the store's consistency (a claim's holder exists): answers problem names. */
  extra?: (store: StoreModule, definition: D, context: C) => Promise<string[]>;
}

/** Stops `scenario.write` at every instant in turn (each on a fresh collection named `name-n`): what each left. */
export const everyInstant = async <D extends AnyDefinition, C>(name: string, scenario: Scenario<D, C>): Promise<Instant[]> => {
  const instants: Instant[] = [];
  for (let limit = 0; limit < 200; limit += 1) {
    const definition = scenario.definition(`${name}-${limit}`);
    const before = await anotherInstance();
    const context = await scenario.prepare(before, definition);
    if (!(await stopAfterWrites(limit, () => scenario.write(before, definition, context)))) return instants;
    const after = await anotherInstance();
    const afterStop = kinds((await checkCollection(definition)).findings);
    const extraAfterStop = scenario.extra ? await scenario.extra(after, definition, context) : [];
    await scenario.recover(after, definition, context);
    const check = await anotherInstance();
    const afterRecovery = kinds((await checkCollection(definition)).findings);
    const extraAfterRecovery = scenario.extra ? await scenario.extra(check, definition, context) : [];
    instants.push({
      writes: limit,
      afterStop: [...afterStop, ...extraAfterStop],
      afterRecovery: [...afterRecovery, ...extraAfterRecovery],
    });
  }
  throw new Error(`${name} never finished`);
};
