/**
 * After a successful change the site is rebuilt (docs/rules.md#fresh-content) through the deploy's build hook.
 * A burst of changes makes one build: each change records a new generation and, after a quiet
 * period, only the change that is still the latest calls the hook (a trailing debounce shared
 * through the store, since each request may run in a different function instance). The work runs
 * in `waitUntil`, so it never delays or fails the admin's request.
 *
 * How the hook answered (its status, or that it could not be reached) is kept beside the latest
 * change, so the dashboard can tell whether the last rebuild was asked for. Never the hook's URL:
 * it is a secret that starts builds.
 */
import { randomUUID } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import { BUILD_MINUTES, type DashboardRebuild } from '#domain/committee/dashboard.ts';
import { env } from '#shared/platform/env.ts';
import type { RequestContext } from '#shared/platform/http.ts';

const REBUILD_STORE = 'rebuild';
const KEY = 'latest-change';
const HOOK_ANSWER_KEY = 'last-hook-answer';

const latestChangeSchema = z.object({ generation: z.string(), at: z.number() });
const hookAnswerSchema = z.object({
  at: z.number(),
  /** The HTTP status the hook answered, or 0 when it could not be reached (timeout, network). */
  status: z.number().int(),
});
export type HookAnswer = z.infer<typeof hookAnswerSchema>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const recordAnswer = (status: number) => getStore(REBUILD_STORE).setJSON(HOOK_ANSWER_KEY, { at: Date.now(), status } satisfies HookAnswer);

const callHookIfLatest = async (hookUrl: string, generation: string, debounceMs: number, reason: string): Promise<void> => {
  await sleep(debounceMs);
  const latest: unknown = await getStore(REBUILD_STORE).get(KEY, { type: 'json', consistency: 'strong' });
  if ((latest as { generation?: unknown } | null)?.generation !== generation) return;
  const url = new URL(hookUrl);
  url.searchParams.set('trigger_title', `Content changed: ${reason}`.slice(0, 120));
  let status = 0;
  try {
    const res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(10_000) });
    status = res.status;
    if (!res.ok) console.error(`[rebuild] build hook answered ${res.status}`);
  } finally {
    await recordAnswer(status);
  }
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

/** Two small reads of the rebuild store, whatever the site holds. */
export const rebuildState = async (): Promise<DashboardRebuild> => {
  const store = getStore(REBUILD_STORE);
  const [change, answer] = await Promise.all([
    store.get(KEY, { type: 'json', consistency: 'strong' }),
    store.get(HOOK_ANSWER_KEY, { type: 'json', consistency: 'strong' }),
  ]);
  const latest = latestChangeSchema.safeParse(change);
  const hook = hookAnswerSchema.safeParse(answer);
  const { buildHookUrl, rebuildDebounceMs } = env();
  return {
    configured: buildHookUrl !== undefined,
    ...(buildHookUrl === undefined ? {} : { refreshMinutes: Math.ceil(rebuildDebounceMs / 60_000) + BUILD_MINUTES }),
    ...(latest.success ? { requestedAt: new Date(latest.data.at).toISOString() } : {}),
    ...(hook.success
      ? {
          hook: {
            at: new Date(hook.data.at).toISOString(),
            status: hook.data.status,
            ok: hook.data.status >= 200 && hook.data.status < 300,
          },
        }
      : {}),
  };
};
