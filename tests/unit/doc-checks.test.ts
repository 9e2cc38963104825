/**
 * The docs checks of `npm run check` (scripts/check-docs.ts): a doc naming a file that does not
 * exist fails, and so does a code name no code file has.
 */
import { describe, expect, it } from 'vitest';
import { whoOf } from '../../netlify/functions/_shared/platform/hono/openapi.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aliasesOf, documentsOf, findPathProblems, repositoryFiles } from '../../scripts/lib/doc-paths.ts';
import { codeWordsOf, findSymbolProblems, isCodeFile, symbolsOf } from '../../scripts/lib/doc-symbols.ts';

const tree = {
  files: [
    'README.md',
    'docs/architecture.md',
    'docs/rules.md',
    'src/lib/api-client.ts',
    'src/domain/content/news.ts',
    'src/components/admin/kit/fields.tsx',
    'src/components/public/form-parts/PhotoInput.tsx',
    'netlify/functions/news.ts',
    'netlify/functions/_shared/security/access.ts',
    'netlify/functions/_shared/store/index.ts',
    'netlify/functions/_shared/media/stored-images.ts',
    'netlify/plugins/export-content/index.js',
    'tests/api/support/harness.ts',
    'tests/e2e/support/harness.ts',
  ],
};

const problemsOf = (markdown: string, doc = 'docs/architecture.md') =>
  findPathProblems(doc, markdown, tree).map((problem) => problem.reason);

describe('paths named in the docs', () => {
  it('accepts paths that exist: whole, as a folder, relative to the doc, or as the end of exactly one path', () => {
    const markdown = [
      'The client is `src/lib/api-client.ts`; islands live in `src/components/public/`.',
      'Routes declare access in `_shared/security/access.ts`, the store in `store/index.ts`.',
      'See `../src/lib/api-client.ts` and `docs/rules.md#personal-data`; the plugin is `netlify/plugins/export-content`.',
    ].join('\n');
    expect(problemsOf(markdown)).toEqual([]);
  });

  it('fails on a doc naming a file that does not exist, with its line', () => {
    const problems = findPathProblems('docs/architecture.md', 'Intro.\nThe schemas are in `src/domain/texts/news.ts`.', tree);
    expect(problems).toEqual([
      {
        file: 'docs/architecture.md',
        line: 2,
        reason: 'names src/domain/texts/news.ts, which is not in the repository',
        text: 'The schemas are in `src/domain/texts/news.ts`.',
      },
    ]);
  });

  it('fails on a short form that ends no path, a missing folder, and a file moved to another folder', () => {
    expect(problemsOf('`_shared/http.ts`, `src/domain/texts/`, `admin/ui/fields.tsx`')).toEqual([
      'names _shared/http.ts, which is not in the repository (no path ends with it)',
      'names src/domain/texts/, which is not in the repository',
      'names admin/ui/fields.tsx, which is not in the repository (no path ends with it)',
    ]);
  });

  it('fails on a short form that could mean two files', () => {
    expect(problemsOf('`support/harness.ts`')).toEqual([
      'names support/harness.ts, which could be any of tests/api/support/harness.ts, tests/e2e/support/harness.ts: give more of its path',
    ]);
  });

  it('leaves alone what is not a path: addresses, globs, templates, packages, generated folders', () => {
    const markdown = [
      '`/api/news/{id}`, `https://example.org/a.json`, `netlify/functions/*-background.ts`, `v2/<collection>/r/<id>`,',
      '`@netlify/blobs`, `application/json`, `dist/_headers`, `.content/public-content.json`, `seq/…`, `a long/sentence.ts`,',
      'and a file as it was at a commit: `473f35e:netlify/functions/_shared/http.ts`',
    ].join('\n');
    expect(problemsOf(markdown)).toEqual([]);
  });

  it('checks the README and every Markdown file of docs/, nothing else', () => {
    // A Markdown file outside docs/, written in two parts so the citations check does not take it for a link.
    const elsewhere = ['scripts/bench', 'README.md'].join('/');
    expect(documentsOf([...tree.files, elsewhere, 'docs/notes.txt'])).toEqual(['README.md', 'docs/architecture.md', 'docs/rules.md']);
  });
});

describe('paths named in code blocks', () => {
  const aliases = aliasesOf({ '#shared/*': './netlify/functions/_shared/*', '#lib/*': './src/lib/*' });
  const inBlock = (...lines: string[]) =>
    findPathProblems('docs/architecture.md', ['Intro.', '```ts', ...lines, '```'].join('\n'), { ...tree, aliases }).map(
      (problem) => `${problem.line}: ${problem.reason}`,
    );

  it('accepts an import through an alias, an example climbing folders, a tree of folders and what is no path', () => {
    expect(
      inBlock(
        "import { access } from '#shared/security/access.ts';",
        "import { news } from '../../src/domain/content/news.ts';",
        'netlify/functions/   the API; _shared/ what they share',
        'curl https://example.org/api/news > dist/news.json   # v2/<collection>/r/<id>, seq/…',
      ),
    ).toEqual([]);
  });

  it('fails on a missing file in a block, through an alias or written out, and on an ambiguous short form', () => {
    expect(
      inBlock("import { access } from '#shared/security/roles.ts';", 'src/lib/missing.ts   a file that went', 'support/harness.ts'),
    ).toEqual([
      '3: names netlify/functions/_shared/security/roles.ts, which is not in the repository',
      '4: names src/lib/missing.ts, which is not in the repository',
      '5: names support/harness.ts, which could be any of tests/api/support/harness.ts, tests/e2e/support/harness.ts: give more of its path',
    ]);
  });
});

