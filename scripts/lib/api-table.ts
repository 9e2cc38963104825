/**
 * The README's API table is read by people; the route declarations of the functions are what the
 * server does. This compares the two on what both state: every method and path a function serves
 * must have one row, every row must be a route that exists, and the row's "Who" must be the access
 * the route declares beside its handler (platform/router.ts reads it back, as the roles test does).
 * The body and answer columns stay hand-written: they explain, and the API tests hold them to it.
 *
 * A "Who" cell is the declared access in words (`public`, `any admin`, `editor`, `registrar`,
 * `owner`, `editor or registrar`), optionally followed by a remark after a comma or in brackets
 * (`public, limited`). Paths are written with `{id}` where the declarations have `:id`; a query
 * after `?` is a remark.
 */
import type { Problem } from './citations.ts';

export interface DeclaredRoute {
  method: string;
  path: string;
  access: string | readonly string[] | undefined;
}

export interface TableRow {
  line: number;
  method: string;
  /** As the declarations write it (`/api/news/:id`). */
  path: string;
  who: string;
  text: string;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The access a route declares, in the words of the table. */
export const whoOf = (access: DeclaredRoute['access']): string => {
  if (access === undefined) return 'undeclared';
  if (typeof access !== 'string') return access.join(' or ');
  return access === 'signed-in' ? 'any admin' : access;
};

const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

/** `/api/news/{id}?w=` → `/api/news/:id`. */
const declaredForm = (path: string): string =>
  (path.replaceAll('`', '').split('?')[0] ?? '').replace(/\{(\w+)\}/g, (_whole, name: string) => `:${name}`);

/** The rows of the table under the README's API heading ("## API", perhaps followed by a remark), until the next "## " heading. */
export const parseApiTable = (markdown: string): TableRow[] => {
  const rows: TableRow[] = [];
  let inApi = false;
  markdown.split('\n').forEach((line, index) => {
    if (/^## /.test(line)) inApi = /^## API(?: |$)/.test(line.trim());
    if (!inApi || !line.trimStart().startsWith('|')) return;
    const [method = '', path = '', who = ''] = cellsOf(line);
    if (!METHODS.has(method)) return;
    rows.push({ line: index + 1, method, path: declaredForm(path), who, text: `${method} ${path}` });
  });
  return rows;
};

const keyOf = (method: string, path: string) => `${method} ${path}`;

/** Whether a "Who" cell states the access: exactly, or followed by a remark. */
const statesAccess = (cell: string, who: string): boolean => cell === who || cell.startsWith(`${who}, `) || cell.startsWith(`${who} (`);

/** Where the table and the declarations disagree: missing rows, rows of no route, a wrong "Who", a row twice. */
export const compareApiTable = (file: string, rows: readonly TableRow[], routes: readonly DeclaredRoute[]): Problem[] => {
  const problems: Problem[] = [];
  const declared = new Map(routes.map((route) => [keyOf(route.method, route.path), route]));
  const seen = new Set<string>();
  for (const row of rows) {
    const key = keyOf(row.method, row.path);
    const route = declared.get(key);
    const report = (reason: string) => problems.push({ file, line: row.line, reason, text: row.text });
    if (seen.has(key)) report(`lists ${key} twice`);
    seen.add(key);
    if (!route) {
      report(`lists ${key}, which no function serves`);
      continue;
    }
    const who = whoOf(route.access);
    if (!statesAccess(row.who, who)) report(`says "${row.who}" may call ${key}; the route declares ${who}`);
  }
  const lastLine = rows.at(-1)?.line ?? 1;
  for (const route of routes) {
    const key = keyOf(route.method, route.path);
    if (seen.has(key)) continue;
    problems.push({
      file,
      line: lastLine,
      reason: `has no row for ${key} (${whoOf(route.access)}), which a function serves`,
      text: key,
    });
  }
  return problems;
};
