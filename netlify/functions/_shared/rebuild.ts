/**
 * After a successful change the site is rebuilt (docs/rules.md#fresh-content) through the deploy's build hook.
 * A burst of changes makes one build: each change records a new generation and, after a quiet
 * period, only the change that is still the latest calls the hook (a trailing debounce shared
 * through the store, since each request may run in a different function instance). The work runs
 * in `waitUntil`, so it never delays or fails the admin's request.
 */
import { randomUUID } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { env } from './env.ts';
import type { RequestContext } from './http.ts';

const REBUILD_STORE = 'rebuild';
const KEY = 'latest-change';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const callHookIfLatest = async (hookUrl: string, generation: string, debounceMs: number, reason: string): Promise<void> => {
  await sleep(debounceMs);
  const latest: unknown = await getStore(REBUILD_STORE).get(KEY, { type: 'json', consistency: 'strong' });
  if ((latest as { generation?: unknown } | null)?.generation !== generation) return;
  const url = new URL(hookUrl);
  url.searchParams.set('trigger_title', `Content changed: ${reason}`.slice(0, 120));
  const res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(10_000) });
  if (!res.ok) console.error(`[rebuild] build hook answered ${res.status}`);
};

export const requestRebuild = (context: RequestContext, reason: string): void => {
  const { buildHookUrl, rebuildDebounceMs } = env();
  if (!buildHookUrl) return;
  const generation = randomUUID();
  const work = (async () => {
    await getStore(REBUILD_STORE).setJSON(KEY, { generation, at: Date.now() });
    await callHookIfLatest(buildHookUrl, generation, rebuildDebounceMs, reason);
  })().catch((error: unknown) => console.error('[rebuild] could not request a rebuild:', error instanceof Error ? error.message : error));
  context.waitUntil(work);
};
