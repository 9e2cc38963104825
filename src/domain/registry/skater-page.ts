/**
 * A skater's public page and a club's: their addresses and texts, without the schema library so
 * islands import them cheaply (docs/rules.md#skater-and-club-pages).
 */

/** A skater's own page: one page for every skater, which reads the public answer for the id in its address. */
export const skaterPath = (id: string): string => `/skater/${encodeURIComponent(id)}`;
