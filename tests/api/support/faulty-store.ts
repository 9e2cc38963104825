/**
 * A proxy in front of a test's local Blobs store that refuses the requests a test chooses, as a
 * store that is down or overloaded does: to test what a failure half-way through a change leaves
 * behind. Everything else reaches the real store unchanged.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BlobsContext } from '../../../scripts/lib/local-blobs.ts';

export interface FaultyStore {
  /** Base64 JSON for NETLIFY_BLOBS_CONTEXT: the same store, reached through the proxy. */
  encodedContext: string;
  /** How many requests were refused so far. */
  refused: () => number;
  stop: () => Promise<void>;
}

const bodyOf = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * `refuse` sees each request's method and decoded path (`/{site}/{store}/{key}`), and answers true
 * to refuse it as an overloaded store does (503), or the status to refuse it with (412: another
 * writer came first).
 */
export const startFaultyStore = async (
  context: BlobsContext,
  refuse: (method: string, path: string) => boolean | number,
): Promise<FaultyStore> => {
  let refused = 0;
  const target = context.edgeURL;
  const server = createServer((req, res) => {
    void (async () => {
      const method = req.method ?? 'GET';
      const url = req.url ?? '/';
      const refusal = refuse(method, decodeURIComponent(new URL(url, target).pathname));
      if (refusal !== false) {
        refused += 1;
        res.writeHead(refusal === true ? 503 : refusal).end();
        return;
      }
      const body = await bodyOf(req);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) headers.set(name, value);
      }
      const answer = await fetch(new URL(url, target), { method, headers, ...(body.length > 0 ? { body: new Uint8Array(body) } : {}) });
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
      });
      res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
    })().catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const proxied: BlobsContext = { ...context, edgeURL: url, uncachedEdgeURL: url };
  return {
    encodedContext: Buffer.from(JSON.stringify(proxied)).toString('base64'),
    refused: () => refused,
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
};
