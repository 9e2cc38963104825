/**
 * The local server over a real socket: a refused upload gets its answer and the connection stays
 * usable, whether the function answered before reading the body or stopped reading it halfway.
 */
import { Agent, request, type OutgoingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from './support/harness.ts';

let api: Api;
let port: number;
let close: () => Promise<void>;
let cookie: string;
beforeAll(async () => {
  api = await startApi();
  ({ port, close } = await api.server.listen(0));
  cookie = await api.login();
});
afterAll(async () => {
  await close();
  await api.stop();
});

interface Exchange {
  status: number;
  json: unknown;
  /** Whether this request went over a connection an earlier request had used. */
  reusedSocket: boolean;
}

/**
 * One request with node's own client. Settles only when the answer has been read AND the whole
 * body has been sent: a server that answers but never reads the rest leaves the upload hanging
 * until it drops the connection, which rejects here.
 */
const exchange = (agent: Agent, method: string, path: string, headers: OutgoingHttpHeaders, body?: Buffer | Buffer[]) =>
  new Promise<Exchange>((resolve, reject) => {
    let answer: Omit<Exchange, 'reusedSocket'> | undefined;
    let sent = false;
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers: { origin: `http://127.0.0.1:${port}`, ...headers } });
    const settle = () => {
      if (answer && sent) resolve({ ...answer, reusedSocket: req.reusedSocket });
    };
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        answer = { status: res.statusCode ?? 0, json: res.headers['content-type']?.includes('json') ? JSON.parse(text) : text };
        settle();
      });
      res.on('error', reject);
    });
    req.on('finish', () => {
      sent = true;
      settle();
    });
    req.on('error', reject);
    for (const chunk of Array.isArray(body) ? body : body ? [body] : []) req.write(chunk);
    req.end();
  });

describe('the local server over a socket', () => {
  it('answers a 1 MB text/plain POST with its 415 and keeps the connection usable', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = Buffer.alloc(1024 * 1024, 'a');
      const refused = await exchange(
        agent,
        'POST',
        '/api/news',
        { 'content-type': 'text/plain', 'content-length': body.length, cookie },
        body,
      );
      expect(refused.status).toBe(415);
      expect(refused.json).toEqual({ message: 'Send the data as JSON (Content-Type: application/json).' });
      // The server read past the refused body: the next request on the same connection is answered.
      const next = await exchange(agent, 'GET', '/api/session', { cookie });
      expect(next).toEqual({ status: 200, json: { authenticated: true, admin: 'admin', role: 'owner' }, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  });

  it('answers the same before a session is checked (401), for a client that is not signed in', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = Buffer.alloc(1024 * 1024, 'a');
      const refused = await exchange(agent, 'POST', '/api/news', { 'content-type': 'text/plain', 'content-length': body.length }, body);
      expect(refused.status).toBe(401);
      expect(refused.json).toEqual({ message: 'Please sign in as an administrator.' });
      expect((await exchange(agent, 'GET', '/api/session', {})).reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('answers 413 to a chunked JSON body that outgrows the limit while the function reads it', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // 7 MB without a Content-Length: only reading it shows it is over the 6 MB limit.
      const chunks = Array.from({ length: 7 }, (_, index) => Buffer.alloc(1024 * 1024, index === 0 ? '["' : 'a'));
      const refused = await exchange(
        agent,
        'POST',
        '/api/news',
        { 'content-type': 'application/json', 'transfer-encoding': 'chunked', cookie },
        chunks,
      );
      expect(refused.status).toBe(413);
      expect(refused.json).toEqual({ message: 'The request is too large.' });
      expect((await exchange(agent, 'GET', '/api/session', { cookie })).reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('still hands a whole JSON body to the function', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const content = 'Selection trials on Sunday at the district rink';
      const body = Buffer.from(JSON.stringify({ content }));
      const saved = await exchange(
        agent,
        'POST',
        '/api/breaking-news',
        { 'content-type': 'application/json', 'content-length': body.length, cookie },
        body,
      );
      expect(saved).toEqual({ status: 200, json: { content, link: '' }, reusedSocket: false });
      expect((await exchange(agent, 'GET', '/api/breaking-news', {})).json).toEqual({ content, link: '' });
    } finally {
      agent.destroy();
    }
  });
});
