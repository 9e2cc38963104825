/** The API's own reference: the OpenAPI document of the declared routes. */
import { z } from 'zod';
import { apiRoute } from './api-route.ts';

export const openApiRoutes = {
  document: apiRoute({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'The OpenAPI document of the routes declared with their schemas (docs/openapi.json).',
    answers: { 200: { description: 'An OpenAPI 3.0 document.', schema: z.looseObject({ openapi: z.string() }) } },
  }),
};
