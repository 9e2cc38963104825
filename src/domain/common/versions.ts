/**
 * Texts of optimistic concurrency: what an admin reads when the item a form was opened on has
 * been changed by someone else since.
 */
import { formatDate, formatTime, zoneName } from './dates.ts';

/** Who, when the last change has no account (a public form, a scheduled job, a record older than versions). */
export const UNKNOWN_AUTHOR = 'someone else';

/** When, for a record older than versions. */
export const UNKNOWN_TIME = 'an earlier time';

/** "11:30 am IST on 7 February 2027": the time first, since the sentence says "at". */
const timeOfChange = (iso: string | undefined): string => {
  if (iso === undefined || Number.isNaN(new Date(iso).getTime())) return UNKNOWN_TIME;
  return `${formatTime(iso)} ${zoneName(new Date(iso))} on ${formatDate(iso)}`;
};

/** The refusal of a write made on a form opened before someone else's change. */
export const staleEditText = (name: string | undefined, at: string | undefined): string =>
  `This item was changed by ${name ?? UNKNOWN_AUTHOR} at ${timeOfChange(at)}. Reload to see the change.`;

/** The action beside that message. */
export const RELOAD_LABEL = 'Reload';

/** After the Reload action: the form shows the item as it is now. */
export const RELOADED_TEXT = 'Reloaded: the form shows the item as it is now. Make your change again and save.';

/** When the item could not be read again (deleted meanwhile, or no connection). */
export const RELOAD_FAILED_TEXT = 'The item could not be read again: reload the page to see the list as it is now.';
