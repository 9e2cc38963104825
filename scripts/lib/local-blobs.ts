/**
 * The real local Netlify Blobs store (`BlobsServer` from @netlify/blobs), as used by `npm start`,
 * `npm run dev`, the build and the tests.
 *
 * The emulator has two gaps that production does not: GET answers carry no ETag (so conditional
 * writes cannot be used), and the check-then-write of a conditional PUT is not atomic (two racing
 * writers can both pass `If-Match`), with ETags derived from the file's mtime in milliseconds (two
 * writes in one millisecond share an ETag). We close them here so local runs behave like production:
 * operations on one key are serialised, GET answers carry the ETag, and every write changes it.
 */
import { randomUUID } from 'node:crypto';
import { stat, utimes } from 'node:fs/promises';
import { BlobsServer } from '@netlify/blobs/server';

export interface BlobsContext {
  edgeURL: string;
  uncachedEdgeURL: string;
  token: string;
  siteID: string;
  deployID: string;
  primaryRegion: string;
}

export interface LocalBlobs {
  context: BlobsContext;
  /** Base64 JSON, the form `NETLIFY_BLOBS_CONTEXT` takes. */
  encodedContext: string;
  /** Store operations seen so far (get, set, delete, list, getMetadata), for benchmarks. */
  operations: () => number;
  /**
   * Answers one request to the store as its HTTP server would, in this process: for the API
   * tests, whose function handlers run in the same process as the store (tests/api/support/harness.ts).
   */
  handle: (request: Request) => Promise<Response>;
  stop: () => Promise<void>;
}

/** The site id @netlify/dev uses, so data written by either tool is seen by the other. */
export const LOCAL_SITE_ID = '0';

interface EmulatorInternals {
  address: string;
  handleRequest: (req: Request) => Promise<Response>;
  dispatchOnRequestEvent: (type: string, url: URL | string) => void;
  getLocalPaths: (url: URL) => { dataPath?: string; key?: string };
}

/** The emulator's own ETag (it compares `If-Match` against this). */
const etagOf = (path: string): Promise<string> =>
  (BlobsServer as unknown as { generateETag: (path: string) => Promise<string> }).generateETag(path);

const makeKeyLock = () => {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
};

/**
 * The emulator's ETag only sees the file's mtime to the millisecond, and the file system's clock
 * ticks coarser than that. Each write moves the mtime at least a millisecond past the previous
 * one, so ETags never repeat (not even an older one: that would let a stale writer through).
 */
const advanceMtime = async (path: string, previousMs: number): Promise<void> => {
  const { mtimeMs } = await stat(path);
  if (mtimeMs >= previousMs + 1) return;
  const next = (previousMs + 1) / 1000;
  await utimes(path, next, next);
};

const withEtag = async (res: Response, etag: string): Promise<Response> => {
  const headers = new Headers(res.headers);
  headers.set('etag', etag);
  return new Response(res.status === 204 ? null : await res.arrayBuffer(), { status: res.status, headers });
};

const closeEmulatorGaps = (server: BlobsServer): void => {
  const internals = server as unknown as EmulatorInternals;
  const original = internals.handleRequest.bind(server);
  const lock = makeKeyLock();
  internals.handleRequest = async (req) => {
    const url = new URL(req.url ?? '', internals.address);
    const { dataPath, key } = internals.getLocalPaths(url);
    if (!dataPath || !key) return original(req);
    return lock(dataPath, async () => {
      const method = req.method.toUpperCase();
      // Production answers a read whose If-None-Match names the current version with 304 and no
      // body (the client then returns `data: null`); the emulator always sends the whole blob.
      const ifNoneMatch = method === 'GET' ? req.headers.get('if-none-match') : null;
      if (ifNoneMatch) {
        const current = await etagOf(dataPath);
        if (current !== '' && current === ifNoneMatch) {
          internals.dispatchOnRequestEvent('get', url);
          return new Response(null, { status: 304, headers: { etag: current } });
        }
      }
      const before = method === 'PUT' ? await stat(dataPath).catch(() => undefined) : undefined;
      const res = await original(req);
      if (!res.ok || (method !== 'GET' && method !== 'PUT')) return res;
      if (before) await advanceMtime(dataPath, before.mtimeMs);
      return withEtag(res, await etagOf(dataPath));
    });
  };
};

export const startLocalBlobs = async ({ directory, port }: { directory: string; port?: number }): Promise<LocalBlobs> => {
  let operations = 0;
  const token = randomUUID();
  const server = new BlobsServer({
    directory,
    token,
    ...(port === undefined ? {} : { port }),
    onRequest: () => {
      operations += 1;
    },
  });
  closeEmulatorGaps(server);
  const { port: actualPort } = await server.start();
  const url = `http://127.0.0.1:${actualPort}`;
  const context: BlobsContext = {
    edgeURL: url,
    uncachedEdgeURL: url,
    token,
    siteID: LOCAL_SITE_ID,
    deployID: LOCAL_SITE_ID,
    primaryRegion: 'us-east-1',
  };
  return {
    context,
    encodedContext: Buffer.from(JSON.stringify(context)).toString('base64'),
    operations: () => operations,
    handle: (request) => (server as unknown as EmulatorInternals).handleRequest(request),
    stop: async () => {
      await server.stop();
    },
  };
};
