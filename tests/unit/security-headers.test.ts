/** The build's _headers: inline scripts allowed by their exact hashes, admin pages never cached. */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile, inlineScriptHashes } from '../../src/integrations/security-headers.ts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts exactly as written, and nothing else', () => {
    const html = [
      '<script>(()=>{ self.Astro = 1 })()</script>',
      '<script type="module">\n  document.body.dataset.x = "1";\n</script>',
      '<script type="module" src="/_astro/page.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<SCRIPT type=importmap>{"imports":{}}</SCRIPT>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([
      sha('(()=>{ self.Astro = 1 })()'),
      sha('\n  document.body.dataset.x = "1";\n'),
      sha('{"imports":{}}'),
    ]);
  });
});

describe('headersFile', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'headers-'));
    await mkdir(join(root, 'addnews'), { recursive: true });
    await writeFile(join(root, 'index.html'), '<html><script>one()</script><script>one()</script></html>');
    await writeFile(
      join(root, 'addnews', 'index.html'),
      '<html><div data-admin-only hidden></div><script type="module">two()</script></html>',
    );
    await writeFile(join(root, '404.html'), '<html><body onload="x()"></body></html>');
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes one CSP for every page with each hash once, no-store for admin pages, and what Netlify can parse', async () => {
    const { text, scan, adminPaths } = await headersFile(root);
    expect([...scan.hashes].sort()).toEqual([sha('one()'), sha('two()')].sort());
    expect(scan.handlers).toEqual(['404.html']);
    expect(adminPaths).toEqual(['/addnews', '/addnews/', '/addnews/index.html']);
    await writeFile(join(root, '_headers'), text);
    const { headers, errors } = await parseAllHeaders({ headersFiles: [join(root, '_headers')], configHeaders: [], minimal: false });
    expect(errors).toEqual([]);
    const forPath = (path: string) =>
      Object.assign({}, ...(headers as Header[]).filter((rule) => rule.forRegExp.test(path)).map((rule) => rule.values)) as Record<
        string,
        string
      >;
    expect(forPath('/')['Content-Security-Policy']).toContain(`'${sha('one()')}'`);
    expect(forPath('/')['Content-Security-Policy']).not.toContain("unsafe-inline'; object");
    expect(forPath('/')['Cache-Control']).toBeUndefined();
    expect(forPath('/addnews/')['Cache-Control']).toBe('private, no-store');
    expect(forPath('/addnews')['Cache-Control']).toBe('private, no-store');
  });
});
