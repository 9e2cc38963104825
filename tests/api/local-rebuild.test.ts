/**
 * `npm start`'s own build hook (scripts/local-server/local-rebuild.ts): the local server answers
 * it only at its secret path, by POST; a build goes beside the publish folder and is swapped in
 * whole (the old pages are served until then), then the headers are read again; calls during a
 * build make one more build, not one each. The build itself is a stand-in here: `npm start`
 * passes `astro build --outDir`.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { localRebuild } from '../../scripts/local-server/local-rebuild.ts';
import { createLocalServer } from '../../scripts/local-server/server.ts';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

const siteRoot = async () => {
  const root = await mkdtemp(join(tmpdir(), 'local-rebuild-'));
  roots.push(root);
  await mkdir(join(root, 'dist'));
  await writeFile(join(root, 'dist', 'index.html'), 'built at start');
  return root;
};

test('a build goes beside the publish folder and is swapped in whole; calls meanwhile make one more build', async () => {
  const root = await siteRoot();
  const steps = { exports: 0, builds: 0, swaps: 0 };
  let release: () => void = () => undefined;
  const firstBuildHeld = new Promise<void>((resolveHeld) => {
    release = resolveHeld;
  });
  const rebuild = localRebuild(root, {
    exportContent: async () => {
      steps.exports += 1;
    },
    build: async (outDir) => {
      steps.builds += 1;
      if (steps.builds === 1) await firstBuildHeld;
      await mkdir(outDir, { recursive: true });
      await writeFile(join(outDir, 'index.html'), `build ${steps.builds}`);
    },
    swapped: async () => {
      steps.swaps += 1;
    },
  });
  rebuild.request();
  rebuild.request();
  rebuild.request();
  await new Promise((done) => setTimeout(done, 20));
  // The old pages are served while the new ones are made.
  expect(await readFile(join(root, 'dist', 'index.html'), 'utf8')).toBe('built at start');
  release();
  await rebuild.idle();
  expect(steps).toEqual({ exports: 2, builds: 2, swaps: 2 });
  expect(await readFile(join(root, 'dist', 'index.html'), 'utf8')).toBe('build 2');
  await expect(readFile(join(root, '.netlify/local-rebuild/old/index.html'))).rejects.toThrow();
});

test('the local server answers the hook only at its path, by POST, and starts a build', async () => {
  let requested = 0;
  const hook = { path: '/.netlify/local-build-hook/0123abcd', request: () => (requested += 1) };
  const server = await createLocalServer({ root: resolve('tests/api/fixtures/routing-site'), buildHook: hook });
  const call = (path: string, method: string) => server.handle(new Request(`http://localhost:8888${path}`, { method }));
  expect((await call(hook.path, 'POST')).status).toBe(202);
  expect(requested).toBe(1);
  expect((await call(hook.path, 'GET')).status).toBe(404);
  expect((await call('/.netlify/local-build-hook/guessed', 'POST')).status).toBe(404);
  expect(requested).toBe(1);
  // Without a hook (Netlify's own build hook configured), the path is nothing special.
  const plain = await createLocalServer({ root: resolve('tests/api/fixtures/routing-site') });
  expect((await plain.handle(new Request(`http://localhost:8888${hook.path}`, { method: 'POST' }))).status).toBe(404);
});
