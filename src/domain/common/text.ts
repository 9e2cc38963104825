/** Card previews: the text cut to a length plus an ellipsis. */
export const preview = (text: string, length: number): string => (text.length > length ? `${text.slice(0, length)}...` : text);

/** The site's one date style, under the name older code knows it by (see dates.ts). */
export { formatDate as longUsDate } from './dates.ts';