describe('code names in the docs', () => {
  it('takes calls, camelCase, PascalCase of two words and CONSTANT_NAMES, not quoted strings, words or paths', () => {
    expect(symbolsOf('readJson()')).toEqual(['readJson']);
    expect(symbolsOf("forRole('registrar', audited(skaterAudit, reviewProfile))")).toEqual([
      'forRole',
      'audited',
      'skaterAudit',
      'reviewProfile',
    ]);
    expect(symbolsOf('news().insert(…)')).toEqual(['news', 'insert']);
    expect(symbolsOf('api.addNews')).toEqual(['addNews']);
    expect(symbolsOf('NewsAdmin')).toEqual(['NewsAdmin']);
    expect(symbolsOf('PRERENDERED_DETAILS')).toEqual(['PRERENDERED_DETAILS']);
    expect(
      [
        'public',
        'Link',
        'ETag',
        'X-Total-Count',
        'GET /api/news',
        'src/lib/api-client.ts',
        'site.ts',
        'SAMPLE_DATA=off',
        "'Asia/Kolkata'",
      ].flatMap(symbolsOf),
    ).toEqual(['SAMPLE_DATA']);
  });

  const words = new Set(['readJson', 'NewsAdmin', 'insert', 'news']);
  const namesOf = (markdown: string) => findSymbolProblems('docs/architecture.md', markdown, words).map((problem) => problem.reason);

  it('fails on a name no code file has, with its line, and leaves code blocks alone', () => {
    expect(findSymbolProblems('docs/architecture.md', 'Intro.\n`NewsAdmin` calls `readBody()`.\n```ts\nmadeUp();\n```', words)).toEqual([
      {
        file: 'docs/architecture.md',
        line: 2,
        reason: 'names readBody, which no code file has (renamed or removed?)',
        text: '`NewsAdmin` calls `readBody()`.',
      },
    ]);
  });

  it("accepts the names of a guide's invented example, and only those", () => {
    const guide = ['<!-- example names: Coach -->', '`CoachesAdmin` with `coachInputSchema`, then `CoachForm`; `NewsEditor`.'].join('\n');
    expect(namesOf(guide)).toEqual(['names NewsEditor, which no code file has (renamed or removed?)']);
  });

  it('reads the words of the code: src/, netlify/, scripts/, tests/ and the configuration at the root, not Markdown', () => {
    expect(
      [
        'src/lib/api-client.ts',
        'netlify.toml',
        'package.json',
        'tests/unit/a.test.ts',
        'docs/notes.ts',
        'README.md',
        'package-lock.json',
      ].filter(isCodeFile),
    ).toEqual(['src/lib/api-client.ts', 'netlify.toml', 'package.json', 'tests/unit/a.test.ts']);
  });
});

describe('planted in a copy of the real README and docs', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const files = repositoryFiles(root);
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const codeWords = codeWordsOf(files, read);
  const aliases = aliasesOf((JSON.parse(read('package.json')) as { imports: Record<string, string> }).imports);
  const problemsOf = (doc: string, text: string) =>
    [...findPathProblems(doc, text, { files, aliases }), ...findSymbolProblems(doc, text, codeWords)].map(
      (problem) => `${problem.line}: ${problem.reason}`,
    );
  /** What the planted copy adds to the problems of the file as it is. */
  const planted = (doc: string, plant: (text: string) => string) => {
    const before = new Set(problemsOf(doc, read(doc)));
    return problemsOf(doc, plant(read(doc))).filter((problem) => !before.has(problem));
  };
  const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
  // Written in two parts, so that this file (code the check reads) does not hold the planted names as words.
  const renamedFunction = ['paint', 'Logo'].join('');
  const renamedSymbol = ['rebuild', 'Soon'].join('');

  it('fails on a renamed function in the README', () => {
    const readme = read('README.md');
    expect(readme).toContain('`badgeArt`');
    expect(planted('README.md', (text) => text.replace('`badgeArt`', `\`${renamedFunction}()\``))).toEqual([
      `${lineOf(readme, '`badgeArt`')}: names ${renamedFunction}, which no code file has (renamed or removed?)`,
    ]);
  });

  it("fails on a missing path in the README's code tour and on a renamed symbol in docs/architecture.md", () => {
    const readme = read('README.md');
    const tour = readme.indexOf('src/config/        ');
    expect(tour).toBeGreaterThan(0);
    expect(planted('README.md', (text) => text.replace('src/config/        ', 'src/settings/      '))).toEqual([
      `${lineOf(readme, 'src/config/        ')}: names src/settings/, which is not in the repository`,
    ]);
    const architecture = read('docs/architecture.md');
    expect(architecture).toContain('`requestRebuild()`');
    expect(planted('docs/architecture.md', (text) => text.replace('`requestRebuild()`', `\`${renamedSymbol}()\``))).toEqual([
      `${lineOf(architecture, '`requestRebuild()`')}: names ${renamedSymbol}, which no code file has (renamed or removed?)`,
    ]);
  });
});

describe('the API reference', () => {
  it('words each declared access as the reference does', () => {
    expect([whoOf('public'), whoOf('signed-in'), whoOf('owner'), whoOf(['editor', 'registrar'])]).toEqual([
      'public',
      'any admin',
      'owner',
      'editor or registrar',
    ]);
  });
});
