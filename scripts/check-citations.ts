/**
 * `npm run check` runs this: every file under src/, netlify/, scripts/, tests/ and .ci/, and the
 * configuration files at the root, must explain itself without documents kept outside the
 * repository, and every link into a Markdown file of the repository must reach an existing file
 * and heading (scripts/lib/citations.ts). Prints each offending file:line and fails.
 */
import { fileURLToPath } from 'node:url';
import { checkRepository } from './lib/citations.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const problems = checkRepository(root);
for (const { file, line, reason, text } of problems) console.error(`${file}:${line}: ${reason}\n    ${text}`);
if (problems.length > 0) {
  console.error(
    `\n${problems.length} reference(s) to documents outside the repository or to missing headings: give the reason in the comment, or link a heading of docs/.`,
  );
  process.exit(1);
}
console.log('Citations: every reference points into the repository.');
