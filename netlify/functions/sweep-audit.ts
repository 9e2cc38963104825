/**
 * Daily: deletes audit log entries older than `AUDIT_RETENTION_DAYS` (two years unless set). A
 * scheduled function has no URL, so the log still cannot be changed through the API.
 */
import { sweepOldEntries } from './_shared/audit/retention.ts';

export default async (): Promise<Response> => {
  const deleted = await sweepOldEntries();
  console.log(`[sweep-audit] deleted ${deleted} entries past the retention time`);
  return new Response(null, { status: 204 });
};

export const config = { schedule: '@daily' };
