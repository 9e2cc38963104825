/** The query of every paged list route (?page, ?pageSize, ?q); routes extend it with their filters. */
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '#config/paging.ts';
import { listQueryMessages, PAGE_MAX, SEARCH_MAX } from './list-query.ts';

/** A whole number within bounds, given as text in the query; the digits are checked before they are read. */
export const wholeNumber = (message: string, min: number, max: number, fallback: number) =>
  z
    .string({ error: message })
    .max(String(max).length, { error: message, abort: true })
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message)
    .optional()
    .transform((value) => value ?? fallback);

export const listQuerySchema = z.object({
  page: wholeNumber(listQueryMessages.page, 1, PAGE_MAX, 1),
  pageSize: wholeNumber(listQueryMessages.pageSize, 1, PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT),
  q: z
    .string()
    .max(SEARCH_MAX, { error: listQueryMessages.search, abort: true })
    .optional()
    .transform((value) => (value ?? '').trim()),
});
export type ListQuery = z.output<typeof listQuerySchema>;

/** An optional filter naming one of `options` ('' or missing: no filter). */
export const optionFilter = <T extends readonly [string, ...string[]]>(name: string, options: T) =>
  z
    .union([z.enum(options, { error: listQueryMessages.filter(name, options) }), z.literal('')], {
      error: listQueryMessages.filter(name, options),
    })
    .optional()
    .transform((value) => value ?? '');
