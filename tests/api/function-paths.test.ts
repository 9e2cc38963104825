/**
 * Each function file lists its paths twice: in `config.path` (a literal Netlify reads statically)
 * and in its handler table. Every listed path must reach a handler, never the table's fallback.
 */
import { expect, test } from 'vitest';
import { startApi } from './support/harness.ts';
import { UNKNOWN_ID } from './support/fixtures.ts';

test('every configured path of every function reaches a handler', async () => {
  const api = await startApi();
  try {
    const paths = api.server.routes.flatMap((route) => route.patterns.map((pattern) => pattern.pathname));
    expect(paths.length).toBeGreaterThanOrEqual(25);
    for (const path of paths) {
      const concrete = path.replace(':id', UNKNOWN_ID).replace(':key', 'missing.png');
      for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
        const res = await api.call(method, concrete, method === 'GET' ? {} : { body: {} });
        const body = await res.text();
        expect(body, `${method} ${concrete}`).not.toBe('{"message":"Not found."}');
        expect(res.status, `${method} ${concrete}`).not.toBe(500);
      }
    }
  } finally {
    await api.stop();
  }
});
