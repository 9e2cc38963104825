/**
 * The citation check of `npm run check` (scripts/lib/citations.ts): it reports references to
 * documents kept outside the repository and links to missing files or headings of docs/, with
 * their file and line, and lets clean text through. The offending samples are assembled from
 * pieces so that this file passes the same check.
 */
import { describe, expect, it } from 'vitest';
import { findProblems, headingAnchors, slug, type Repository } from '../../scripts/lib/citations.ts';

const SECTION = '\u00a7';
const DECISION = 'deci' + 'sion';
/** Links into the sample rules below, kept out of this file's own text. */
const RULES_MD = 'docs/rules' + '.md';

const RULES = [
  '# What the site does',
  '## Security and personal data',
  '### Same-origin writes',
  '### Bulk e-mail',
  '### API on its own origin',
  '```md',
  '### Not a heading inside a code block',
  '```',
  '## Notes',
  '## Notes',
].join('\n');

const repo: Repository = {
  read: (path) => ({ 'docs/rules.md': RULES, 'README.md': '# Readme' })[path],
};

const problemsOf = (text: string, file = 'src/example.ts') => findProblems(file, text, repo);
const linesOf = (text: string, file?: string) => problemsOf(text, file).map((problem) => problem.line);

describe('slug', () => {
  it('makes the anchors GitHub makes', () => {
    expect(slug('Bulk e-mail')).toBe('bulk-e-mail');
    expect(slug('API on its own origin')).toBe('api-on-its-own-origin');
    expect(slug('`x` & [the link](https://example.com) ')).toBe('x--the-link');
    expect(slug('Same-origin writes')).toBe('same-origin-writes');
  });

  it('numbers repeated headings and ignores code blocks', () => {
    const anchors = headingAnchors(RULES);
    expect([...anchors]).toEqual([
      'what-the-site-does',
      'security-and-personal-data',
      'same-origin-writes',
      'bulk-e-mail',
      'api-on-its-own-origin',
      'notes',
      'notes-1',
    ]);
  });
});

describe('findProblems', () => {
  it('reports a citation of the original specification with its file and line', () => {
    const problems = problemsOf(`const a = 1;\n/** Events (seed ${SECTION}3, ${SECTION}5). */\nconst b = 2;`, 'src/domain/events/event.ts');
    expect(problems).toEqual([
      {
        file: 'src/domain/events/event.ts',
        line: 2,
        reason: expect.stringContaining('section') as string,
        text: `/** Events (seed ${SECTION}3, ${SECTION}5). */`,
      },
    ]);
  });

  it('reports every way of writing a reference to an outside document', () => {
    const cited = [
      `// Same-origin rule (${DECISION} 4).`,
      ` * Rules of ${DECISION}s 12–14.`,
      ` * on the site's own origin (${DECISION}`,
      `/** ${DECISION[0]!.toUpperCase()}${DECISION.slice(1)} 10: phone photos just work. */`,
      `// getStore() runs inside a request (platform ${'notes'}).`,
      `test("shows the ${'seed'}'s text", () => {});`,
      `test('shows the ${'seed'} alert', () => {});`,
      `// Members' pictures are links (${'seed'}), not uploads.`,
      `// One file may serve several paths (${'seed'}: /api/achievements and /api/achievementspost).`,
      `// as ${'RSFI'} rules use`,
      `// see /work/${'shared'}/design notes`,
      `// fixed in issue ${'42'}`,
      `/** Text-only pages ship no framework JavaScript (${'design'}.md). */`,
      `// Product rules: docs/${DECISION}s${'.md'}`,
    ];
    expect(linesOf(cited.join('\n'))).toEqual(cited.map((_, index) => index + 1));
  });

  it('reports a link to a heading that does not exist, and to a missing file of docs/', () => {
    const text = [`// docs/rules.md${'#same-origin'}`, `// docs/${'security'}.md#personal-data`, `// docs/rules.md#bulk-e-mail`].join('\n');
    expect(problemsOf(text).map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 1, reason: 'links to #same-origin, which is not a heading of docs/rules.md' },
      { line: 2, reason: expect.stringMatching(/^names docs\/security\.md, which is not in the repository$/) as string },
    ]);
  });

  it('resolves a relative link from the file that holds it', () => {
    expect(problemsOf(`[Rules](../${RULES_MD}#api-on-its-own-origin)`, 'scripts/notes.txt')).toEqual([]);
    expect(linesOf(`[Rules](../${RULES_MD}#api-on-its-own)`, 'scripts/notes.txt')).toEqual([1]);
  });

  it('passes clean text: reasons in plain words, valid links, random seeds, web addresses', () => {
    const clean = [
      '/**',
      ' * State changes only from the site’s own pages, against cross-site request forgery',
      ` * (${RULES_MD}#same-origin-writes). A second heading: ${RULES_MD}#notes-1.`,
      ' */',
      'const random = seeded(seed);',
      'export const portraitSvg = (seed: number, size: number): string => draw(seeded(seed), size);',
      'const pick = (seed) => seed % 3;',
      '// The same seed always draws the same picture; see README.md and docs/rules.md.',
      '// Upstream notes: https://github.com/example/project/blob/main/CHANGELOG.md#decision-4',
      '// The association’s decision, not the site’s.',
    ].join('\n');
    expect(problemsOf(clean)).toEqual([]);
  });
});
