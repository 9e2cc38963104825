/**
 * The OpenAPI document of the declared routes, made from their declarations alone: each operation
 * has its summary, who may call it (in words and as `x-access`), its path id, query and body with
 * their schemas, its answers with theirs, and the one error shape. scripts/openapi.ts writes it to
 * docs/openapi.json (with a readable reference, docs/api-reference.md); GET /api/openapi.json serves
 * that file; scripts/check-docs.ts fails when either is not what the declarations make.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorAnswerSchema, type ApiRoute, type RouteAccess } from '#domain/common/api-route.ts';
import { paramNamesOf } from '#domain/common/path-params.ts';
import { idSchema } from '#domain/common/fields.schema.ts';
import { site } from '#config/site.ts';

/** The access of a route in the words of the docs (as the README's "Who" column writes it). */
export const whoOf = (access: RouteAccess): string => {
  if (typeof access !== 'string') return access.join(' or ');
  return access === 'signed-in' ? 'any admin' : access;
};

/** `/api/contact/:id` → `/api/contact/{id}` (OpenAPI's form). */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

/** What a path's 404 names: its `:id`'s record, then its other ids' ("Event or Race"). */
const notFoundOf = (route: ApiRoute): string => {
  const named = [...(route.path.includes('/:id') && route.record ? [route.record] : []), ...Object.values(route.params ?? {})];
  return named.length > 0 ? named.join(' or ') : 'The record';
};

/** The path's parameters: its ids with the id's schema, any other as text (a certificate's code). */
const paramsOf = (route: ApiRoute) => {
  const names = paramNamesOf(route.path);
  if (names.length === 0) return {};
  const ids = new Set(['id', ...Object.keys(route.params ?? {})]);
  return { params: z.object(Object.fromEntries(names.map((name) => [name, ids.has(name) ? idSchema : z.string()]))) };
};

/** The errors a route can answer, by what it declares (`errorSchema`: the one error shape, registered once). */
const errorsOf = (route: ApiRoute, errorSchema: z.ZodType) => {
  const error = (description: string) => ({ description, ...json(errorSchema) });
  return {
    ...(route.body || route.query ? { 400: error('The input is refused: `message` names the first problem, `errors` each.') } : {}),
    ...(route.access === 'public'
      ? {}
      : { 401: error('Not signed in.'), 403: error(`Signed in with a role that may not: ${whoOf(route.access)} only.`) }),
    ...(route.path.includes('/:') ? { 404: error(`${notFoundOf(route)} not found.`) } : {}),
    ...(route.body ? { 413: error('The request is too large.'), 415: error('The body is not JSON.') } : {}),
    default: error('Any other error, in the same shape.'),
  };
};

export const openApiDocument = (routes: readonly ApiRoute[]) => {
  const app = new OpenAPIHono();
  const errorSchema = app.openAPIRegistry.register('Error', errorAnswerSchema);
  for (const route of routes) {
    const answers = Object.fromEntries(
      Object.entries(route.answers).map(([status, { description, schema }]) => [status, { description, ...(schema ? json(schema) : {}) }]),
    );
    app.openAPIRegistry.registerPath({
      method: route.method.toLowerCase() as 'get',
      path: openApiPath(route.path),
      summary: route.summary,
      description: `Who may call it: ${whoOf(route.access)}.`,
      tags: [route.path.split('/')[2] ?? 'api'],
      'x-access': route.access,
      request: {
        ...paramsOf(route),
        ...(route.query ? { query: route.query as z.ZodObject } : {}),
        ...(route.body ? { body: { required: true, ...json(route.body) } } : {}),
      },
      responses: { ...answers, ...errorsOf(route, errorSchema) },
    });
  }
  return app.getOpenAPIDocument({
    openapi: '3.0.3',
    info: {
      title: `${site.name}: API`,
      version: '1',
      description: 'The routes declared with their schemas (netlify/functions/_shared/platform/hono/app.ts).',
    },
  });
};
