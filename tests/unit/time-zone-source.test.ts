/**
 * Every date and time people read is in the association's time zone, and that zone is written in
 * one place: `timeZone` in src/config/site.ts. This reads the code (its string literals and names,
 * comments aside, found with the TypeScript compiler) of src/, netlify/ and scripts/ and fails on a
 * zone named elsewhere ('Asia/Kolkata'), a fixed offset ('+05:30') or a name made for one zone
 * (`IST_OFFSET_MS`): each would stay behind when another association sets its own zone.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parsedCode } from './support/code-files.ts';

const base = join(import.meta.dirname, '..', '..');

/** Where the zone may be written: the site's configuration. */
const CONFIG = 'src/config/';

const ZONE = /\b(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific)\/[A-Z][a-z]/;
const OFFSET = /(?:UTC|GMT)[+-]\d{1,2}\b|\d[+-]\d\d:\d\d\b|^[+-]\d\d:\d\d$/;
const ZONE_NAME = /(?:^|_)IST(?:_|$)|Ist(?:Offset|Day)/;

/** `path:line: text` of every literal or name that fixes a zone outside the configuration. */
const fixedZones = (roots: string[]): string[] => {
  const found: string[] = [];
  for (const { file, where, name } of parsedCode(base, roots)) {
    if (name.startsWith(CONFIG)) continue;
    const visit = (node: ts.Node): void => {
      const literal = ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) ? node.text : undefined;
      if (literal !== undefined && (ZONE.test(literal) || OFFSET.test(literal))) found.push(`${where(node)}: ${literal}`);
      if (ts.isIdentifier(node) && ZONE_NAME.test(node.text)) found.push(`${where(node)}: ${node.text}`);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
};

describe('the time zone is read from src/config/site.ts', () => {
  it('no code of src/, netlify/ or scripts/ names a zone, a fixed offset or a one-zone name', () => {
    expect(fixedZones(['src', 'netlify', 'scripts'])).toEqual([]);
  }, 60_000);
});
