/**
 * GET /api/openapi.json: the document of every declared route, made from the declarations the
 * functions serve (nothing written by hand), with who may call each route and its schemas.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { endpointsOf } from '#shared/platform/hono/app.ts';
import { openApiDocument, openApiPath } from '#shared/platform/hono/openapi.ts';
import { declaredRoutesOf } from '../../scripts/lib/openapi-files.ts';
import { startApi, type Api } from './support/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.stop();
});

interface Operation {
  'x-access': unknown;
  description: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
}

it('serves the document the declarations make, listing every declared route with its access and schemas', async () => {
  const res = await api.call('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  const served = (await res.json()) as { paths: Record<string, Record<string, Operation>> };
  const routes = declaredRoutesOf(api.server.routes);
  expect(served).toEqual(JSON.parse(JSON.stringify(openApiDocument(routes))));

  const declared = api.server.routes
    .flatMap((fn) => endpointsOf(fn.handler))
    .filter((row) => routes.some((r) => r.path === row.path && r.method === row.method));
  expect(declared.length).toBeGreaterThanOrEqual(14);
  for (const row of declared) {
    const operation = served.paths[openApiPath(row.path)]?.[row.method.toLowerCase()];
    expect(operation?.['x-access'], `${row.method} ${row.path}`).toEqual(row.access);
  }
  const send = served.paths['/api/contact']?.['post'];
  expect(Object.keys(send?.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual(
    expect.arrayContaining(['email', 'subject', 'content']),
  );
  expect(served.paths['/api/contact']?.['get']?.parameters?.map((parameter) => parameter.name)).toEqual(['page', 'pageSize', 'q']);
  expect(served.paths['/api/contact/{id}']?.['delete']?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
  expect(served.paths['/api/contact/{id}']?.['delete']?.description).toBe('Who may call it: registrar.');
});
