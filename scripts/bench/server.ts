/**
 * The production-like local server (`createLocalServer`: dist/, the functions, the redirects and
 * headers of netlify.toml) on a throwaway Blobs store, in a process of its own, for `npm run bench`
 * and `npm run test:load`. The load generator runs in the parent process.
 *
 * IPC with the parent (see harness.ts): once listening it sends
 * `{type: 'ready', port, blobsContext, admin}`; it answers `{type: 'operations', id}` with the
 * store's round-trip counter so the parent can count the round-trips of one request.
 *
 * Test-only: the request header `x-load-client` names the simulated visitor (its `context.ip`), so
 * that hundreds of simulated visitors on one loopback address each get their own public-form rate
 * limit, as they would on Netlify. Only this process honours the header; `npm start` and Netlify
 * take the address of the connection, and the production limits are unchanged.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { hashPassword } from '#shared/security/passwords.ts';
import { startLocalBlobs } from '#scripts/lib/local-blobs.ts';
import { createLocalServer } from '#scripts/local-server/server.ts';
import { CLIENT_HEADER, type ReadyMessage } from './protocol.ts';

const dataDir = process.env['LOCAL_DATA_DIR'];
if (!dataDir || !process.send) throw new Error('scripts/bench/server.ts is started by scripts/bench/harness.ts');

const blobs = await startLocalBlobs({ directory: join(dataDir, 'blobs') });
const admin = { name: 'bench-admin', password: randomBytes(18).toString('base64url') };
process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.encodedContext;
process.env['ADMIN_USERS'] = `${admin.name}:${await hashPassword(admin.password)}`;
process.env['MAIL_OUTBOX_DIR'] = join(dataDir, 'outbox');
// Thousands of simulated visitors post forms within minutes: the site-wide hourly ceilings of the
// public forms would refuse most of them, and the bench and load test measure the rest.
for (const name of ['SKATER_FORMS_HOURLY', 'REGISTRATIONS_HOURLY', 'CONTACT_FORMS_HOURLY']) process.env[name] = '1000000';
// No rebuilds are triggered from a benchmark.
delete process.env['BUILD_HOOK_URL'];
delete process.env['SMTP_URL'];

const server = await createLocalServer({
  root: process.cwd(),
  clientAddress: (incoming) => {
    const named = incoming.headers[CLIENT_HEADER];
    return typeof named === 'string' && named !== '' ? `load-client:${named}` : undefined;
  },
});
const { port, close } = await server.listen(0);

process.on('message', (message: { type: string; id?: number }) => {
  if (message.type === 'operations') process.send?.({ type: 'operations', id: message.id, operations: blobs.operations() });
  if (message.type === 'settle') void server.settle().then(() => process.send?.({ type: 'settled', id: message.id }));
});

const shutdown = async () => {
  await server.settle();
  await close();
  await blobs.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('disconnect', () => void shutdown());

process.send({ type: 'ready', port, blobsContext: blobs.encodedContext, admin } satisfies ReadyMessage);
