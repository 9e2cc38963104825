/**
 * The two languages' catalogues and their check (`npm run check` runs scripts/check-i18n.ts): a
 * key missing in a language, an unknown key, a changed placeholder and a sentence written into a
 * public component each fail it; an untranslated message is listed and shown in English. Words come
 * out in the page's language, with its plural rules, digits and the site's date style.
 */
import { writeFileSync, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRepository, failures } from '../../scripts/lib/i18n-check.ts';
import { checkCatalogue, englishImports, literalSentences } from '../../src/domain/i18n/check.ts';
import { defineWords } from '../../src/domain/i18n/catalogue.ts';
import { islandWords, messagesFor, translated } from '../../src/domain/i18n/translate.ts';
import { messagesIn } from '../../src/domain/i18n/messages.ts';
import { allWords, baseWords, wordAreas } from '../../src/domain/i18n/words-all.ts';
import { commonWords } from '../../src/domain/i18n/words-common.ts';
import { shellWords } from '../../src/domain/i18n/words-shell.ts';
import { newsWords } from '../../src/domain/i18n/words-news.ts';
import { apiWords } from '../../src/domain/i18n/words-api.ts';
import { localePath, splitLangPath, switchPath } from '../../src/domain/i18n/paths.ts';
import { publicNavigation, familyEntry } from '../../src/config/navigation.ts';

const root = process.cwd();
const en = shellWords.base;
const ta = shellWords.translations['ta'] as NonNullable<(typeof shellWords.translations)[string]>;
/** The areas as they are, with the shell's Tamil words replaced. */
const withShellTamil = (planted: Record<string, unknown>) => ({
  ...wordAreas,
  shell: defineWords(shellWords.base, { ta: planted as typeof ta }),
});
const without = (catalogue: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(catalogue).filter(([k]) => k !== key));

describe('the catalogue check', () => {
  it('passes on the catalogues and components as they are', () => {
    const report = checkRepository(root);
    for (const area of Object.values(report.catalogues)) expect(area.missing).toEqual([]);
    expect(Object.keys(report.catalogues)).toContain('news (ta)');
    expect(report.duplicates).toEqual([]);
    expect(report.sentences).toEqual({});
    expect(report.cleared).toEqual([]);
    expect(failures(report)).toBe(0);
  });

  it('fails when a key is missing in a language', () => {
    const planted = without(ta, 'nav.news');
    expect(checkCatalogue(en, planted).missing).toEqual(['nav.news']);
    const report = checkRepository(root, withShellTamil(planted));
    expect(report.catalogues['shell (ta)']?.missing).toEqual(['nav.news']);
    expect(failures(report)).toBe(1);
  });

  it('fails when an area lacks a language, and when a key is in two areas', () => {
    const english = { 'nav.news': 'News' } as const;
    const report = checkRepository(root, { ...wordAreas, stray: defineWords(english, {}) });
    expect(report.catalogues['stray (ta)']?.missing).toEqual(['nav.news']);
    expect(report.duplicates).toEqual(['nav.news']);
    expect(failures(report)).toBe(2);
  });

  it('fails on a key the default language lacks and on a translation with other placeholders', () => {
    const report = checkCatalogue(en, { ...ta, 'nav.newz': 'செய்திகள்', 'shell.call': 'அழைக்க: {telephone}' });
    expect(report.unknown).toEqual(['nav.newz']);
    expect(report.mismatched).toEqual(['shell.call']);
    const commonTa = commonWords.translations['ta'] as NonNullable<(typeof commonWords.translations)[string]>;
    expect(checkCatalogue(commonWords.base, { ...commonTa, 'clubs.members': '{count} உறுப்பினர்கள்' }).mismatched).toEqual(['clubs.members']);
  });

  it('lists an untranslated message without failing, and shows it in English', () => {
    const report = checkCatalogue(en, { ...ta, 'nav.news': null });
    expect(report.untranslated).toContain('nav.news');
    expect(report.missing).toEqual([]);
    expect(translated('ta', shellWords, 'nav.news')).toBe(true);
    // A key the Tamil words leave null is shown in English.
    const planted = defineWords(en, { ta: { ...ta, 'nav.news': null } });
    expect(translated('ta', planted, 'nav.news')).toBe(false);
    expect(messagesFor('ta', planted).t('nav.news')).toBe(en['nav.news']);
  });

  it('finds a literal sentence in a public component, and passes catalogue look-ups', () => {
    const tsx = [
      "import { messagesFor } from '#domain/i18n/translate.ts';",
      '// A comment may say anything at all.',
      'export function Box({ lang }: { lang: Lang }) {',
      '  const m = messagesFor(lang);',
      '  return (',
      '    <div aria-label="Things to read here">',
      "      <p>{m.t('nav.news')}</p>",
      '      <p>Nothing here yet, come back later.</p>',
      '      <span>OK</span>',
      '    </div>',
      '  );',
      '}',
    ].join('\n');
    expect(literalSentences(tsx, 'Box.tsx').map((found) => found.line)).toEqual([6, 8]);
    const astro = [
      '---',
      "const title = 'Words in the frontmatter are code';",
      '---',
      '<h1>{title}</h1>',
      '<p>',
      '  Written into the page',
      '</p>',
      '<script>',
      '  console.log("a script is code")',
      '</script>',
    ].join('\n');
    expect(literalSentences(astro, 'Page.astro')).toEqual([{ line: 6, text: 'Written into the page' }]);
    expect(englishImports("import { newsMessages, newsPath } from '#domain/content/news.ts';")).toEqual([
      { line: 1, text: 'import of newsMessages' },
    ]);
  });

  it('fails when a public component outside the pending list holds a sentence, and when a pending one has none left', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'i18n-check-'));
    try {
      mkdirSync(join(scratch, 'src/components/public'), { recursive: true });
      writeFileSync(join(scratch, 'src/components/public/Planted.tsx'), 'export const P = () => <p>A sentence someone wrote here.</p>;\n');
      writeFileSync(join(scratch, 'src/components/public/Clean.tsx'), "export const C = () => <p>{t('nav.news')}</p>;\n");
      const report = checkRepository(scratch, wordAreas, ['src/components/public/Clean.tsx']);
      expect(Object.keys(report.sentences)).toEqual(['src/components/public/Planted.tsx']);
      expect(report.cleared).toEqual(['src/components/public/Clean.tsx']);
      expect(failures(report)).toBe(2);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it("names every menu entry in the catalogue with the menu's English words", () => {
    for (const item of publicNavigation.flatMap((entry) => [entry, ...(entry.children ?? [])]))
      expect(baseWords[item.key]).toBe(item.label);
    expect(baseWords[familyEntry.labelKey]).toBe(familyEntry.label);
    expect(baseWords[familyEntry.headingKey]).toBe(familyEntry.heading);
  });

  it("gives an island only the words of its areas, in the page's language only, and a page all of them", () => {
    const handed = islandWords('ta', newsWords);
    expect(messagesIn(handed).t('news.title')).toBe(newsWords.translations['ta']?.['news.title']);
    expect(Object.keys(handed.words).filter((key) => !key.startsWith('news.') && !(key in commonWords.base))).toEqual([]);
    expect(JSON.stringify(handed)).not.toContain(newsWords.base['news.lead']);
    // The server's English message, and its words in the page's language.
    expect(messagesIn(handed).server(apiWords.base['api.signInSent'] as string)).toBe(apiWords.translations['ta']?.['api.signInSent']);
    expect(messagesIn(handed).server('Some other message.')).toBe('Some other message.');
    // An area not asked for is not known: the key itself shows, which the browser tests would see.
    expect(messagesFor('ta', newsWords).t('nav.news' as never)).toBe('nav.news');
    expect(messagesFor('ta', ...allWords).t('nav.news')).toBe(ta['nav.news']);
    expect(messagesFor('ta').t('list.more')).toBe(commonWords.translations['ta']?.['list.more']);
  });
});

