/**
 * Input checks of a declared route, with the API's own answers: a path id that cannot name a record
 * is 404 (the record's noun: "Message not found."; `:id` and the ids the declaration's `params` names), a query or body a schema refuses is 400 with the
 * first problem in plain words and `errors` listing each (http.ts `invalidInput`, as `readJson` has
 * always answered), a body that is not JSON 415, broken JSON 400, too big 413. The query is read as
 * the hand routes read it (a repeated parameter: its last value), the body through `readJsonValue`.
 * What passes is handed to the handler as Hono's validated data (`c.req.valid('json')`).
 */
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { idSchema } from '#domain/common/fields.schema.ts';
import type { ApiRoute } from '#domain/common/api-route.ts';
import { paramNamesOf } from '#domain/common/path-params.ts';
import { invalidInput, notFound, readJsonValue } from '#shared/platform/http.ts';

/**
 * Zod's verdict on any input, as the API answers it: the check behind the declared routes' query
 * and body. It has the signature of @hono/zod-openapi's `defaultHook`: given to an OpenAPIHono app,
 * a zod failure there gets the same 400 (that app's own checks of the media type and of broken
 * JSON answer in their own words, which is why the declared routes read the body themselves).
 */
export const defaultHook = (result: { success: true } | { success: false; error: z.ZodError }): undefined => {
  if (!result.success) throw invalidInput(result.error);
  return undefined;
};

const checked = <S extends z.ZodType>(schema: S, data: unknown): z.output<S> => {
  const result = schema.safeParse(data);
  defaultHook(result);
  return (result as { data: z.output<S> }).data;
};

/** The checks a declaration asks for, in the order the hand routes made them: the path's ids, the query, the body. */
export const validatorsOf = (route: ApiRoute): MiddlewareHandler[] => {
  const checks: MiddlewareHandler[] = [];
  const names = paramNamesOf(route.path);
  if (names.length > 0) {
    // `:id` first, then the others in the declaration's order: the order the hand routes read them.
    const ids = [...(names.includes('id') ? [['id', route.record ?? 'Record'] as const] : []), ...Object.entries(route.params ?? {})];
    checks.push(async (c, next) => {
      // In the path's order, whatever order the router keeps them in: an answer that echoes them is the same bytes.
      const written = c.req.param() as Record<string, string>;
      const params: Record<string, string> = Object.fromEntries(names.map((name) => [name, written[name] ?? '']));
      for (const [name, what] of ids) {
        const id = idSchema.safeParse(params[name]);
        if (!id.success) throw notFound(what);
        params[name] = id.data;
      }
      c.req.addValidatedData('param', params);
      await next();
    });
  }
  const { query, body } = route;
  if (query) {
    checks.push(async (c, next) => {
      c.req.addValidatedData('query', checked(query, Object.fromEntries(new URL(c.req.url).searchParams)) as object);
      await next();
    });
  }
  if (body) {
    checks.push(async (c, next) => {
      c.req.addValidatedData('json', checked(body, await readJsonValue(c.req.raw)) as object);
      await next();
    });
  }
  return checks;
};
