/** Card previews: the text cut to a length plus an ellipsis. */
export const preview = (text: string, length: number): string => (text.length > length ? `${text.slice(0, length)}...` : text);

/** Dates in long US format, as the original site shows them ("November 21, 2026"). */
export const longUsDate = (isoDate: string): string => {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? isoDate
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
};