describe('words in a language', () => {
  it('picks the plural form by Intl.PluralRules of the language', () => {
    expect(messagesFor('en').t('clubs.members', { count: 1 })).toBe('1 member');
    expect(messagesFor('en').t('clubs.members', { count: 12 })).toBe('12 members');
    expect(messagesFor('ta').t('clubs.members', { count: 1 })).toBe('1 உறுப்பினர்');
    expect(messagesFor('ta').t('clubs.members', { count: 1500 })).toBe('1,500 உறுப்பினர்கள்');
  });

  it("writes dates in the language, in the site's date style and time zone", () => {
    expect(messagesFor('ta').date('2027-02-26')).toBe('26 பிப்ரவரி 2027');
    expect(messagesFor('en').date('2027-02-26')).toBe('26 February 2027');
    // 20:00 UTC on 25 February is 26 February in the association's time zone.
    expect(messagesFor('ta').date('2027-02-25T20:00:00Z')).toBe('26 பிப்ரவரி 2027');
    expect(messagesFor('ta').dateTime('2027-02-25T20:00:00Z')).toMatch(/^26 பிப்ரவரி 2027, 1:30 .+ IST$/);
  });

  it('writes addresses in the language and switches to the same page', () => {
    expect(localePath('ta', '/')).toBe('/ta/');
    expect(localePath('ta', '/News/abc')).toBe('/ta/News/abc');
    expect(localePath('en', '/News/abc')).toBe('/News/abc');
    expect(splitLangPath('/ta/events/x')).toEqual({ lang: 'ta', path: '/events/x' });
    expect(splitLangPath('/tamil')).toEqual({ lang: 'en', path: '/tamil' });
    expect(switchPath('/ta/my', 'en')).toBe('/my');
    expect(switchPath('/News/abc', 'ta')).toBe('/ta/News/abc');
  });
});
