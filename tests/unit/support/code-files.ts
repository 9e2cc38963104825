/**
 * The code of the project as TypeScript syntax trees, for tests that look for something in every
 * file (a regular expression, a kind of link) rather than in a hand-kept list: .ts, .tsx, .js,
 * .mjs and .astro files, the latter as their frontmatter, `<script>` blocks and template.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const CODE_FILE = /\.(?:ts|tsx|mts|js|mjs|astro)$/;

const filesUnder = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return CODE_FILE.test(entry.name) ? [path] : [];
  });

/** A chunk of code inside a file, with the line it starts on (for `where`). */
interface Chunk {
  code: string;
  firstLine: number;
  kind: ts.ScriptKind;
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/**
 * An .astro file as code the TypeScript parser reads: the frontmatter, each `<script>` block, and
 * the template as a TSX fragment (Astro's `{expression}` syntax is JSX's; styles, comments and the
 * doctype are blanked out first because JSX has no syntax for them). Blanking keeps line numbers.
 */
const astroChunks = (text: string): Chunk[] => {
  const blank = (part: string) => part.replace(/[^\n]/g, ' ');
  const chunks: Chunk[] = [];
  let template = text;
  const fence = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (fence) {
    chunks.push({ code: fence[1] ?? '', firstLine: 2, kind: ts.ScriptKind.TS });
    template = blank(fence[0]) + text.slice(fence[0].length);
  }
  template = template.replace(/<script\b([^<>]*)>([\s\S]*?)<\/script\s*>/gi, (whole, attributes: string, body: string, offset: number) => {
    if (!/type\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes)) {
      chunks.push({ code: body, firstLine: lineOf(text, offset + whole.indexOf('>') + 1), kind: ts.ScriptKind.TS });
    }
    return blank(whole);
  });
  template = template
    .replace(/<style\b[^<>]*>[\s\S]*?<\/style\s*>/gi, blank)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/<!doctype[^<>]*>/gi, blank);
  chunks.push({ code: `<>${template}</>;`, firstLine: 1, kind: ts.ScriptKind.TSX });
  return chunks;
};

const chunksOf = (path: string, text: string): Chunk[] => {
  if (path.endsWith('.astro')) return astroChunks(text);
  const kind = path.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : path.endsWith('.ts') || path.endsWith('.mts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  return [{ code: text, firstLine: 1, kind }];
};

export interface ParsedCode {
  /** Path relative to the base folder. */
  name: string;
  file: ts.SourceFile;
  /** `path:line` of a node. */
  where: (node: ts.Node) => string;
}

/** Every code file under `roots` (relative to `base`), parsed; an .astro file gives one entry per part. */
export const parsedCode = (base: string, roots: string[]): ParsedCode[] =>
  roots
    .flatMap((root) => filesUnder(join(base, root)))
    .sort()
    .flatMap((path) => {
      const name = relative(base, path);
      return chunksOf(path, readFileSync(path, 'utf8')).map((chunk) => {
        const file = ts.createSourceFile(name, chunk.code, ts.ScriptTarget.Latest, true, chunk.kind);
        const where = (node: ts.Node) => `${name}:${chunk.firstLine + file.getLineAndCharacterOfPosition(node.getStart(file)).line}`;
        return { name, file, where };
      });
    });
