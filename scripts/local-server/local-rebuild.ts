/**
 * `npm start`'s own build hook. On Netlify a change to public content (a profile deleted or
 * corrected, news, events…) calls the deploy's build hook and the prerendered pages are built
 * again; locally, with no `BUILD_HOOK_URL`, the built pages would keep what they held at start,
 * a deleted child's name included. So `npm start` gives the functions a hook of its own: the same
 * debounced call (publish/rebuild.ts) reaches this server, which exports the content again and
 * builds the site beside `dist/`, then swaps the new build in and reloads its headers, so the old
 * pages are served until the new ones are complete. Calls during a build make one more build.
 */
import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';

export interface LocalRebuild {
  /** The path the hook answers on: unguessable, so no other page can start builds. */
  path: string;
  /** Starts a build (or one more after the running one); resolves when the hook may answer. */
  request: () => void;
  /** Resolves when no build is running or waiting (tests, shutdown). */
  idle: () => Promise<void>;
}

export interface RebuildSteps {
  /** Writes the store's public content where the build reads it. */
  exportContent: () => Promise<void>;
  /** Builds the site into `outDir`. */
  build: (outDir: string) => Promise<void>;
  /** After the swap: the server reads the new build's headers and redirects. */
  swapped: () => Promise<void>;
}

export const localRebuild = (root: string, steps: RebuildSteps, publishDir = resolve(root, 'dist')): LocalRebuild => {
  const next = resolve(root, '.netlify/local-rebuild/next');
  const old = resolve(root, '.netlify/local-rebuild/old');
  let running: Promise<void> | undefined;
  let again = false;

  const buildOnce = async () => {
    await steps.exportContent();
    await rm(next, { recursive: true, force: true });
    await steps.build(next);
    await rm(old, { recursive: true, force: true });
    await rename(publishDir, old);
    await rename(next, publishDir);
    await steps.swapped();
    await rm(old, { recursive: true, force: true });
  };

  const request = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          console.log('[local] public content changed: building the pages again…');
          await buildOnce();
          console.log('[local] the pages are built again.');
        } catch (error) {
          console.error('[local] the pages could not be built again:', error instanceof Error ? error.message : error);
        }
      } while (again);
    })().finally(() => {
      running = undefined;
    });
  };

  return {
    path: `/.netlify/local-build-hook/${randomBytes(16).toString('hex')}`,
    request,
    idle: async () => {
      while (running) await running;
    },
  };
};
