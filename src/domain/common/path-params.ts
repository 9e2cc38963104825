/**
 * The parameters of a route's path. Its own module, free of zod: the functions' validation reads it
 * without loading the route schemas before @hono/zod-openapi has extended zod (scripts/openapi.ts).
 */

/** The names of a path's parameters: `/api/events/:id/results/:raceId` → `['id', 'raceId']`. */
export const paramNamesOf = (path: string): string[] =>
  path
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => part.slice(1));
