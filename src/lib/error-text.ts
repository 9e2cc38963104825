/** The one way from a failed API call (or no answer at all) to the text a screen shows. */
import { ApiError } from './client/errors.ts';

/** "status and response text" for ApiError, the message otherwise: the detail of 'Failed to load news. Error: …'. */
export const errorDetail = (error: unknown): string => {
  if (error instanceof ApiError) return error.detail;
  if (error instanceof Error) return error.message;
  return String(error);
};

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export const SESSION_ENDED = 'Your session has ended: please sign in again.';

/** Refusals whose message says what to change (invalid input, duplicate, too large, wrong type, too many). */
const EXPLAINED = new Set([400, 409, 413, 415, 429]);

/** The `message` of the server's JSON answer, when it had a non-empty one. */
const serverMessage = (error: ApiError): string | undefined => {
  const message = (error.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
};

/** The server's reasons for refusing: its list of errors, else its message where that explains the refusal. */
export const serverReasons = (error: unknown): string => {
  if (!(error instanceof ApiError)) return '';
  if (error.errors.length > 0) return error.errors.join(', ');
  return EXPLAINED.has(error.status) ? (serverMessage(error) ?? '') : '';
};

export interface FailureTexts {
  /** The screen's text when the server refused (the original 'Failed to …' texts). */
  failed: string;
  /** The screen's text when no answer came (the original 'Error …' texts); `failed` unless given. */
  network?: string;
  /**
   * How the server's reasons are shown: after `failed` (admin screens, 'Failed to save the news.
   * Title is required'), or instead of it (public forms, whose visitors need only the reason).
   */
  reasons?: 'after' | 'instead';
  /** The server's own words in the page's language, where it has them (`Messages.server`). */
  server?: (message: string) => string;
}

/** The text a screen shows for any failure of an API call. */
export const failureText = (
  error: unknown,
  { failed, network = failed, reasons = 'after', server = (text) => text }: FailureTexts,
): string => {
  if (!(error instanceof ApiError)) return network;
  if (reasons === 'instead') {
    return error.errors.length > 0 ? error.errors.map(server).join(', ') : server(serverMessage(error) ?? failed);
  }
  if (error.status === 401) return `${failed} ${SESSION_ENDED}`;
  const why = serverReasons(error);
  return why ? `${failed} ${why}` : failed;
};
