/**
 * The order vitest starts test files in: its own (files of one project together, projects by name,
 * then the slowest or largest first), except that the build project's files start first. A build
 * test builds the whole site, for a minute or more; started last (after the API, component and unit
 * files, as the names order them) it ran alone at the end while the other cores waited. Started
 * first, it builds while the other processes run the rest.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export class BuildFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isBuild = (file: TestSpecification) => file.project.name === 'build';
    return [...sorted.filter(isBuild), ...sorted.filter((file) => !isBuild(file))];
  }
}
