/**
 * The sort keys the collections' indexes share (store/collections.ts, publish/skater-visibility.ts).
 */

/** Dated lists are kept by creation time (ISO strings sort as times). */
export const byCreation = (record: { createdAt: string }) => record.createdAt;

/** Names sort without regard to case (plain code-unit order after folding; accents sort after z). */
export const byName = (name: string) => name.trim().toLowerCase();
