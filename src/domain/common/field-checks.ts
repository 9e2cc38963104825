/**
 * The checks a browser can make before sending, in the server's own words: the same patterns as
 * the schemas (fields.ts), so "12345" or "rohit@gmail" is marked on its field at once instead of
 * failing on the server after a round trip.
 */
import { EMAIL_PATTERN, EMAIL_URL_CHARACTERS, normalizeIndianMobile } from './fields.ts';

/** Why a phone number would be refused, or '' when it is fine (or empty: `required` says that). */
export const mobileProblem = (value: string, label = 'Phone number'): string =>
  value.trim() === '' || normalizeIndianMobile(value.trim()) !== null ? '' : `${label} must be a 10-digit Indian mobile number`;

/** Why an e-mail address would be refused (it needs a real domain, "gmail.com" rather than "gmail"), or ''. */
export const emailProblem = (value: string, label = 'E-mail'): string => {
  const typed = value.trim();
  if (typed === '') return '';
  if (EMAIL_URL_CHARACTERS.test(typed)) return `${label} must not contain ?, &, % or =`;
  return EMAIL_PATTERN.test(typed) ? '' : `${label} must be a valid e-mail address`;
};

/**
 * The server's messages, each given to the field its label names ("Phone number must be …" goes
 * to the phone field); messages no label starts stay for the form as a whole.
 */
export const messagesByField = <F extends string>(
  messages: readonly string[],
  labels: Readonly<Record<F, string>>,
): { fields: Partial<Record<F, string>>; rest: string[] } => {
  const fields: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  // Longer labels first, so "Parent's name" is not taken for "Name".
  const byLength = (Object.entries(labels) as [F, string][]).sort((a, b) => b[1].length - a[1].length);
  for (const message of messages) {
    const field = byLength.find(([, label]) => message.toLowerCase().startsWith(label.toLowerCase()))?.[0];
    if (field === undefined) rest.push(message);
    else fields[field] ??= message;
  }
  return { fields, rest };
};
