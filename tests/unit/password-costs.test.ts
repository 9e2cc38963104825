/**
 * The API tests hash passwords at a lower scrypt N than the site (`lowerPasswordCostForTests`,
 * tests/api/support/admin.ts says why). This keeps that lowering where it belongs: nothing of the
 * site, its scripts or its browser tests names it, so every deployed function, `npm start`, the
 * benches and the browser tests hash and check at the real costs. A plain text search (not a
 * parse): a mention anywhere, even in a comment, has to be one of these files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const base = join(import.meta.dirname, '..', '..');
const CODE_FILE = /\.(?:ts|tsx|mts|js|mjs|astro)$/;
const NAME = ['lowerPasswordCost', 'ForTests'].join('');

const codeFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(path);
    return CODE_FILE.test(entry.name) ? [path] : [];
  });

describe('the lower password cost of the API tests', () => {
  it('is named only by the password module and the API tests’ support', () => {
    const naming = ['src', 'netlify', 'scripts', 'tests']
      .flatMap((root) => codeFiles(join(base, root)))
      .filter((file) => file !== import.meta.filename && readFileSync(file, 'utf8').includes(NAME))
      .map((file) => relative(base, file))
      .sort();
    expect(naming).toEqual([
      'netlify/functions/_shared/security/passwords.ts',
      'tests/api/support/admin-hash.setup.ts',
      'tests/api/support/admin.ts',
      'tests/api/support/harness.ts',
    ]);
  });
});
