/** Dates and times of the championship pages, in the association's locale and the visitor's time zone. */
import { site } from '#config/site.ts';

export const dateTimeText = (iso: string): string =>
  new Intl.DateTimeFormat(site.locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
