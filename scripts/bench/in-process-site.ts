/**
 * A site for the championship benches: a throwaway local Blobs store and the production-like local
 * server in this very process, so a bench can seed the collections directly and then time the real
 * routes. Calls go through the server's own request handler; the server also listens on a port,
 * because some routes call others over HTTP (the certificates' background function).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '#shared/security/passwords.ts';
import { startLocalBlobs } from '#scripts/lib/local-blobs.ts';
import { createLocalServer } from '#scripts/local-server/server.ts';

const ADMIN = { name: 'bench', password: 'a bench-only password, long enough' };

export interface InProcessSite {
  /** One request as a browser at `ip` would send it (JSON body when given). */
  call: (method: string, path: string, options?: { cookie?: string; body?: unknown; ip?: string }) => Promise<Response>;
  /** Signs the bench's owner in; answers the session cookie. */
  signIn: () => Promise<string>;
  /** Waits until work the functions handed to waitUntil has finished. */
  settle: () => Promise<void>;
}

export const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(2);

/** Runs `bench` against a fresh site, then removes the store whatever happens. */
export const withInProcessSite = async (name: string, bench: (site: InProcessSite) => Promise<void>): Promise<void> => {
  const directory = await mkdtemp(join(tmpdir(), `bench-${name}-`));
  const blobs = await startLocalBlobs({ directory });
  process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.encodedContext;
  process.env['ADMIN_USERS'] = `${ADMIN.name}:${await hashPassword(ADMIN.password)}`;
  // Confirmation letters go to the throwaway folder, not the project's outbox.
  process.env['MAIL_OUTBOX_DIR'] = join(directory, 'outbox');
  const server = await createLocalServer({ root: process.cwd() });
  const socket = await server.listen(0);
  const origin = `http://127.0.0.1:${socket.port}`;
  const call: InProcessSite['call'] = (method, path, { cookie = '', body, ip } = {}) =>
    server.handle(
      new Request(`${origin}${path}`, {
        method,
        headers: { origin, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
      ...(ip ? [ip] : []),
    );
  const signIn = async () => {
    const login = await call('POST', '/api/login', { body: { admin: ADMIN.name, password: ADMIN.password } });
    return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };
  try {
    await bench({ call, signIn, settle: () => server.settle() });
  } finally {
    await server.settle();
    await socket.close();
    await blobs.stop();
    await rm(directory, { recursive: true, force: true });
  }
};
