/** GET /api/openapi.json: the OpenAPI document of the declared routes, as `npm run openapi` wrote it (docs/openapi.json). */
import { openApiRoutes } from '#domain/common/openapi.routes.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';
// Netlify bundles the document from outside the source folders; it has no alias (docs/ is not code).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import document from '../../docs/openapi.json' with { type: 'json' };

const app = apiFunction().on(openApiRoutes.document, {}, async () => json(document, { cache: 'public-short' }));

export default serve(app);

export const config = { path: '/api/openapi.json' };
