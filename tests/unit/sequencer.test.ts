/** vitest's file order: the build test first (it builds a whole site), the slowest API files next, then vitest's own order. */
import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { BuildFirstSequencer, SLOWEST } from '../support/sequencer.ts';

/** A test file of a project, as the sequencer sees it (no results cached: a clean clone). */
const spec = (project: string, moduleId: string) =>
  ({ project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: true } }, moduleId }) as unknown as TestSpecification;

const sequencer = new BuildFirstSequencer({ cache: { getTestSpecificationResult: () => undefined } } as unknown as Vitest);

describe('BuildFirstSequencer', () => {
  test('starts the build project first, where the projects’ names would put it after api', async () => {
    const files = [
      spec('unit', 'tests/unit/dates.test.ts'),
      spec('api', 'tests/api/news.test.ts'),
      spec('build', 'tests/build/brand.test.ts'),
      spec('component', 'tests/component/public-verify.test.tsx'),
      spec('api', 'tests/api/fuzz.test.ts'),
    ];
    const order = (await sequencer.sort(files)).map((file) => `${file.project.name} ${file.moduleId}`);
    expect(order[0]).toBe('build tests/build/brand.test.ts');
    // The rest keep vitest's order: projects together, by name.
    expect(order.slice(1).map((line) => line.split(' ')[0])).toEqual(['api', 'api', 'component', 'unit']);
  });

  test('starts the slowest API files next, longest first, before the larger quick ones', async () => {
    const files = [
      spec('api', 'tests/api/news.test.ts'),
      spec('api', '/repo/tests/api/fuzz.test.ts'),
      spec('unit', 'tests/unit/dates.test.ts'),
      spec('api', '/repo/tests/api/throttle.test.ts'),
      spec('build', 'tests/build/brand.test.ts'),
    ];
    const order = (await sequencer.sort(files)).map((file) => file.moduleId);
    expect(order.slice(0, 3)).toEqual(['tests/build/brand.test.ts', '/repo/tests/api/throttle.test.ts', '/repo/tests/api/fuzz.test.ts']);
  });

  test('lists only files that exist', () => {
    expect(SLOWEST.filter((path) => !existsSync(path))).toEqual([]);
  });
});
