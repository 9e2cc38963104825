/**
 * What a call of a declared route takes and answers, read from the declaration's types: the
 * path's parameters from its `:names`, the body and query from their schemas, the answer from the
 * schema of its first successful status.
 */
import type { z } from 'zod';
import type { ApiRoute } from '#domain/common/api-route.ts';

/** `'/api/events/:id/results/:raceId'` → `'id' | 'raceId'`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsInput<R extends ApiRoute> = [ParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<R['path']>, string> };

/** A query's values as a browser sends them: text, or a number written out; unset ones are left out. */
export type QueryValues<Q extends z.ZodType> = { [K in keyof z.input<Q>]?: string | number | undefined };

type QueryInput<R extends ApiRoute> = R extends { query: infer Q extends z.ZodType } ? { query?: QueryValues<Q> } : { query?: undefined };

type BodyInput<R extends ApiRoute> = R extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: undefined };

/** What a call of `R` is given. */
export type CallInput<R extends ApiRoute> = ParamsInput<R> & QueryInput<R> & BodyInput<R>;

/** True when a call of `R` needs nothing (no parameter, no body): its input may be left out. */
export type NeedsNothing<R extends ApiRoute> = [ParamNames<R['path']>] extends [never]
  ? R extends { body: z.ZodType }
    ? false
    : true
  : false;

type SchemaOf<A> = A extends { schema: infer S extends z.ZodType } ? z.output<S> : never;

/**
 * The answer's type: the schema of its 200, else 201, else 202. A route whose answer has no
 * schema (a file) answers `never`: it is a download, linked with `routeUrl`, not called.
 */
export type AnswerOf<R extends ApiRoute> = R['answers'] extends { 200: infer A }
  ? SchemaOf<A>
  : R['answers'] extends { 201: infer A }
    ? SchemaOf<A>
    : R['answers'] extends { 202: infer A }
      ? SchemaOf<A>
      : never;
