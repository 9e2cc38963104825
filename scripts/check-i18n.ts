/**
 * `npm run check` runs this (docs/languages.md): it fails when a language's catalogue lacks a key
 * of the default one, has a key it does not, or changes a message's placeholders; when a key is in two areas; when a public
 * component holds a literal sentence; and lists the messages still shown in English.
 */
import { fileURLToPath } from 'node:url';
import { checkRepository, failures } from './lib/i18n-check.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const report = checkRepository(root);

// "news (ta)": the Tamil words of src/domain/i18n/words-news.ts.
for (const [area, { missing, unknown, mismatched, untranslated }] of Object.entries(report.catalogues)) {
  const where = `words-${area.replace(' (', '.ts (')}`;
  for (const key of missing) console.error(`${where}: missing key "${key}" (add it, or null while it is untranslated)`);
  for (const key of unknown) console.error(`${where}: key "${key}" is not among the default language's words`);
  for (const key of mismatched) console.error(`${where}: "${key}" has other placeholders or plural forms than the English`);
  if (untranslated.length > 0) console.log(`${where}: ${untranslated.length} message(s) shown in English: ${untranslated.join(', ')}`);
}
for (const key of report.duplicates) console.error(`words-*.ts: the key "${key}" is in more than one area`);
for (const [file, sentences] of Object.entries(report.sentences))
  for (const { line, text } of sentences) console.error(`${file}:${line}: a sentence in the component, not the catalogue: "${text}"`);
for (const file of report.cleared) console.error(`${file}: no sentences left: take it off scripts/lib/i18n-pending.ts`);
console.log(`Languages: ${report.pending.length} public component(s) still to move to the catalogues (scripts/lib/i18n-pending.ts).`);

if (failures(report) > 0) {
  console.error('\nLanguages: the catalogues or the components need fixing (docs/languages.md).');
  process.exit(1);
}
console.log('Languages: every catalogue has every key.');
