/**
 * The documentation names files so a reader can open them; a name that no longer exists sends the
 * reader nowhere, and moves make that happen silently. This finds every path the README and docs/
 * name in inline code (`src/lib/api-client.ts`, `scripts/local-server/`, or a short form such as
 * `_shared/security/sessions.ts`) or in code blocks (a word of a block's line, such as an import's
 * `'#shared/platform/http.ts'`, the `package.json` aliases read as the folders they stand for, and
 * `../` in front read as a short form) and reports those that name no file or folder of the
 * repository.
 *
 * What counts as a path: inline code with a slash, no spaces, and either a file extension, a
 * trailing slash, or a first part that is a top-level folder of the repository. Addresses (`/api/…`,
 * `https://…`), globs (`*`), templates (`<id>`, `{id}`, `…`) and npm packages (`@scope/name`) are
 * not paths, and neither is git's `<commit>:<path>` (a file as it was, e.g. in a walk through the
 * layout before a move). A path that starts with a top-level name of the repository must exist as written; a
 * shorter one must be the end of exactly one file's (or folder's) path, so that it cannot mean two
 * things. Paths under folders that builds and runs make (`dist/`, `.netlify/`, …) are not checked.
 */
import { readdirSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import type { Problem } from './citations.ts';

/** The repository as the check sees it: every file's path, relative, with forward slashes. */
export interface FileTree {
  files: readonly string[];
  /** The `package.json` import aliases: `#shared/` → `netlify/functions/_shared/`. */
  aliases?: Readonly<Record<string, string>>;
}

/** Folders made by builds, runs and installs, never committed: the docs may name what they hold. */
export const GENERATED_FOLDERS = ['dist', '.netlify', '.content', '.astro', 'node_modules', 'test-results', 'playwright-report', 'backups'];

const INLINE_CODE = /`([^`\n]+)`/g;
const FENCE = /^ {0,3}(?:```|~~~)/;
const NOT_A_PATH = /[\s*<>{}…$=()'",;|:]|^[/~@]|^\.\.?$/;
const EXTENSION = /\.[A-Za-z0-9]+$/;
/** What parts the words of a code block's line: spaces, quotes, brackets, and the marks around them. */
const CODE_WORD_BREAK = /[\s'"`(),;=[\]]+/;
const LEADING_CLIMB = /^(?:\.\.?\/)+/;
const TRAILING_MARK = /[.:]+$/;

/** `package.json`'s `imports` (`"#shared/*": "./netlify/functions/_shared/*"`) as prefixes. */
export const aliasesOf = (imports: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(imports)
      .filter(([alias, target]) => alias.endsWith('/*') && target.endsWith('/*'))
      .map(([alias, target]) => [alias.slice(0, -1), target.slice(0, -1).replace(/^\.\//, '')]),
  );

const expandAlias = (text: string, aliases: Readonly<Record<string, string>>): string => {
  const alias = Object.keys(aliases).find((prefix) => text.startsWith(prefix));
  return alias === undefined ? text : `${aliases[alias] ?? ''}${text.slice(alias.length)}`;
};

/** The words of a code block's line that may be paths: an example's relative climb is dropped. */
const codeWordsOf = (line: string): string[] =>
  line
    .split(CODE_WORD_BREAK)
    .map((word) => word.replace(TRAILING_MARK, '').replace(LEADING_CLIMB, ''))
    .filter((word) => word !== '');

/** Every folder of the tree (each prefix of a file's path), without trailing slashes. */
const foldersOf = (files: readonly string[]): Set<string> => {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let end = 1; end < parts.length; end++) folders.add(parts.slice(0, end).join('/'));
  }
  return folders;
};

/** The path an inline code span names, or undefined when it is not a path (see the module's comment). */
export const pathCandidate = (code: string, topLevel: ReadonlySet<string>): string | undefined => {
  const text = code.trim().replace(/#[\w-]*$/, '');
  if (!text.includes('/') || NOT_A_PATH.test(text)) return undefined;
  const first = text.split('/')[0] ?? '';
  if (text.endsWith('/') || EXTENSION.test(text) || topLevel.has(first)) return text;
  return undefined;
};

export interface Resolved {
  found: string[];
  /** True when the path starts with a top-level name and so must exist exactly as written. */
  rooted: boolean;
}

/** Maps a path named in `doc` to the files or folders it can mean. */
export const resolvePath = (
  doc: string,
  path: string,
  tree: { files: ReadonlySet<string>; folders: ReadonlySet<string>; topLevel: ReadonlySet<string> },
): Resolved => {
  const wantsFolder = path.endsWith('/');
  const bare = wantsFolder ? path.slice(0, -1) : path;
  const exists = (candidate: string) =>
    wantsFolder ? tree.folders.has(candidate) : tree.files.has(candidate) || tree.folders.has(candidate);
  const normalized = posix.normalize(bare);
  const relativeToDoc = posix.normalize(posix.join(posix.dirname(doc), bare));
  for (const candidate of [normalized, relativeToDoc]) {
    if (!candidate.startsWith('..') && exists(candidate)) return { found: [candidate], rooted: true };
  }
  const first = normalized.split('/')[0] ?? '';
  if (tree.topLevel.has(first) || bare.startsWith('.')) return { found: [], rooted: true };
  const pool = wantsFolder ? tree.folders : new Set([...tree.files, ...tree.folders]);
  const found = [...pool].filter((entry) => entry.endsWith(`/${normalized}`)).sort();
  return { found, rooted: false };
};

/** Every path named in one Markdown text that does not name exactly one file or folder. */
export const findPathProblems = (doc: string, markdown: string, tree: FileTree): Problem[] => {
  const files = new Set(tree.files);
  const folders = foldersOf(tree.files);
  const topLevel = new Set([...tree.files, ...folders].map((entry) => entry.split('/')[0] ?? ''));
  const aliases = tree.aliases ?? {};
  const problems: Problem[] = [];
  let inFence = false;
  markdown.split('\n').forEach((raw, index) => {
    if (FENCE.test(raw)) {
      inFence = !inFence;
      return;
    }
    const spans = inFence ? codeWordsOf(raw) : [...raw.matchAll(INLINE_CODE)].map(([, code = '']) => code);
    for (const code of spans) {
      const path = pathCandidate(expandAlias(code.trim(), aliases), topLevel);
      if (path === undefined) continue;
      if (GENERATED_FOLDERS.some((folder) => path === folder || path.startsWith(`${folder}/`))) continue;
      const { found, rooted } = resolvePath(doc, path, { files, folders, topLevel });
      if (found.length === 1) continue;
      const reason =
        found.length === 0
          ? `names ${path}, which is not in the repository${rooted ? '' : ' (no path ends with it)'}`
          : `names ${path}, which could be any of ${found.join(', ')}: give more of its path`;
      problems.push({ file: doc, line: index + 1, reason, text: raw.trim() });
    }
  });
  return problems;
};

/** The documents whose paths are checked: the README and every Markdown file of docs/. */
export const documentsOf = (files: readonly string[]): string[] =>
  files.filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md'))).sort();

const SKIPPED = new Set(['.git', 'blob-report', 'coverage', ...GENERATED_FOLDERS]);

/** Every file of the repository at `root` (relative, forward slashes), without what builds and runs make. */
export const repositoryFiles = (root: string, directory = root): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : repositoryFiles(root, path);
    return entry.isFile() ? [relative(root, path).split(sep).join('/')] : [];
  });
