/**
 * The production-like local server: the built site of `dist/`, the Netlify Functions, and the
 * redirects and headers of netlify.toml, in Netlify's order of precedence:
 *   1. a function whose `config.path` matches (unless it prefers static files),
 *   2. forced redirects, 3. static files, 4. other redirects (rewrites may reach functions),
 *   5. the 404 page.
 * `handle` takes a Web Request, so tests can drive the exact routing without a socket.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { headersFor, loadHeaders } from './headers.ts';
import { transformImage } from './image-cdn.ts';
import { loadFunctions, matchFunction, type FunctionRoute } from './functions.ts';
import { loadRedirects, matchRedirect, type RedirectRule } from './redirects.ts';
import { findStaticFile, readStaticFile, type StaticFile } from './static-files.ts';
import type { Header } from '@netlify/headers-parser';

export interface LocalServerOptions {
  root: string;
  publishDir?: string;
  functionsDir?: string;
  netlifyConfigPath?: string;
  /**
   * `npm run dev`: pages come from the Astro dev server at this origin instead of dist/; the
   * shadowable redirects apply where it answers 404, as they would where no file exists.
   */
  devServerOrigin?: string;
  /**
   * Who a socket request comes from (`context.ip`). Netlify takes it from the connection; so does
   * this server unless told otherwise. Only the bench and the load test (scripts/bench/server.ts)
   * pass this, so that many simulated visitors on one loopback address each get their own rate
   * limit. Never set in `npm start`.
   */
  clientAddress?: (incoming: IncomingMessage) => string | undefined;
  /**
   * `npm start` without a `BUILD_HOOK_URL`: its own build hook (local-rebuild.ts), answered at
   * `path` (POST) by starting a build of the pages in the background.
   */
  buildHook?: { path: string; request: () => void };
}

export interface LocalServer {
  handle: (req: Request, ip?: string) => Promise<Response>;
  /** Waits for work handed to `context.waitUntil` and for background functions. */
  settle: () => Promise<void>;
  listen: (port: number, host?: string) => Promise<{ port: number; close: () => Promise<void> }>;
  routes: FunctionRoute[];
  /** Reads the redirects and headers again (after a new build of the publish folder). */
  reloadConfig: () => Promise<void>;
}

const MAX_REWRITES = 5;

/**
 * Throws away what is left of a request body once the answer is out, as Node does for a body
 * nobody touched. A function may answer before reading the body (401, 415) or stop halfway (413);
 * unread, the body blocks the client's upload and the connection ends in a reset when the
 * keep-alive timer fires, instead of the client finishing its request and reading the answer.
 */
const discardUnreadBody = (incoming: IncomingMessage): void => {
  if (incoming.complete || incoming.destroyed) return;
  incoming.removeAllListeners('data');
  incoming.resume();
};

/**
 * The request body as a web stream, read from the socket only as fast as the function reads it.
 * Unlike `Readable.toWeb`, cancelling it (a function refusing a body that is too large) does not
 * destroy the connection, which would cut off the answer: the rest is discarded instead.
 */
const requestBody = (incoming: IncomingMessage): ReadableStream<Uint8Array> => {
  let open = true;
  const settle = (end: () => void) => {
    if (!open) return;
    open = false;
    end();
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      incoming.pause();
      incoming.on('data', (chunk: Buffer) => {
        if (!open) return;
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
      });
      incoming.once('end', () => settle(() => controller.close()));
      incoming.once('error', (error) => settle(() => controller.error(error)));
      // A client that hangs up mid-upload: the function sees a failed read, not a short body.
      incoming.once('close', () => {
        if (!incoming.complete) settle(() => controller.error(new Error('The client closed the connection during the upload.')));
      });
    },
    pull() {
      incoming.resume();
    },
    cancel() {
      open = false;
      discardUnreadBody(incoming);
    },
  });
};

