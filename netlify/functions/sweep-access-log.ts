/**
 * Daily: deletes access-log entries older than a year. A scheduled function has no URL: Netlify
 * runs it on its schedule, the local server on the same schedule, and
 * `npm run scheduled -- sweep-access-log` at once.
 */
import { sweepAccessLog } from './_shared/security/access-log.ts';

export default async (): Promise<Response> => {
  const deleted = await sweepAccessLog();
  console.log(`[sweep-access-log] deleted ${deleted} access-log entries older than a year`);
  return new Response(null, { status: 204 });
};

export const config = { schedule: '@daily' };
