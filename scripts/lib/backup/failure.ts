/** The one line the backup and restore commands print when they fail. */
export const failureText = (error: unknown, storeLabel?: string): string => {
  if (!(error instanceof Error)) return String(error);
  // fetch() says only "fetch failed"; the reason (refused, not found, timed out) is its cause.
  if (error.message === 'fetch failed') {
    const cause = error.cause as { code?: string; message?: string } | undefined;
    return `Could not reach ${storeLabel ?? 'the store'}: ${cause?.code ?? cause?.message ?? 'no answer'}`;
  }
  return error.message;
};
