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
import { en } from '../../src/domain/i18n/messages-en.ts';
import { ta } from '../../src/domain/i18n/messages-ta.ts';
import { messagesFor } from '../../src/domain/i18n/translate.ts';
import { localePath, splitLangPath, switchPath } from '../../src/domain/i18n/paths.ts';
import { publicNavigation, familyEntry } from '../../src/config/navigation.ts';

const root = process.cwd();
const without = (catalogue: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(catalogue).filter(([k]) => k !== key));

describe('the catalogue check', () => {
  it('passes on the catalogues and components as they are', () => {
    const report = checkRepository(root);
    expect(report.catalogues['ta']?.missing).toEqual([]);
    expect(report.sentences).toEqual({});
    expect(report.cleared).toEqual([]);
    expect(failures(report)).toBe(0);
  });

  it('fails when a key is missing in a language', () => {
    const planted = without(ta, 'nav.news');
    expect(checkCatalogue(en, planted).missing).toEqual(['nav.news']);
    const report = checkRepository(root, { ta: planted });
    expect(report.catalogues['ta']?.missing).toEqual(['nav.news']);
    expect(failures(report)).toBe(1);
  });

  it('fails on a key the default language lacks and on a translation with other placeholders', () => {
    const report = checkCatalogue(en, { ...ta, 'nav.newz': 'செய்திகள்', 'shell.call': 'அழைக்க: {telephone}' });
    expect(report.unknown).toEqual(['nav.newz']);
    expect(report.mismatched).toEqual(['shell.call']);
    expect(checkCatalogue(en, { ...ta, 'clubs.members': '{count} உறுப்பினர்கள்' }).mismatched).toEqual(['clubs.members']);
  });

  it('lists an untranslated message without failing, and shows it in English', () => {
    const report = checkCatalogue(en, { ...ta, 'nav.news': null });
    expect(report.untranslated).toContain('nav.news');
    expect(report.missing).toEqual([]);
    expect(messagesFor('ta').has('nav.news')).toBe(true);
    // A key the Tamil catalogue leaves null is shown in English.
    const untranslated = checkCatalogue(en, ta).untranslated[0] as keyof typeof en;
    expect(messagesFor('ta').has(untranslated)).toBe(false);
    expect(messagesFor('ta').t(untranslated)).toBe(en[untranslated]);
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
      const report = checkRepository(scratch, { ta }, ['src/components/public/Clean.tsx']);
      expect(Object.keys(report.sentences)).toEqual(['src/components/public/Planted.tsx']);
      expect(report.cleared).toEqual(['src/components/public/Clean.tsx']);
      expect(failures(report)).toBe(2);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it("names every menu entry in the catalogue with the menu's English words", () => {
    for (const item of publicNavigation.flatMap((entry) => [entry, ...(entry.children ?? [])]))
      expect(en[item.key as keyof typeof en]).toBe(item.label);
    expect(en[familyEntry.labelKey]).toBe(familyEntry.label);
    expect(en[familyEntry.headingKey]).toBe(familyEntry.heading);
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
