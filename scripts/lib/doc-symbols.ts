/**
 * The docs name functions, types and constants so a reader can search for them; a name the code
 * no longer has (a function renamed, a constant folded into another) sends the reader nowhere, and
 * no path check sees it. This finds the names the README and docs/ write in inline code and
 * reports those that no code file of the repository contains as a word.
 *
 * What counts as a name (after quoted strings are taken out of the span, so `forRole('editor')`
 * names forRole and not editor):
 * - every identifier written as a call, `readJson()`, `api.addNews(values)`, `news().insert(…)`;
 * - an identifier that only code spells so: camelCase with a capital inside (`newsInputSchema`,
 *   `pageSize`), PascalCase of two words or more (`NewsAdmin`, `ApiError`), or capitals joined by
 *   underscores (`PRERENDERED_DETAILS`, `SMTP_URL`).
 * Spans that hold a slash and no call are paths or addresses (scripts/lib/doc-paths.ts checks
 * them), and so are left alone here; code blocks are examples with their own local names and are
 * left alone too. A guide that walks through code yet to be written (a new resource "coach") says
 * so once, in a comment of its own line, `<!-- example names: Coach -->`: names containing one of
 * the listed words, in any case, are its examples. The code is every file under src/, netlify/, scripts/ and tests/, and the
 * configuration files at the root (netlify.toml, package.json …), Markdown excepted.
 */
import type { Problem } from './citations.ts';

const INLINE_CODE = /`([^`\n]+)`/g;
const FENCE = /^ {0,3}(?:```|~~~)/;
const QUOTED = /'[^'\n]*'|"[^"\n]*"/g;
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;
const CAMEL = /^[a-z][a-z0-9]*[A-Z]/;
const PASCAL = /^[A-Z][a-z0-9]+[A-Z][a-z0-9]/;
const CONSTANT = /^[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]$/;
const EXAMPLE_NAMES = /^<!-- example names: ([\w, ]+) -->$/;

/** Folders whose files are code for this check, and what at the root is not. */
export const CODE_FOLDERS = ['src', 'netlify', 'scripts', 'tests'];
const NOT_CODE = /\.md$|^package-lock\.json$/;

/** Whether a file's words count as the code's: under a code folder, or a root file, never Markdown. */
export const isCodeFile = (file: string): boolean =>
  !NOT_CODE.test(file) && (!file.includes('/') || CODE_FOLDERS.some((folder) => file.startsWith(`${folder}/`)));

/** Every identifier-shaped word of a text. */
export const wordsOf = (text: string): Set<string> => new Set(text.match(IDENTIFIER) ?? []);

/** Every word of the repository's code files, from its file list and a reader. */
export const codeWordsOf = (files: readonly string[], read: (file: string) => string): Set<string> => {
  const words = new Set<string>();
  for (const file of files.filter(isCodeFile)) for (const word of wordsOf(read(file))) words.add(word);
  return words;
};

/** The names one inline code span claims the code has (see the module's comment). */
export const symbolsOf = (code: string): string[] => {
  const text = code.replace(QUOTED, "''");
  const calls = text.includes('(');
  if (text.includes('/') && !calls) return [];
  const names: string[] = [];
  for (const match of text.matchAll(IDENTIFIER)) {
    const name = match[0];
    const called = text[match.index + name.length] === '(';
    if (called || CAMEL.test(name) || PASCAL.test(name) || CONSTANT.test(name)) names.push(name);
  }
  return [...new Set(names)];
};

/** Every name written in the inline code of one Markdown text that no code file has as a word. */
export const findSymbolProblems = (doc: string, markdown: string, codeWords: ReadonlySet<string>): Problem[] => {
  const examples = markdown
    .split('\n')
    .flatMap((line) => (EXAMPLE_NAMES.exec(line.trim())?.[1] ?? '').split(','))
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '');
  const isExample = (name: string) => examples.some((word) => name.toLowerCase().includes(word));
  const problems: Problem[] = [];
  let inFence = false;
  markdown.split('\n').forEach((raw, index) => {
    if (FENCE.test(raw)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    for (const [, code = ''] of raw.matchAll(INLINE_CODE)) {
      for (const name of symbolsOf(code)) {
        if (codeWords.has(name) || isExample(name)) continue;
        problems.push({
          file: doc,
          line: index + 1,
          reason: `names ${name}, which no code file has (renamed or removed?)`,
          text: raw.trim(),
        });
      }
    }
  });
  return problems;
};
