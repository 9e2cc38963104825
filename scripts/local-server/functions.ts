/**
 * Loads the Netlify Functions (v2) of `netlify/functions/` as plain modules (Node 24 runs the
 * TypeScript directly) and routes requests to them exactly as `config.path`, `config.excludedPath`,
 * `config.method` and `config.preferStatic` say, with Netlify's URLPattern path syntax. Scheduled
 * functions (`config.schedule`) are loaded but never routed: on Netlify they have no URL; the
 * scheduler (scheduler.ts) runs them on their schedule.
 */
import { readdir } from 'node:fs/promises';
import { join, parse } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '@netlify/functions';
import type { Handler } from '#shared/platform/http.ts';
import { pathPattern, type PathPattern } from '#shared/platform/path-pattern.ts';

export interface FunctionRoute {
  name: string;
  handler: Handler;
  patterns: PathPattern[];
  excluded: PathPattern[];
  methods: string[] | undefined;
  preferStatic: boolean;
  /** Names ending in -background answer 202 at once and run on (Netlify's background functions). */
  background: boolean;
  /** Runs on a schedule only (`config.schedule`); no request reaches it. */
  scheduled: boolean;
  /** Its `config.schedule`, for the local scheduler (scheduler.ts). */
  schedule?: string;
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export const loadFunctions = async (directory: string): Promise<FunctionRoute[]> => {
  const entries = await readdir(directory, { withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.(ts|mts|js|mjs)$/.test(entry.name) && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(join(directory, file)).href)) as { default: Handler; config?: Config };
      if (typeof module.default !== 'function') throw new Error(`netlify/functions/${file} has no default export`);
      const config = (module.config ?? {}) as Config & { method?: string | string[]; preferStatic?: boolean; schedule?: string };
      const name = parse(file).name;
      return {
        name,
        handler: module.default,
        // Every request is tested against the paths of the functions before its own: each test must be cheap (path-pattern.ts).
        patterns: asList(config.path).map((path) => pathPattern(path)),
        excluded: asList(config.excludedPath).map((path) => pathPattern(path)),
        methods: config.method === undefined ? undefined : asList(config.method).map((method) => method.toUpperCase()),
        preferStatic: config.preferStatic === true,
        background: name.endsWith('-background'),
        scheduled: typeof config.schedule === 'string',
        ...(typeof config.schedule === 'string' ? { schedule: config.schedule } : {}),
      };
    }),
  );
};

export interface FunctionMatch {
  route: FunctionRoute;
  params: Record<string, string>;
}

/** The function a request goes to: by its custom path, or by `/.netlify/functions/<name>`. */
export const matchFunction = (routes: FunctionRoute[], pathname: string, method: string): FunctionMatch | undefined => {
  const direct = /^\/\.netlify\/functions\/([^/]+)\/?$/.exec(pathname);
  if (direct) {
    const route = routes.find((candidate) => candidate.name === direct[1] && !candidate.scheduled);
    return route ? { route, params: {} } : undefined;
  }
  for (const route of routes) {
    if (route.scheduled) continue;
    if (route.methods && !route.methods.includes(method)) continue;
    if (route.excluded.some((excluded) => excluded.test(pathname))) continue;
    for (const candidate of route.patterns) {
      const params = candidate.exec(pathname);
      if (params) return { route, params };
    }
  }
  return undefined;
};
