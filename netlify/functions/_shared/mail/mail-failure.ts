/** How a letter that was not sent is told in logs and records: its reason, short and without addresses. */

/** The reason a send failed, cut short: a mail server's answer can be long. */
export const failureReason = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/** A server's answer may quote the recipient's address: every word holding an @ is replaced. */
export const withoutAddresses = (text: string): string =>
  text
    .split(' ')
    .map((word) => (word.includes('@') ? '[address]' : word))
    .join(' ');
