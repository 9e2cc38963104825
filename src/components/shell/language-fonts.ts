/**
 * The font a language's script needs, self-hosted: a language whose letters the system fonts may
 * lack names a Noto font here (its @fontsource files, regular and bold), and only that language's
 * pages declare it (LanguageFont.astro). `unicodeRange` keeps it to the script's own letters, so the
 * rest of the page keeps the site's fonts and the file is fetched only when those letters are drawn.
 * The files are fontsource's script subsets (the Tamil block: about 15 KB each as woff2).
 */
import tamilBold from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2?url';
import tamilRegular from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url';

export interface LanguageFont {
  family: string;
  regular: string;
  bold: string;
  unicodeRange: string;
}

export const languageFonts: Readonly<Record<string, LanguageFont>> = {
  // Tamil letters, the joiners that shape conjuncts, and the dotted circle shown for a lone vowel sign.
  ta: { family: 'Noto Sans Tamil', regular: tamilRegular, bold: tamilBold, unicodeRange: 'U+0B82-0BFA, U+200C-200D, U+25CC' },
};
