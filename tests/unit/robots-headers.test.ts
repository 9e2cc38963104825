/**
 * netlify.toml's X-Robots-Tag rules, read by Netlify's own parser as the local server does: a
 * certificate's page, which names a skater, stays out of search results; the page to type a code
 * at /verify names nobody and may be found.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, loadHeaders } from '../../scripts/local-server/headers.ts';

const robotsOf = async (path: string) => headersFor(await loadHeaders(join(process.cwd(), 'netlify.toml')), path)['X-Robots-Tag'];

describe('X-Robots-Tag of the certificate pages', () => {
  it('keeps every certificate address and the page that serves it out of search results', async () => {
    for (const path of [
      '/verify/ABCD2345EFGH',
      '/verify/ABCD2345EFGH/',
      '/verify/abcd/extra',
      '/fallback/certificate/',
      '/ta/verify/ABCD2345EFGH',
      '/ta/fallback/certificate/',
    ])
      expect(await robotsOf(path), path).toBe('noindex');
  });

  it('lets search engines index the box to type a code', async () => {
    for (const path of ['/verify', '/verify/', '/ta/verify/']) expect(await robotsOf(path), path).toBeUndefined();
  });
});
