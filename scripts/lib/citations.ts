/**
 * The code must explain itself from the repository alone. A comment that points at a document kept
 * elsewhere (the original specification's sections, a numbered product decision, private notes)
 * leaves the next reader with a reference they cannot follow; the reason belongs in the comment,
 * or in docs/ behind a link. These checks find such references, and links into a Markdown file of
 * the repository whose file or heading anchor does not exist (anchors are GitHub's heading slugs).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, posix, relative, sep } from 'node:path';

export interface Problem {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  line: number;
  reason: string;
  text: string;
}

/** What the checks need to know of the repository: whether a file exists, and its text. */
export interface Repository {
  /** The text of a file given relative to the root (forward slashes), or undefined when absent. */
  read: (path: string) => string | undefined;
}

/**
 * References to documents outside the repository, by the way they were written. Each pattern
 * is matched against a single line; none has two quantifiers that can match the same characters.
 */
const OUTSIDE_REFERENCES: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /\u00a7/, reason: 'cites a numbered section of a document outside the repository' },
  { pattern: /\bdecisions? +\d/i, reason: 'cites a numbered decision' },
  { pattern: /\(decisions? *$/i, reason: 'cites a numbered decision' },
  { pattern: /\bplatform[- ]?notes\b/i, reason: 'cites notes about the platform kept outside the repository' },
  { pattern: /\bthe +seed\b|\bseed's\b/i, reason: 'cites the original specification' },
  { pattern: /(?<![\w$.])\(seed\)(?! *(?:=>|:))|\(seed[:;,] +(?:the\b|\/|[A-Z\u00a7])/, reason: 'cites the original specification' },
  {
    pattern: /\bseed +(?:texts?|alerts?|failure|success|address(?:es)?|wording|contract|table)\b/i,
    reason: 'cites the original specification',
  },
  { pattern: /\bRSFI +rules\b/i, reason: 'cites a rulebook outside the repository' },
  { pattern: /\/work\/shared\b/, reason: 'names a path outside the repository' },
  { pattern: /\bissue +#?\d/i, reason: 'cites an issue number' },
];

/** A Markdown file named in code, with an optional heading anchor (`docs/rules.md#personal-data`). */
const MARKDOWN_REFERENCE = /(?<![\w/.-])((?:[\w.-]+\/)*[\w.-]+\.md)\b(?:#([\w-]*))?/g;

/** Web addresses are someone else's documents: blanked before looking for Markdown files. */
const WEB_ADDRESS = /\bhttps?:\/\/[^\s'"`)<>]+/g;

/**
 * GitHub's anchor for a heading (as github-slugger computes it): lower case, every character but
 * letters, digits, spaces, hyphens and underscores removed, each space turned into a hyphen.
 */
export const slug = (heading: string): string =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** Every heading anchor of a Markdown text; repeated headings get -1, -2… as on GitHub. */
export const headingAnchors = (markdown: string): Set<string> => {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^ {0,3}(?:```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^ {0,3}#{1,6} +(.*)$/.exec(line);
    if (!heading) continue;
    const base = slug((heading[1] ?? '').replace(/ +#+ *$/, ''));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
};

/** Resolves a Markdown path named in `file`: from the root, else from the file's own folder. */
const resolveMarkdown = (file: string, target: string, repo: Repository): string | undefined => {
  const candidates = [posix.normalize(target), posix.normalize(posix.join(posix.dirname(file), target))];
  return candidates.find((candidate) => !candidate.startsWith('..') && repo.read(candidate) !== undefined);
};

/** The problems of one file's text: references to outside documents, broken Markdown links. */
export const findProblems = (file: string, text: string, repo: Repository): Problem[] => {
  const problems: Problem[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    const report = (reason: string) => problems.push({ file, line: index + 1, reason, text: line.trim() });
    for (const { pattern, reason } of OUTSIDE_REFERENCES) {
      if (pattern.test(line)) {
        report(reason);
        break;
      }
    }
    for (const match of line.replace(WEB_ADDRESS, (address) => ' '.repeat(address.length)).matchAll(MARKDOWN_REFERENCE)) {
      const [, target = '', anchor] = match;
      const found = resolveMarkdown(file, target, repo);
      if (!found) {
        report(`names ${target}, which is not in the repository`);
        continue;
      }
      if (anchor === undefined) continue;
      let anchors = anchorsOf.get(found);
      if (!anchors) anchorsOf.set(found, (anchors = headingAnchors(repo.read(found) ?? '')));
      if (!anchors.has(anchor)) report(`links to #${anchor}, which is not a heading of ${found}`);
    }
  });
  return problems;
};

/** The folders whose every text file is checked, and the root's own files (configuration). */
export const CHECKED_FOLDERS = ['src', 'netlify', 'scripts', 'tests', '.ci', 'docs'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.astro', '.netlify', '.content', 'test-results', 'playwright-report']);
const TEXT_EXTENSIONS = new Set([
  '',
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.mjs',
  '.cjs',
  '.jsx',
  '.astro',
  '.css',
  '.json',
  '.toml',
  '.yml',
  '.yaml',
  '.html',
  '.svg',
  '.txt',
  '.sh',
  '.md',
]);
/** Root files that are not configuration: the lock file is npm's, the README is documentation. */
const SKIPPED_ROOT_FILES = new Set(['package-lock.json']);

const isTextFile = (name: string) => TEXT_EXTENSIONS.has(extname(name).toLowerCase());

const filesUnder = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(path);
    return entry.isFile() && isTextFile(entry.name) ? [path] : [];
  });

/** The files to check, relative to `root` with forward slashes, sorted. */
export const filesToCheck = (root: string): string[] => {
  const rootFiles = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && isTextFile(entry.name) && !SKIPPED_ROOT_FILES.has(entry.name))
    .map((entry) => join(root, entry.name));
  const folders = CHECKED_FOLDERS.map((folder) => join(root, folder)).filter(
    (folder) => existsSync(folder) && statSync(folder).isDirectory(),
  );
  return [...rootFiles, ...folders.flatMap(filesUnder)].map((path) => relative(root, path).split(sep).join('/')).sort();
};

/** The repository on disk, as the checks see it. */
export const diskRepository = (root: string): Repository => ({
  read: (path) => {
    const full = join(root, path);
    return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : undefined;
  },
});

/** Every problem of the repository at `root`. */
export const checkRepository = (root: string): Problem[] => {
  const repo = diskRepository(root);
  return filesToCheck(root).flatMap((file) => findProblems(file, repo.read(file) ?? '', repo));
};
