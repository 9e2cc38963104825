/**
 * API test harness: the real function handlers, routed by the real local server (config.path and
 * netlify.toml), over a real local Blobs store in a temporary folder. No sockets: the API calls
 * go straight into the router, and the store's requests straight into the store's server
 * (support/in-process-store.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { inject } from 'vitest';
import { hashPassword, lowerPasswordCostForTests } from '#shared/security/passwords.ts';
import { startLocalBlobs, type LocalBlobs } from '../../../scripts/lib/local-blobs.ts';
import { createLocalServer, type LocalServer } from '../../../scripts/local-server/server.ts';
import { ADMIN, TEST_PASSWORD_LOG_N } from './admin.ts';
import { answerStoreInProcess } from './in-process-store.ts';

lowerPasswordCostForTests(TEST_PASSWORD_LOG_N);

export const ORIGIN = 'http://localhost:8888';
export { ADMIN };

let adminUsers: Promise<string> | undefined;
/** ADMIN_USERS as the run's global set-up hashed it (admin-hash.setup.ts), or hashed here when run without it. */
const testAdminUsers = () =>
  (adminUsers ??= Promise.resolve(inject('adminUsers') ?? hashPassword(ADMIN.password).then((hash) => `${ADMIN.name}:${hash}`)));

export interface CallOptions {
  body?: unknown;
  /** Raw body text (sent as-is), for malformed-JSON cases. */
  rawBody?: string | Uint8Array;
  cookie?: string;
  headers?: Record<string, string>;
  /** The Origin header; the site's own by default, `null` to leave it out. */
  origin?: string | null;
  ip?: string;
}

export interface Api {
  call: (method: string, path: string, options?: CallOptions) => Promise<Response>;
  /** Signs in through POST /api/login and answers the session cookie ("session=..."). */
  login: () => Promise<string>;
  /** A fingerprint of every stored record and file, to prove a rejected request stored nothing. */
  snapshot: (options?: { ignoreStores?: string[] }) => Promise<Map<string, string>>;
  server: LocalServer;
  blobs: LocalBlobs;
  stop: () => Promise<void>;
}

export const startApi = async (env: Record<string, string> = {}): Promise<Api> => {
  const directory = await mkdtemp(join(tmpdir(), 'api-blobs-'));
  const blobs = await startLocalBlobs({ directory });
  const leaveInProcess = answerStoreInProcess(blobs);
  process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.encodedContext;
  process.env['ADMIN_USERS'] = await testAdminUsers();
  process.env['MAIL_OUTBOX_DIR'] = join(directory, 'outbox');
  // Each test file keys its rate-limit counters with a secret of its own.
  process.env['CLIENT_KEY_SECRET'] = randomBytes(32).toString('base64url');
  Object.assign(process.env, env);
  const server = await createLocalServer({ root: process.cwd() });

  const call: Api['call'] = (method, path, options = {}) => {
    const headers = new Headers(options.headers);
    if (options.origin !== null && !headers.has('origin')) headers.set('origin', options.origin ?? ORIGIN);
    if (options.cookie) headers.set('cookie', options.cookie);
    let body: BodyInit | undefined;
    if (options.rawBody !== undefined) body = options.rawBody as BodyInit;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    return server.handle(
      new Request(`${ORIGIN}${path}`, { method, headers, ...(body === undefined ? {} : { body }) }),
      options.ip ?? '203.0.113.7',
    );
  };

  const login = async () => {
    const res = await call('POST', '/api/login', { body: { admin: ADMIN.name, password: ADMIN.password }, ip: '198.51.100.1' });
    if (res.status !== 200) throw new Error(`login failed with ${res.status}: ${await res.text()}`);
    const setCookie = res.headers.get('set-cookie') ?? '';
    return setCookie.split(';')[0] ?? '';
  };

  // Read synchronously: a refused request is wrapped in two snapshots and the store can hold
  // hundreds of files; a thread-pool round trip for each open, stat, read and close made one
  // snapshot of 600 records take a third of a second, where reading them in one go takes a few
  // milliseconds. Nothing else runs meanwhile: the callers let background work settle first.
  const snapshot: Api['snapshot'] = async ({ ignoreStores = ['throttle', 'sessions', 'rebuild'] } = {}) => {
    const entries = join(directory, 'entries');
    const files = new Map<string, string>();
    const walk = (dir: string): void => {
      let found: Dirent[];
      try {
        found = readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of found) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else {
          const name = relative(entries, path);
          if (ignoreStores.some((store) => name.includes(`site:${store}/`) || name.includes(`site%3A${store}/`))) continue;
          files.set(name, createHash('sha256').update(readFileSync(path)).digest('hex'));
        }
      }
    };
    walk(entries);
    return files;
  };

  return {
    call,
    login,
    snapshot,
    server,
    blobs,
    stop: async () => {
      await server.settle();
      leaveInProcess();
      await blobs.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
};

export const jsonOf = async <T = Record<string, unknown>>(res: Response): Promise<T> => (await res.json()) as T;
