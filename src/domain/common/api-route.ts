/**
 * A route of the API declared once, as data both sides read: its method and path, who may call it,
 * what it takes (body, query) and what it answers, each with its schema. The function that serves
 * it attaches its handler and server options to this declaration (netlify/functions/_shared/
 * platform/hono/app.ts); the OpenAPI document, the route tables of the tests and the README's
 * reference are generated from it; the browser's client can take its path and types from it.
 */
import { z } from 'zod';
import type { Role } from '#domain/committee/account.ts';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it. A list of roles lets any of them in; 'signed-in' is any admin; 'family' is a
 * parent signed in by e-mail (never an admin); 'coach' a club's coach signed in by e-mail (never an
 * admin nor a family).
 */
export type RouteAccess = 'public' | 'signed-in' | 'family' | 'coach' | Role | readonly Role[];

export interface RouteAnswer {
  description: string;
  /** The JSON body's schema; none for an answer whose body the description says (a file). */
  schema?: z.ZodType;
}

export interface ApiRoute {
  method: RouteMethod;
  /** As Netlify's `config.path` writes it: `/api/contact/:id` (`:id` is checked as an id; any other `:name` is text). */
  path: string;
  access: RouteAccess;
  /** One line, for the reference: what the route does. */
  summary: string;
  /** What the path's `:id` names, for its 404 ("Message not found.") when it names nothing. */
  record?: string;
  /**
   * What the path's other ids name (`{ raceId: 'Race' }`), each checked after `:id` as `:id` is (404
   * "Race not found."). A parameter named neither here nor `:id` (a certificate's `:code`) reaches
   * the handler as written, for it to check.
   */
  params?: Readonly<Record<string, string>>;
  /** The route signs in: its 401 refuses the name and password sent, it does not mean a session has ended. */
  signsIn?: true;
  /**
   * The route writes a part of an item (a club's member, a championship's race): the item's path
   * (`/api/associative-club/:id`), whose version the write carries as If-Match and keeps from its
   * answer, as the server checks the part's write against the whole item. On a POST, the part is
   * added to that item (a POST otherwise makes a new item, which has no version yet).
   */
  partOf?: string;
  /**
   * A list whose items are written at another address than the list's own (an event's entries are
   * `/api/entries/{id}`): that address, each item at `{itemsAt}/{its _id}`, where the version the
   * list gives the item is kept for its next write.
   */
  itemsAt?: string;
  body?: z.ZodType;
  query?: z.ZodType;
  /** The successful answers by status (a 304 or 303 too, when the route gives one, or a 301); the error answers (`{message, errors?}`) are added for every route. */
  answers: Partial<Record<200 | 201 | 202 | 204 | 301 | 303 | 304, RouteAnswer>>;
}

/** A declaration, kept with its literal types (so a handler's input is typed from its schemas). */
export const apiRoute = <const R extends ApiRoute>(route: R): R => route;

/** The answer of a change that returns only its confirmation. */
export const messageAnswerSchema = z.object({ message: z.string() });

/** Every error answer of the API. */
export const errorAnswerSchema = z.object({ message: z.string(), errors: z.array(z.string()).optional() });
