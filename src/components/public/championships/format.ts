/** Dates and times of the championship pages: the site's one style, in the association's time zone. */
export { formatDateTime as dateTimeText } from '#domain/common/dates.ts';
