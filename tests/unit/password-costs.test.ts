/**
 * The API tests hash passwords at a lower scrypt N than the site (`lowerPasswordCostForTests`,
 * tests/api/support/admin.ts says why). This keeps that lowering where it belongs: nothing of the
 * site, its scripts or its browser tests calls it, so every deployed function, `npm start`, the
 * benches and the browser tests hash and check at the real costs.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parsedCode } from './support/code-files.ts';

const base = join(import.meta.dirname, '..', '..');

/** Every file whose code names `lowerPasswordCostForTests`. */
const filesNaming = (roots: string[]): string[] => {
  const found = new Set<string>();
  for (const { file, name } of parsedCode(base, roots)) {
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && node.text === 'lowerPasswordCostForTests') found.add(name);
      else ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return [...found].sort();
};

describe('the lower password cost of the API tests', () => {
  it('is named only by the password module, the API tests’ set-up', () => {
    expect(filesNaming(['src', 'netlify', 'scripts', 'tests'])).toEqual([
      'netlify/functions/_shared/security/passwords.ts',
      'tests/api/support/admin-hash.setup.ts',
      'tests/api/support/harness.ts',
    ]);
  });
});
