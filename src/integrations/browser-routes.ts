/**
 * The browser's copy of the route declarations. A page's script calls a route through its
 * declaration (src/lib/client/), and needs only the route's method and path; the declaration's
 * schemas (zod) and texts would add tens of kilobytes to every public page that calls the API. So
 * in the production build of the browser's scripts, each `*.routes.ts` module is replaced by its
 * exports with every route reduced to `{ method, path }` (and what the client reads of it besides,
 * `CLIENT_KEYS`) and everything else that is not plain data
 * (a schema) left out: a page that imported a schema from a declaration fails to build, by name.
 * The server, the prerendered pages, development and the tests read the declarations whole, and
 * there the client checks every answer against its declared schema.
 */
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const ROUTES_FILE = /\.routes\.ts$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

const isRoute = (value: Record<string, unknown>): boolean =>
  typeof value.method === 'string' && typeof value.path === 'string' && isPlainObject(value.answers);

/**
 * What the client reads of a declaration besides its method and path, when the route has it:
 * `signsIn` (a 401 of it is no ended session), `partOf` and `itemsAt` (which item's version a write
 * carries, where a list's items are written: src/lib/client/versions.ts).
 */
const CLIENT_KEYS = ['signsIn', 'partOf', 'itemsAt'] as const;

/**
 * What the browser keeps of an export: a route's method and path and its `CLIENT_KEYS`, plain data
 * as it is, nothing of a schema or a function.
 */
export const lighten = (value: unknown): unknown => {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  if (Array.isArray(value)) {
    const items = value.map(lighten);
    return items.includes(undefined) ? undefined : items;
  }
  if (!isPlainObject(value)) return undefined;
  if (isRoute(value)) {
    const kept = CLIENT_KEYS.filter((key) => value[key] !== undefined).map((key) => [key, value[key]] as const);
    return { method: value.method, path: value.path, ...Object.fromEntries(kept) };
  }
  const entries = Object.entries(value).map(([key, item]) => [key, lighten(item)] as const);
  return entries.some(([, item]) => item === undefined) ? undefined : Object.fromEntries(entries);
};

/** The module the browser gets for a declarations file, from its exports as Node reads them. */
export const browserModule = (exports: Readonly<Record<string, unknown>>): string =>
  Object.entries(exports)
    .map(([name, value]) => [name, lighten(value)] as const)
    .filter(([, light]) => light !== undefined)
    .map(([name, light]) => `export const ${name} = ${JSON.stringify(light)};`)
    .join('\n');

export const browserRoutes = (): Plugin => ({
  name: 'browser-routes',
  apply: 'build',
  enforce: 'pre',
  async load(id, options) {
    const file = id.split('?')[0] ?? id;
    const forBrowser = this.environment === undefined ? options?.ssr !== true : this.environment.config.consumer === 'client';
    if (!forBrowser || !ROUTES_FILE.test(file)) return null;
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    return browserModule(exports);
  },
});
