/**
 * Identity proofs are deleted a set number of days after their profile's first approval, by a
 * scheduled function run here with an injected clock: the file goes, the profile records when,
 * and the proof's admin URL disappears. Pending profiles keep their proofs (not yet checked).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AdminSkaterDetail } from '../../src/domain/registry/skater-views.schema.ts';
import { PROOF_RETENTION_DAYS } from '../../src/config/rules.ts';
import { deleteExpiredProofs } from '../../netlify/functions/_shared/registry/proof-retention.ts';
import { skaters } from '#shared/collections/registry.ts';
import scheduled, { config } from '../../netlify/functions/delete-expired-proofs.ts';
import { filesNaming } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { approve, submitSkater } from './support/registry.ts';

let api: Api;
let cookie: string;

beforeAll(async () => {
  api = await startApi();
  cookie = await api.login();
});
afterAll(() => api.stop());

const DAY = 86_400_000;
const detail = async (id: string) => jsonOf<AdminSkaterDetail>(await api.call('GET', `/api/skaterprofiles/${id}`, { cookie }));
const privateFiles = async (id: string) => filesNaming(await api.snapshot(), id).filter((key) => /private-files/.test(key));

test('runs daily, and keeps proofs 365 days by default', () => {
  expect(config.schedule).toBe('@daily');
  expect(PROOF_RETENTION_DAYS).toBe(365);
});

test('deletes each proof the set number of days after approval, and only then', async () => {
  const approved = await submitSkater(api, { name: 'Proof Due' });
  const pending = await submitSkater(api, { name: 'Proof Kept' });
  await approve(api, cookie, approved._id);
  const approvedAt = Date.parse((await detail(approved._id)).approvedAt ?? '');
  expect(await privateFiles(approved._id)).toHaveLength(1);

  // One day short: nothing happens.
  expect(await deleteExpiredProofs(new Date(approvedAt + 364 * DAY), 365)).toMatchObject({ deleted: 0 });
  expect(await privateFiles(approved._id)).toHaveLength(1);

  const now = new Date(approvedAt + 365 * DAY);
  expect(await deleteExpiredProofs(now, 365)).toMatchObject({ deleted: 1 });
  expect(await privateFiles(approved._id)).toEqual([]);
  const after = await detail(approved._id);
  expect(after).toMatchObject({ proofDeletedAt: now.toISOString(), fileUrl: '', status: 'approved' });
  expect((await api.call('GET', `/api/skaterprofiles/${approved._id}/proof`, { cookie })).status).toBe(404);
  const listed = (await jsonOf<{ profiles: AdminSkaterDetail[] }>(await api.call('GET', '/api/skaterprofiles?q=Proof%20Due', { cookie })))
    .profiles[0];
  expect(listed).toMatchObject({ proofDeletedAt: now.toISOString(), fileUrl: '' });

  // The pending profile's proof is still needed; a second run deletes nothing more.
  expect(await privateFiles(pending._id)).toHaveLength(1);
  expect(await deleteExpiredProofs(new Date(approvedAt + 400 * DAY), 365)).toMatchObject({ deleted: 0 });
  expect((await skaters().get(approved._id))?.fileKey).toBe('');
});

test('PROOF_RETENTION_DAYS shortens the wait; the scheduled function reads it', async () => {
  const { _id } = await submitSkater(api, { name: 'Proof Short' });
  await approve(api, cookie, _id);
  process.env['PROOF_RETENTION_DAYS'] = '1';
  try {
    // The function itself runs on the real clock: approved just now, so a day is not up yet.
    expect((await scheduled()).status).toBe(204);
    expect(await privateFiles(_id)).toHaveLength(1);
    const approvedAt = Date.parse((await detail(_id)).approvedAt ?? '');
    expect(await deleteExpiredProofs(new Date(approvedAt + DAY))).toMatchObject({ deleted: 1 });
    expect(await privateFiles(_id)).toEqual([]);
  } finally {
    delete process.env['PROOF_RETENTION_DAYS'];
  }
});
