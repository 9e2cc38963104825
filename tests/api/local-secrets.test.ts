/**
 * `npm start` and `npm run dev` (scripts/lib/bootstrap.ts) make the client-key secret once and
 * keep it under .netlify/, next to the local admin, so rate-limit counters survive restarts.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { bootstrap } from '../../scripts/lib/bootstrap.ts';
import { E2E_ADMIN_USERS } from '../e2e/fixtures/constants.ts';

const root = await mkdtemp(join(tmpdir(), 'local-secrets-'));
afterAll(() => rm(root, { recursive: true, force: true }));

const start = async () => {
  delete process.env['CLIENT_KEY_SECRET'];
  process.env['LOCAL_DATA_DIR'] = join(root, '.netlify', 'blobs-serve');
  process.env['SAMPLE_DATA'] = 'off';
  // A configured admin (bootstrap checks the hash), so no local admin is made.
  process.env['ADMIN_USERS'] = E2E_ADMIN_USERS;
  const { blobs } = await bootstrap(root);
  await blobs.stop();
  return process.env['CLIENT_KEY_SECRET'];
};

it('generates the secret once, keeps it private in .netlify/, and reuses it on the next start', async () => {
  const first = await start();
  expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const file = join(root, '.netlify', 'local-client-key.json');
  expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ secret: first });
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  expect(await start()).toBe(first);
});

it('leaves a configured CLIENT_KEY_SECRET alone', async () => {
  process.env['LOCAL_DATA_DIR'] = join(root, '.netlify', 'blobs-serve');
  process.env['CLIENT_KEY_SECRET'] = 'configured secret of at least thirty-two characters';
  const { blobs } = await bootstrap(root);
  await blobs.stop();
  expect(process.env['CLIENT_KEY_SECRET']).toBe('configured secret of at least thirty-two characters');
});
