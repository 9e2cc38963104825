/** package-lock.json installs on every system with `npm ci`: each platform's binary is listed. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  missingOptionalPackages,
  outOfStepDependencies,
  unpinnedDependencies,
  type LockFile,
  type PackageJson,
} from '../../scripts/lib/lock-file.ts';

const readJson = <T>(name: string): T => JSON.parse(readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8')) as T;
const lock = readJson<LockFile>('package-lock.json');
const manifest = readJson<PackageJson>('package.json');

describe('the project lock file', () => {
  it("lists every platform package of the native tools (compiler, oxide, esbuild, rolldown, lightningcss, sharp's @img)", () => {
    expect(missingOptionalPackages(lock)).toEqual([]);
    // The families the checks above must have walked through, so an empty answer means something.
    const locked = Object.keys(lock.packages);
    for (const platformPackage of [
      'node_modules/@astrojs/compiler-binding-darwin-arm64',
      'node_modules/@astrojs/compiler-binding-win32-x64-msvc',
      'node_modules/@tailwindcss/oxide-darwin-arm64',
      'node_modules/@tailwindcss/oxide-win32-x64-msvc',
      'node_modules/@tailwindcss/oxide-linux-arm64-gnu',
      'node_modules/@esbuild/darwin-arm64',
      'node_modules/@rolldown/binding-win32-x64-msvc',
      'node_modules/lightningcss-darwin-arm64',
      'node_modules/@img/sharp-darwin-arm64',
      'node_modules/@img/sharp-win32-x64',
    ]) {
      expect(locked, platformPackage).toContain(platformPackage);
    }
  });

  it('pins every dependency to an exact version, the same as the lock file', () => {
    expect(unpinnedDependencies(manifest)).toEqual([]);
    expect(outOfStepDependencies(manifest, lock)).toEqual([]);
  });

  it('has sharp as a runtime dependency, the version Astro uses', () => {
    expect(manifest.dependencies?.['sharp']).toBe(lock.packages['node_modules/sharp']?.version);
  });
});

describe('the lock file checks', () => {
  // The shape a lock written on one Linux machine had: only that machine's binaries listed.
  const oneMachineLock: LockFile = {
    packages: {
      '': { dependencies: { tool: '1.0.0' } },
      'node_modules/tool': { version: '1.0.0', optionalDependencies: { 'tool-linux-x64': '1.0.0', 'tool-darwin-arm64': '1.0.0' } },
      'node_modules/tool-linux-x64': { version: '1.0.0' },
      'node_modules/other': { version: '2.0.0', optionalDependencies: { 'tool-win32-x64': '2.0.0' } },
      'node_modules/other/node_modules/tool-win32-x64': { version: '2.0.0' },
      'node_modules/old': { version: '3.0.0', optionalDependencies: { 'tool-linux-x64': '1.1.0' } },
    },
  };

  it('names platform packages that are missing or locked at another version', () => {
    expect(missingOptionalPackages(oneMachineLock)).toEqual([
      'tool@1.0.0 needs tool-darwin-arm64@1.0.0: not in the lock file',
      'old@3.0.0 needs tool-linux-x64@1.1.0: the lock file has 1.0.0',
    ]);
  });

  it('names ranges in package.json and versions out of step with the lock file', () => {
    const ranged: PackageJson = { dependencies: { tool: '^1.0.0' }, devDependencies: { checker: '2.0.0' } };
    expect(unpinnedDependencies(ranged)).toEqual(['tool@^1.0.0']);
    expect(outOfStepDependencies(ranged, oneMachineLock)).toEqual([
      'dependencies.tool: package.json has ^1.0.0, the lock file 1.0.0',
      'devDependencies.checker: package.json has 2.0.0, the lock file nothing',
    ]);
  });
});
