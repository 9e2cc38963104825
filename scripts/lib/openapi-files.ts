/**
 * The files made from the route declarations: docs/openapi.json (the OpenAPI document, served as
 * GET /api/openapi.json) and docs/api-reference.md (the same, for people to read). Both are
 * formatted as the repository's prettier would, so `npm run check` and the generator agree.
 */
import { format, resolveConfig } from 'prettier';
import type { ApiRoute } from '#domain/common/api-route.ts';
import { declarationsOf } from '#shared/platform/hono/app.ts';
import { openApiDocument, openApiPath, whoOf } from '#shared/platform/hono/openapi.ts';
import type { FunctionRoute } from '#scripts/local-server/functions.ts';

export const OPENAPI_FILE = 'docs/openapi.json';
export const REFERENCE_FILE = 'docs/api-reference.md';

/** Every declared route of the loaded functions, function by function (alphabetical, as they load). */
export const declaredRoutesOf = (functions: readonly FunctionRoute[]): ApiRoute[] => functions.flatMap((fn) => declarationsOf(fn.handler));

/** A table cell: one line, its pipes escaped. */
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

const referenceOf = (routes: readonly ApiRoute[]): string => {
  const rows = routes.map((route) => {
    const answers = Object.entries(route.answers)
      .map(([status, { description }]) => `${status} ${description}`)
      .join(' ');
    return `| ${route.method} | \`${openApiPath(route.path)}\` | ${whoOf(route.access)} | ${cell(route.summary)} | ${cell(answers)} |`;
  });
  return [
    '# API reference (generated)',
    '',
    'Written by `npm run openapi` from the route declarations (`src/domain/*/*.routes.ts`, served by',
    '`netlify/functions/_shared/platform/hono/app.ts`); `npm run check:docs` fails when it is not',
    'what they make. The machine-readable form is `docs/openapi.json`, also served as',
    "`GET /api/openapi.json`. Routes not declared yet are in the README's API table; how to declare",
    'one is in `docs/api-routes.md`. Every error answers `{message, errors?}`.',
    '',
    '| Method | Path | Who | What it does | Answers |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
};

/** The two files as the declarations make them, by path. */
export const generatedApiFiles = async (routes: readonly ApiRoute[], root: string): Promise<Record<string, string>> => {
  const options = (await resolveConfig(`${root}/${OPENAPI_FILE}`)) ?? {};
  return {
    [OPENAPI_FILE]: await format(JSON.stringify(openApiDocument(routes)), { ...options, parser: 'json' }),
    [REFERENCE_FILE]: await format(referenceOf(routes), { ...options, parser: 'markdown' }),
  };
};
