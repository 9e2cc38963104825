/**
 * `npm run check` runs this (docs/languages.md): it fails when a language's catalogue lacks a key
 * of the default one, has a key it does not, or changes a message's placeholders; when a public
 * component holds a literal sentence; and lists the messages still shown in English.
 */
import { fileURLToPath } from 'node:url';
import { checkRepository, failures } from './lib/i18n-check.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const report = checkRepository(root);

for (const [lang, { missing, unknown, mismatched, untranslated }] of Object.entries(report.catalogues)) {
  for (const key of missing) console.error(`messages-${lang}.ts: missing key "${key}" (add it, or null while it is untranslated)`);
  for (const key of unknown) console.error(`messages-${lang}.ts: key "${key}" is not in messages-en.ts`);
  for (const key of mismatched) console.error(`messages-${lang}.ts: "${key}" has other placeholders or plural forms than the English`);
  if (untranslated.length > 0)
    console.log(`messages-${lang}.ts: ${untranslated.length} message(s) shown in English: ${untranslated.join(', ')}`);
}
for (const [file, sentences] of Object.entries(report.sentences))
  for (const { line, text } of sentences) console.error(`${file}:${line}: a sentence in the component, not the catalogue: "${text}"`);
for (const file of report.cleared) console.error(`${file}: no sentences left: take it off scripts/lib/i18n-pending.ts`);
console.log(`Languages: ${report.pending.length} public component(s) still to move to the catalogues (scripts/lib/i18n-pending.ts).`);

if (failures(report) > 0) {
  console.error('\nLanguages: the catalogues or the components need fixing (docs/languages.md).');
  process.exit(1);
}
console.log('Languages: every catalogue has every key.');