export const createLocalServer = async (options: LocalServerOptions): Promise<LocalServer> => {
  const root = resolve(options.root);
  const publishDir = resolve(root, options.publishDir ?? 'dist');
  const netlifyConfigPath = resolve(root, options.netlifyConfigPath ?? 'netlify.toml');
  const routes = await loadFunctions(resolve(root, options.functionsDir ?? 'netlify/functions'));
  let redirects: RedirectRule[] = await loadRedirects(netlifyConfigPath, publishDir);
  let headerRules: Header[] = await loadHeaders(netlifyConfigPath, publishDir);
  const reloadConfig = async () => {
    [redirects, headerRules] = await Promise.all([
      loadRedirects(netlifyConfigPath, publishDir),
      loadHeaders(netlifyConfigPath, publishDir),
    ]);
  };
  const pending = new Set<Promise<unknown>>();

  const track = (promise: Promise<unknown>) => {
    const settled = promise.catch((error: unknown) => console.error('[local] background work failed:', error));
    pending.add(settled);
    void settled.finally(() => pending.delete(settled));
  };

  const invoke = async (route: FunctionRoute, params: Record<string, string>, req: Request, ip: string): Promise<Response> => {
    const context = { params, ip, waitUntil: track };
    if (route.background) {
      // Netlify hands the whole payload over with the invocation; read it before answering, or
      // the socket's unread body is thrown away with the 202 and the function reads nothing.
      const payload = req.body ? await req.arrayBuffer() : undefined;
      const buffered = new Request(req.url, { method: req.method, headers: req.headers, ...(payload ? { body: payload } : {}) });
      track(route.handler(buffered, context));
      return new Response(null, { status: 202 });
    }
    return route.handler(req, context);
  };

  const serveFile = async (file: StaticFile, pathname: string, status: number, method: string): Promise<Response> => {
    const body = method === 'HEAD' ? null : await readStaticFile(file);
    return new Response(body, {
      status,
      headers: {
        'Content-Type': file.contentType,
        'Cache-Control': 'public, max-age=0, must-revalidate',
        ...headersFor(headerRules, pathname),
      },
    });
  };

  const notFound = async (method: string): Promise<Response> => {
    const page = await findStaticFile(publishDir, '/404.html');
    return page ? serveFile(page, '/404.html', 404, method) : new Response('Not Found', { status: 404 });
  };

  const applyRedirect = async (target: string, status: number, req: Request, ip: string, depth: number): Promise<Response> => {
    if (status === 301 || status === 302 || status === 303 || status === 307 || status === 308) {
      return new Response(null, { status, headers: { Location: target } });
    }
    const targetUrl = new URL(target, req.url);
    // A rewrite (200) or custom status (404): serve the target's content under the original URL.
    const rewritten = await route(new Request(targetUrl, req), ip, depth + 1);
    if (status === 200) return rewritten;
    return new Response(rewritten.body, { status, headers: rewritten.headers });
  };

  const route = async (req: Request, ip: string, depth: number): Promise<Response> => {
    const { pathname } = new URL(req.url);
    const method = req.method.toUpperCase();
    if (pathname === '/.netlify/images' && (method === 'GET' || method === 'HEAD')) {
      return transformImage(req, (path) => route(new Request(new URL(path, req.url)), ip, depth + 1));
    }
    if (options.buildHook && pathname === options.buildHook.path && method === 'POST') {
      options.buildHook.request();
      return new Response(null, { status: 202 });
    }
    const fn = matchFunction(routes, pathname, method);
    if (fn && !fn.route.preferStatic) return invoke(fn.route, fn.params, req, ip);

    if (depth < MAX_REWRITES) {
      const forced = matchRedirect(redirects, pathname, true);
      if (forced) return applyRedirect(forced.target, forced.rule.status, req, ip, depth);
    }
    if (options.devServerOrigin) {
      const proxied = await proxy(req, options.devServerOrigin);
      if (proxied.status !== 404) return proxied;
    } else if (method === 'GET' || method === 'HEAD') {
      const file = await findStaticFile(publishDir, pathname);
      if (file) return serveFile(file, pathname, 200, method);
    }
    if (fn) return invoke(fn.route, fn.params, req, ip);
    if (depth < MAX_REWRITES) {
      const shadowable = matchRedirect(redirects, pathname, false);
      if (shadowable) return applyRedirect(shadowable.target, shadowable.rule.status, req, ip, depth);
    }
    return notFound(method);
  };

  const proxy = async (req: Request, origin: string): Promise<Response> => {
    const url = new URL(req.url);
    const target = new URL(url.pathname + url.search, origin);
    const res = await fetch(target, { method: req.method, headers: req.headers, redirect: 'manual' });
    const headers = new Headers(res.headers);
    // fetch has already decoded the body.
    headers.delete('content-encoding');
    headers.delete('content-length');
    return new Response(res.body, { status: res.status, headers });
  };

  const handle = (req: Request, ip = '127.0.0.1') => route(req, ip, 0);

  const toRequest = (incoming: IncomingMessage, port: number): Request => {
    const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? `localhost:${port}`}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else if (value !== undefined) headers.set(name, value);
    }
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
    return new Request(url, {
      method: incoming.method ?? 'GET',
      headers,
      ...(hasBody ? { body: requestBody(incoming), duplex: 'half' } : {}),
    } as RequestInit);
  };

  const send = async (response: Response, outgoing: ServerResponse) => {
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') headers[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    if (!response.body) {
      outgoing.writeHead(response.status, headers);
      outgoing.end();
      return;
    }
    // Netlify buffers a function's answer (up to 6 MB) and so does this server: one write of the
    // whole body costs a fraction of writing a web stream chunk by chunk (0.2 ms instead of
    // 0.9 ms for a 500 KB list), which would otherwise dominate the bench's figures. The chunks
    // are taken as they are: an answer made from bytes is one chunk, used without a copy.
    const chunks: Uint8Array[] = [];
    const reader = response.body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    const body = chunks.length === 1 ? (chunks[0] as Uint8Array) : Buffer.concat(chunks);
    if (!('content-length' in headers)) headers['content-length'] = String(body.byteLength);
    outgoing.writeHead(response.status, headers);
    outgoing.end(body);
  };

  const listen = (port: number, host = '127.0.0.1') =>
    new Promise<{ port: number; close: () => Promise<void> }>((resolveListen, rejectListen) => {
      const server = createServer((incoming, outgoing) => {
        const address = server.address();
        const actualPort = typeof address === 'object' && address ? address.port : port;
        const ip = options.clientAddress?.(incoming) ?? incoming.socket.remoteAddress ?? '127.0.0.1';
        handle(toRequest(incoming, actualPort), ip)
          .then((response) => send(response, outgoing))
          .catch((error: unknown) => {
            console.error('[local] request failed:', error);
            if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'text/plain' });
            outgoing.end('Internal error');
          })
          .finally(() => discardUnreadBody(incoming));
      });
      // An idle connection is kept a minute, longer than the pauses of clients that keep theirs
      // open (the browser tests' request contexts, the benches): at 5 s the server now and then
      // closed one just as a client sent a request on it, which failed with ECONNRESET.
      server.keepAliveTimeout = 65_000;
      server.headersTimeout = 66_000;
      server.once('error', rejectListen);
      server.listen(port, host, () => {
        const address = server.address();
        resolveListen({
          port: typeof address === 'object' && address ? address.port : port,
          close: () => new Promise<void>((done) => server.close(() => done())),
        });
      });
    });

  return {
    handle,
    settle: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    listen,
    routes,
    reloadConfig,
  };
};
