/**
 * Checks that package-lock.json can install the project on any machine. Native tools (the Astro
 * compiler, Tailwind's oxide, esbuild, rolldown, lightningcss, sharp) ship one optional package
 * per platform; npm installs only the one that fits, and only if the lock file lists it. A lock
 * written on one machine may list only that machine's packages: then `npm ci` refuses to run and
 * a clone on another system gets no binary. These checks catch that before it lands.
 */

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export interface LockFile {
  packages: Record<string, LockedPackage>;
}

export interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const NODE_MODULES = 'node_modules/';

/** The lock entry `name` resolves to from the package at `from`, as Node looks it up. */
const resolveFrom = (lock: LockFile, from: string, name: string): string | undefined => {
  let base = from;
  for (;;) {
    const key = `${base === '' ? '' : `${base}/`}${NODE_MODULES}${name}`;
    if (lock.packages[key]) return key;
    if (base === '') return undefined;
    const parent = base.lastIndexOf(`/${NODE_MODULES}`);
    base = parent < 0 ? '' : base.slice(0, parent);
  }
};

const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/**
 * Every optional dependency of every locked package, missing from the lock or locked at another
 * version than the exact one asked for (platform packages are always asked for exactly).
 */
export const missingOptionalPackages = (lock: LockFile): string[] => {
  const problems: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, wanted] of Object.entries(entry.optionalDependencies ?? {})) {
      const found = resolveFrom(lock, location, name);
      const owner = `${location.slice(location.lastIndexOf(NODE_MODULES) + NODE_MODULES.length) || 'the project'}@${entry.version ?? '?'}`;
      if (!found) problems.push(`${owner} needs ${name}@${wanted}: not in the lock file`);
      else if (EXACT_VERSION.test(wanted) && lock.packages[found]?.version !== wanted) {
        problems.push(`${owner} needs ${name}@${wanted}: the lock file has ${lock.packages[found]?.version ?? 'no version'}`);
      }
    }
  }
  return problems;
};

/** Dependencies of package.json given as ranges: npm on an old Node may pick an old major for them. */
export const unpinnedDependencies = (manifest: PackageJson): string[] =>
  Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter(([, version]) => !EXACT_VERSION.test(version))
    .map(([name, version]) => `${name}@${version}`);

/** Dependencies whose version in package.json differs from the lock file's record of it. */
export const outOfStepDependencies = (manifest: PackageJson, lock: LockFile): string[] => {
  const root = lock.packages[''] ?? {};
  const problems: string[] = [];
  for (const field of ['dependencies', 'devDependencies'] as const) {
    const wanted = manifest[field] ?? {};
    const locked = root[field] ?? {};
    for (const name of new Set([...Object.keys(wanted), ...Object.keys(locked)])) {
      if (wanted[name] !== locked[name]) {
        problems.push(`${field}.${name}: package.json has ${wanted[name] ?? 'nothing'}, the lock file ${locked[name] ?? 'nothing'}`);
      }
    }
  }
  return problems;
};
