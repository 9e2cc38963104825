/** Turns a failed API call into the seed's text, with the server's own reasons added after it. */
import { ApiError } from '../../../lib/api-client';
import { noteApiError } from '../session';

export const serverReasons = (error: unknown): string => {
  if (!(error instanceof ApiError)) return '';
  if (error.errors.length > 0) return error.errors.join(', ');
  return error.status === 400 || error.status === 409 || error.status === 413 || error.status === 415 || error.status === 429
    ? error.message
    : '';
};

/**
 * `failed` when the server answered with an error, `network` when no answer came (seed §8 pairs
 * "Failed to …" with "Error …"). Also notes a 401 so the login form comes back.
 */
export const failureText = (error: unknown, failed: string, network: string = failed): string => {
  noteApiError(error);
  if (!(error instanceof ApiError)) return network;
  if (error.status === 401) return `${failed} Your session has ended: please sign in again.`;
  const reasons = serverReasons(error);
  return reasons ? `${failed} ${reasons}` : failed;
};

/** "status and details" for the texts that carry them ('Failed to load news. Error: 500 …'). */
export const errorDetail = (error: unknown): string => {
  noteApiError(error);
  if (error instanceof ApiError) return error.detail;
  return error instanceof Error ? error.message : String(error);
};
