/**
 * The local server routes exactly as `config.path` / `config.method` / `excludedPath` /
 * `preferStatic` and netlify.toml's redirects and headers say, in Netlify's order.
 */
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalServer, type LocalServer } from '../../scripts/local-server/server.ts';

let server: LocalServer;
beforeAll(async () => {
  server = await createLocalServer({ root: resolve('tests/api/fixtures/routing-site') });
});

const get = (path: string, method = 'GET') => server.handle(new Request(`http://localhost:8888${path}`, { method }));
const text = async (res: Response) => (await res.text()).trim();

describe('functions', () => {
  it('loads every function file except _helpers', () => {
    expect(server.routes.map((route) => route.name).sort()).toEqual(['echo', 'only-post', 'prefers-static', 'work-background']);
  });

  it('routes by config.path with named parameters', async () => {
    expect(await (await get('/api/echo/abc')).json()).toEqual({ fn: 'echo', method: 'GET', params: { id: 'abc' }, path: '/api/echo/abc' });
    expect(await (await get('/api/echo')).json()).toMatchObject({ params: {} });
  });

  it('honours excludedPath', async () => {
    const res = await get('/api/echo/private');
    expect(res.status).toBe(404);
    expect(await text(res)).toBe('<h1>not found page</h1>');
  });

  it('honours config.method: other methods fall through to 404', async () => {
    expect(await (await get('/api/only-post', 'POST')).json()).toEqual({ fn: 'only-post' });
    expect((await get('/api/only-post')).status).toBe(404);
  });

  it('lets a static file win over a function that prefers static files', async () => {
    expect(await text(await get('/static-wins'))).toBe('<h1>static file</h1>');
  });

  it('answers a background function with 202 and runs it', async () => {
    const res = await get('/.netlify/functions/work-background', 'POST');
    expect(res.status).toBe(202);
    await server.settle();
    expect((globalThis as { backgroundRan?: boolean }).backgroundRan).toBe(true);
  });

  it('hands a background function the body sent over a socket, though the 202 went out first', async () => {
    const { port, close } = await server.listen(0);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/.netlify/functions/work-background`, { method: 'POST', body: '{"job":42}' });
      expect(res.status).toBe(202);
      await server.settle();
      expect((globalThis as { backgroundBody?: string }).backgroundBody).toBe('{"job":42}');
    } finally {
      await close();
    }
  });

  it('reaches a function by /.netlify/functions/<name>', async () => {
    expect(await (await get('/.netlify/functions/echo')).json()).toMatchObject({ fn: 'echo' });
  });
});

describe('redirects and rewrites', () => {
  it('serves a prerendered page when one exists (non-forced rules are shadowed)', async () => {
    const res = await get('/events/known');
    expect(res.status).toBe(200);
    expect(await text(res)).toBe('<h1>known event</h1>');
  });

  it('rewrites an unknown detail id to the fallback page, keeping status 200', async () => {
    const res = await get('/events/made-after-the-build');
    expect(res.status).toBe(200);
    expect(await text(res)).toBe('<h1>fallback</h1>');
  });

  it('applies a forced rewrite even where nothing else matches', async () => {
    expect(await text(await get('/forced'))).toBe('<h1>known event</h1>');
  });

  it('redirects with placeholders', async () => {
    const res = await get('/old-news/first-post');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/news/first-post');
  });

  it('rewrites to a function with the splat filled in', async () => {
    expect(await (await get('/to-function/xyz')).json()).toMatchObject({ fn: 'echo', params: { id: 'xyz' } });
  });

  it('serves a custom 404 rule with status 404', async () => {
    const res = await get('/gone');
    expect(res.status).toBe(404);
    expect(await text(res)).toBe('<h1>not found page</h1>');
  });

  it('answers 404 with the 404 page for anything else', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(await text(res)).toBe('<h1>not found page</h1>');
  });

  it('never serves files outside the publish folder', async () => {
    expect((await get('/..%2F..%2Fnetlify.toml')).status).toBe(404);
    expect((await get('/../netlify.toml')).status).toBe(404);
  });
});

describe('headers', () => {
  it('applies [[headers]] to static files, not to function answers', async () => {
    expect((await get('/events/known')).headers.get('x-fixture')).toBe('events');
    expect((await get('/api/echo/x')).headers.get('x-fixture')).toBeNull();
  });
});

describe('/.netlify/images (the image CDN, emulated locally)', () => {
  it('resizes a picture of the site and converts it to the format asked for', async () => {
    const { makePng } = await import('../../scripts/lib/png.ts');
    const sharp = (await import('sharp')).default;
    const { mkdir, writeFile, rm } = await import('node:fs/promises');
    const dir = resolve('tests/api/fixtures/routing-site/dist/generated');
    await mkdir(dir, { recursive: true });
    await writeFile(`${dir}/wide.png`, makePng(800, 400));
    try {
      const res = await get('/.netlify/images?url=%2Fgenerated%2Fwide.png&w=200&fm=webp');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([200, 100, 'webp']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answers the same picture the same, and resizes a picture replaced at the same address (what it keeps is keyed by the bytes)', async () => {
    const { makePng } = await import('../../scripts/lib/png.ts');
    const sharp = (await import('sharp')).default;
    const { mkdir, writeFile, rm } = await import('node:fs/promises');
    const dir = resolve('tests/api/fixtures/routing-site/dist/generated');
    await mkdir(dir, { recursive: true });
    const sizeOf = async (res: Response) => {
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      return [meta.width, meta.height];
    };
    try {
      await writeFile(`${dir}/replaced.png`, makePng(800, 400));
      const first = await get('/.netlify/images?url=%2Fgenerated%2Freplaced.png&w=200&fm=png');
      const again = await get('/.netlify/images?url=%2Fgenerated%2Freplaced.png&w=200&fm=png');
      expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
      await writeFile(`${dir}/replaced.png`, makePng(400, 400));
      expect(await sizeOf(await get('/.netlify/images?url=%2Fgenerated%2Freplaced.png&w=200&fm=png'))).toEqual([200, 200]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses sources on other sites and answers 404 for missing ones', async () => {
    expect((await get('/.netlify/images?url=https%3A%2F%2Fevil.example%2Fa.png&w=100')).status).toBe(400);
    expect((await get('/.netlify/images?url=%2Fno-such.png&w=100')).status).toBe(404);
  });
});
