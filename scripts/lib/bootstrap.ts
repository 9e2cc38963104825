/**
 * What `npm start` and `npm run dev` both do first: start the local Blobs store, make sure an
 * admin and the client-key secret exist, and load sample content into an empty store.
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseAdminUsers } from '#shared/security/configured-owners.ts';
import { startLocalBlobs, type LocalBlobs } from './local-blobs.ts';
import { ensureLocalAdmin, ensureLocalClientKeySecret } from './local-admin.ts';
import { isStoreEmpty, loadSampleData } from './sample-data.ts';

export interface Bootstrapped {
  blobs: LocalBlobs;
  adminNotice: string;
}

export const bootstrap = async (root: string): Promise<Bootstrapped> => {
  const dataDir = resolve(root, process.env['LOCAL_DATA_DIR'] ?? '.netlify/blobs-serve');
  // RESET_DATA=1 starts from an empty store (the browser tests use a throwaway one).
  if (process.env['RESET_DATA'] === '1') await rm(dataDir, { recursive: true, force: true });
  const blobs = await startLocalBlobs({ directory: dataDir });
  process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.encodedContext;

  let adminNotice: string;
  if (process.env['ADMIN_USERS']) {
    // Refuse a malformed or weak ADMIN_USERS now, with its reason, rather than at the first login.
    const admins = parseAdminUsers(process.env['ADMIN_USERS']);
    adminNotice = `Admin accounts: ${[...admins.keys()].join(', ')} (from ADMIN_USERS).`;
  } else {
    const file = resolve(dataDir, '..', 'local-admin.json');
    const admin = await ensureLocalAdmin(file);
    process.env['ADMIN_USERS'] = admin.adminUsers;
    adminNotice = admin.password
      ? `Local admin created. Name: ${admin.name}  Password: ${admin.password}\n(shown once; delete ${file} to make a new one)`
      : `Local admin: ${admin.name} (its password was printed when it was created; delete ${file} to make a new one).`;
  }

  // Kept next to the local admin, outside the data folder, so RESET_DATA=1 keeps it too.
  process.env['CLIENT_KEY_SECRET'] ||= await ensureLocalClientKeySecret(resolve(dataDir, '..', 'local-client-key.json'));

  if (process.env['SAMPLE_DATA'] !== 'off' && (await isStoreEmpty())) {
    const started = performance.now();
    await loadSampleData();
    // Drawing and photographing the sample pictures is most of this time.
    console.log(`Loaded sample content into the empty local store in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
  return { blobs, adminNotice };
};
