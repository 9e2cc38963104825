/**
 * The catalogue check's rules (scripts/check-i18n.ts runs them in `npm run check`): every language
 * has every key of the default one and no other, a translated message keeps the English one's
 * placeholders and plural shape, and untranslated keys are listed. Pure functions over plain
 * objects, so a test can plant a fault and watch it fail.
 */
import { isPlural, PLACEHOLDER, type Catalogue, type Leaf } from './catalogue.ts';

export interface CatalogueReport {
  /** Keys of the default language this catalogue lacks: the check fails. */
  missing: string[];
  /** Keys the default language does not have (a typo, or a key removed from it): the check fails. */
  unknown: string[];
  /** Translated messages whose placeholders or plural shape differ from the English one: the check fails. */
  mismatched: string[];
  /** Keys still `null`: English is shown, and the check lists them without failing. */
  untranslated: string[];
}

const placeholders = (leaf: Leaf): string =>
  [...new Set([...(isPlural(leaf) ? Object.values(leaf).join(' ') : leaf).matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))]
    .filter((name) => name !== 'count')
    .sort()
    .join(',');

export const checkCatalogue = (base: Catalogue, other: Readonly<Record<string, unknown>>): CatalogueReport => {
  const report: CatalogueReport = { missing: [], unknown: [], mismatched: [], untranslated: [] };
  for (const [key, english] of Object.entries(base)) {
    if (!Object.hasOwn(other, key)) {
      report.missing.push(key);
      continue;
    }
    const leaf = other[key];
    if (leaf === null) report.untranslated.push(key);
    else if (typeof leaf !== 'string' && !isPlural(leaf)) report.mismatched.push(key);
    else if (isPlural(english) !== isPlural(leaf) || placeholders(english) !== placeholders(leaf)) report.mismatched.push(key);
  }
  report.unknown = Object.keys(other).filter((key) => !Object.hasOwn(base, key));
  return report;
};

export interface LiteralSentence {
  line: number;
  text: string;
}

// A word of a sentence: two letters (any script) in a row somewhere in it.
const WORDY = /\p{L}\p{L}/u;
const SPACES = /\s+/;
/** Two or more words with letters: "Skip to content", "Call us now" (a single word, a number or code is not a sentence). */
const isSentence = (text: string): boolean =>
  text
    .trim()
    .split(SPACES)
    .filter((word) => WORDY.test(word)).length >= 2;
// Text between two tags on one line: >Some words<.
const BETWEEN_TAGS = />([^<>{}()=;]+)</g;
// A line that is only words (JSX or Astro text running over lines).
const TEXT_LINE = /^[ \t]*(\p{Lu}[^<>{}()=;`"]*)$/u;
// A literal attribute a person reads: label="…", aria-label="…", title="…", placeholder="…", alt="…".
const READ_ATTRIBUTE = /\b(?:aria-label|label|title|placeholder|alt|lead|heading|description)="([^"]*)"/g;
// Comment lines (//, /*, *, {/*, <!--) and the parts of a file that are not markup.
const COMMENT = /^[ \t]*(?:\/\/|\/\*|\*|\{\/\*|<!--)/;

/** The lines of markup in a component: an .astro file without its frontmatter, scripts and styles. */
const markupLines = (source: string, astro: boolean): (string | undefined)[] => {
  const lines: (string | undefined)[] = source.split('\n');
  let skipping = astro && lines[0]?.trim() === '---';
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (astro && index > 0 && skipping && line.trim() === '---') {
      skipping = false;
      lines[index] = undefined;
      continue;
    }
    if (astro && /^\s*<(script|style)\b/.test(line)) skipping = true;
    if (skipping || COMMENT.test(line)) lines[index] = undefined;
    if (astro && /^\s*<\/(script|style)>/.test(line)) skipping = false;
  }
  return lines;
};

/**
 * Sentences written into a component rather than taken from a catalogue: text between tags, lines
 * of text in markup, and attributes a person reads. A heuristic: it looks for two or more words,
 * so a single word ("OK") and code pass; a file's `{…}` expressions are never inspected.
 */
export const literalSentences = (source: string, fileName: string): LiteralSentence[] => {
  const astro = fileName.endsWith('.astro');
  const found: LiteralSentence[] = [];
  markupLines(source, astro).forEach((line, index) => {
    if (line === undefined) return;
    const texts = [
      ...[...line.matchAll(BETWEEN_TAGS)].map((match) => match[1] ?? ''),
      ...[...line.matchAll(READ_ATTRIBUTE)].map((match) => match[1] ?? ''),
    ];
    const whole = TEXT_LINE.exec(line);
    if (whole && (astro || !/^\s*(import|export|const|let|return|type|interface)\b/.test(line))) texts.push(whole[1] ?? '');
    for (const text of texts) if (isSentence(text)) found.push({ line: index + 1, text: text.trim() });
  });
  return found;
};

// An import of named bindings: `import { newsMessages, newsPath } from '#domain/content/news.ts'`.
const NAMED_IMPORT = /^import \{([^}]*)\} from '([^']*)'/;
const WORDS_NAME = /^[A-Za-z]+(?:Messages|Texts|Labels)$/;

/**
 * Words a component takes from a domain module's English texts rather than from the catalogue
 * (`newsMessages.heading`): the same fault as a literal sentence, one import away.
 */
export const englishImports = (source: string): LiteralSentence[] =>
  source.split('\n').flatMap((line, index) => {
    const match = NAMED_IMPORT.exec(line.trim());
    const from = match?.[2] ?? '';
    if (!match || !from.includes('domain/') || from.includes('domain/i18n/')) return [];
    const names = (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => !name.startsWith('type ') && WORDS_NAME.test(name));
    return names.map((name) => ({ line: index + 1, text: `import of ${name}` }));
  });
