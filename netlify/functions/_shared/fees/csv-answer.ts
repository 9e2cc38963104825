/** A CSV export as a download named after what it holds and the day it was made. */
import { today } from '#domain/common/dates.ts';
import { binary } from '#shared/platform/http.ts';

export const csvAnswer = (text: string, name: string): Response =>
  binary(new TextEncoder().encode(text), 'text/csv; charset=utf-8', 'private, no-store', {
    headers: { 'Content-Disposition': `attachment; filename="${name}-${today()}.csv"` },
  });
