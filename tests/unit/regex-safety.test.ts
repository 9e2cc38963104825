/**
 * No input may make a request slow, so every regular expression of the code that serves requests
 * or builds pages (src/, netlify/, scripts/local-server/) must run in time linear in its input.
 * The patterns are found by parsing the code (tests/unit/support/regex-literals.ts), so one added
 * later is checked without anyone listing it, and each is timed against hostile inputs of about
 * 50 KB built from its own syntax (tests/unit/support/redos-probe.ts).
 *
 * The bound, 3 ms per kilobyte, is loose on purpose, for a busy shared machine: the slowest
 * linear pattern here takes under 0.2 ms per kilobyte (a global replace matching every
 * character), while the quadratic patterns this test was written against took 35 to 250 ms per
 * kilobyte at 50 KB, depending on the machine's load, and more for longer inputs. Each pattern's
 * result is printed.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadHeaders } from '../../scripts/local-server/headers.ts';
import { loadRedirects } from '../../scripts/local-server/redirects.ts';
import { collectPatterns, type FoundPattern } from './support/regex-literals.ts';
import { probe } from './support/redos-probe.ts';

const BOUND_MS_PER_KB = 3;
const ROOT = process.cwd();
const { patterns, dynamic } = collectPatterns(ROOT, ['src', 'netlify', 'scripts/local-server']);

/**
 * Files that build a pattern from configuration at run time. Each is probed below through the
 * code that builds it; a new one fails the collector test until it is probed too.
 */
const BUILT_AT_RUN_TIME = ['scripts/local-server/redirects.ts'];

/** The e-mail pattern before it was fixed: "a@" + "a.".repeat(40000) + "," took 3.9 s. */
const QUADRATIC_EMAIL_PATTERN = String.raw`^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]{2,}$`;

/** One entry per distinct pattern, with every place it is written. */
const distinct = [
  ...patterns
    .reduce((found, pattern) => {
      const key = `/${pattern.source}/${pattern.flags}`;
      const known = found.get(key);
      found.set(key, known ? { ...known, where: `${known.where}, ${pattern.where}` } : pattern);
      return found;
    }, new Map<string, FoundPattern>())
    .values(),
];

const checkLinear = (label: string, source: string, flags: string) => {
  const result = probe(source, flags, { boundMsPerKb: BOUND_MS_PER_KB });
  console.log(
    `${result.msPerKb.toFixed(4)} ms/KB  ${label}  /${source}/${flags}  (${result.shapesTried} input shapes; slowest ${result.worst})`,
  );
  expect(
    result.msPerKb,
    `/${source}/${flags} (${label}) took ${result.msPerKb.toFixed(1)} ms per KB on ${result.worst}: rewrite it so that no two quantifiers can match the same characters`,
  ).toBeLessThanOrEqual(BOUND_MS_PER_KB);
};

describe('the pattern collector', () => {
  it('finds the patterns of TypeScript, TSX and Astro files, request code and build code', () => {
    const files = new Set(patterns.map((pattern) => pattern.where.split(':')[0]));
    for (const file of [
      'src/domain/common/fields.ts',
      'src/components/public/content/ClubDetail.tsx',
      'src/components/shell/SiteHeader.astro',
      'src/integrations/security-headers.ts',
      'netlify/functions/_shared/media/stored-images.ts',
      'scripts/local-server/functions.ts',
    ]) {
      expect(files).toContain(file);
    }
    // The e-mail pattern, written as a literal, and the one inside an Astro template expression.
    expect(patterns.some((pattern) => pattern.where.startsWith('src/domain/common/fields.ts') && pattern.source.includes('@'))).toBe(true);
    expect(patterns.some((pattern) => pattern.where.startsWith('src/components/shell/SiteHeader.astro:22'))).toBe(true);
  });

  it('knows every pattern that is built at run time', () => {
    expect(
      dynamic.map((entry) => entry.split(':')[0]),
      dynamic.join('\n'),
    ).toEqual(BUILT_AT_RUN_TIME);
  });
});

describe('every regular expression runs in linear time', () => {
  it.each(distinct.map((pattern) => [pattern.where, pattern] as const))(
    '%s',
    (where, { source, flags }) => {
      checkLinear(where, source, flags);
    },
    120_000,
  );

  it('the matchers built from the redirects and headers of netlify.toml', async () => {
    const config = join(ROOT, 'netlify.toml');
    const matchers = [
      ...(await loadRedirects(config, join(ROOT, 'dist'))).map((rule) => [`redirect ${rule.from}`, rule.matcher] as const),
      ...(await loadHeaders(config)).map((rule) => [`headers for ${rule.for}`, rule.forRegExp] as const),
    ];
    expect(matchers.length).toBeGreaterThan(0);
    for (const [label, matcher] of matchers) checkLinear(label, matcher.source, matcher.flags);
  }, 120_000);
});

describe('the probe', () => {
  it('catches a quadratic pattern: the e-mail pattern the fix replaced', () => {
    const result = probe(QUADRATIC_EMAIL_PATTERN, '', { boundMsPerKb: BOUND_MS_PER_KB });
    console.log(`old e-mail pattern: ${result.msPerKb.toFixed(1)} ms/KB on ${result.worst} (Infinity: stopped at ten times the bound)`);
    expect(result.msPerKb).toBeGreaterThan(BOUND_MS_PER_KB);
  }, 120_000);
});
