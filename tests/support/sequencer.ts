/**
 * The order vitest starts test files in: its own (files of one project together, projects by name,
 * then the slowest or largest first), except that the build project's files start first and the
 * API files that take longest follow them. A build test builds the whole site, for a minute or
 * more; started last it ran alone at the end while the other cores waited. The same held for the
 * slowest API files: a fresh clone (CI) has no record of earlier durations, so vitest orders by
 * file size, and the login throttle's file (small, but minutes of held-back answers) started near
 * the end and ran alone. SLOWEST lists them by their time in a whole run (seconds, `--reporter=json`),
 * longest first; a file missing from the list keeps vitest's order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const SLOWEST = [
  'tests/api/throttle.test.ts',
  'tests/api/fuzz.test.ts',
  'tests/api/accounts.test.ts',
  'tests/api/backup.test.ts',
  'tests/api/receipt-claim.test.ts',
  'tests/api/store-v2.test.ts',
  'tests/api/store-v2-crash.test.ts',
  'tests/api/store-v2-cost.test.ts',
  'tests/api/concurrency.test.ts',
  'tests/api/audit-wording.test.ts',
];

const rank = (file: TestSpecification): number => {
  if (file.project.name === 'build') return -1;
  const index = SLOWEST.findIndex((path) => file.moduleId === path || file.moduleId.endsWith(`/${path}`));
  return index === -1 ? SLOWEST.length : index;
};

export class BuildFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // A stable sort: files of equal rank keep vitest's order.
    return sorted
      .map((file, order) => ({ file, order, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ file }) => file);
  }
}
