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
import { idSchema } from '#domain/common/fields.schema.ts';
import { site } from '#config/site.ts';
import { idParamsOf } from './validation.ts';

/** The access of a route in the words of the docs (as the README's "Who" column writes it). */
export const whoOf = (access: RouteAccess): string => {
  if (typeof access !== 'string') return access.join(' or ');
  return access === 'signed-in' ? 'any admin' : access;
};

/** `/api/contact/:id` → `/api/contact/{id}` (OpenAPI's form). */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

/** The errors a route can answer, by what it declares (`errorSchema`: the one error shape, registered once). */
const errorsOf = (route: ApiRoute, errorSchema: z.ZodType) => {
  const error = (description: string) => ({ description, ...json(errorSchema) });
  return {
    ...(route.body || route.query ? { 400: error('The input is refused: `message` names the first problem, `errors` each.') } : {}),
    ...(route.access === 'public'
      ? {}
      : { 401: error('Not signed in.'), 403: error(`Signed in with a role that may not: ${whoOf(route.access)} only.`) }),
    ...(idParamsOf(route).length > 0
      ? {
          404: error(
            idParamsOf(route)
              .map(({ name, what }) => `${name === 'id' ? (route.record ?? 'The record') : what} not found.`)
              .join(' '),
          ),
        }
      : {}),
    ...(route.body ? { 413: error('The request is too large.'), 415: error('The body is not JSON.') } : {}),
    default: error('Any other error, in the same shape.'),
  };
};

/** Every parameter of the path: an id where the declaration checks one (validation.ts), else text. */
const pathParamsOf = (route: ApiRoute) => {
  const names = [...route.path.matchAll(/:(\w+)/g)].map(([, name = '']) => name);
  if (names.length === 0) return undefined;
  const ids = new Set(idParamsOf(route).map(({ name }) => name));
  return z.object(Object.fromEntries(names.map((name) => [name, ids.has(name) ? idSchema : z.string()])));
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
        ...(pathParamsOf(route) ? { params: pathParamsOf(route) } : {}),
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
