/**
 * Stopping a function instance in the API tests (never part of the product): while installed,
 * work run inside `stopAfterWrites` (support/crash.ts) makes its allowed blob writes against the
 * harness's store and then never gets another answer, as if its process were gone. Requests made
 * outside that work (the API calls, another instance's recovery) are untouched.
 */
import { crashes } from './store-v2.ts';

const never = new Promise<Response>(() => undefined);

/** Watches every request to the store at `edgeURL`; answers the function that puts fetch back. */
export const stoppableStore = (edgeURL: string): (() => void) => {
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const plan = crashes.getStore();
    if (!plan || !url.startsWith(edgeURL)) return original(input, init);
    if (plan.stopped) return never;
    if (['PUT', 'DELETE'].includes((init?.method ?? 'GET').toUpperCase())) {
      if (plan.writes >= plan.limit) {
        plan.stopped = true;
        plan.onStop();
        return never;
      }
      plan.writes += 1;
    }
    return original(input, init);
  };
  return () => {
    globalThis.fetch = original;
  };
};
