/** Turns what a failed API call threw into the detail the seed's error texts show. */
import { ApiError, UnexpectedFormatError } from './api-client';

/** "status and response text" for ApiError, the message otherwise. */
export const errorDetail = (error: unknown): string => {
  if (error instanceof ApiError) return error.detail;
  if (error instanceof Error) return error.message;
  return String(error);
};

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export const isUnexpectedFormat = (error: unknown): error is UnexpectedFormatError => error instanceof UnexpectedFormatError;

/** The `message` of the server's JSON error body, if it had one. */
const serverMessage = (error: ApiError): string | undefined => {
  try {
    const body = JSON.parse(error.body) as { message?: unknown };
    return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
  } catch {
    return undefined;
  }
};

/** A form's failure text: the server's errors joined by commas, else its message, else `fallback`. */
export const serverErrorText = (error: unknown, fallback: string, networkText: string): string => {
  if (error instanceof ApiError) {
    if (error.errors.length > 0) return error.errors.join(', ');
    return serverMessage(error) ?? fallback;
  }
  return networkText;
};
