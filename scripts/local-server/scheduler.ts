/**
 * Runs the scheduled functions (`config.schedule`) on their schedule, as Netlify does: once a
 * minute it checks which are due and runs them. Schedules are Netlify's: `@hourly`, `@daily`,
 * `@weekly`, `@monthly`, `@yearly` or a five-field cron expression of numbers, `*`, lists and
 * steps (`*\/15`), in UTC.
 */
import type { FunctionRoute } from './functions.ts';

const NAMED: Record<string, string> = {
  '@hourly': '0 * * * *',
  '@daily': '0 0 * * *',
  '@weekly': '0 0 * * 0',
  '@monthly': '0 0 1 * *',
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
};

const fieldMatches = (field: string, value: number): boolean =>
  field.split(',').some((part) => {
    const [range = '*', step = '1'] = part.split('/');
    const every = Number(step);
    if (range === '*') return value % every === 0;
    const [low, high = low] = range.split('-').map(Number);
    return low !== undefined && high !== undefined && value >= low && value <= high && (value - low) % every === 0;
  });

/** Whether `schedule` is due in the minute of `at` (UTC). */
export const isDue = (schedule: string, at: Date): boolean => {
  const fields = (NAMED[schedule.trim()] ?? schedule).trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`Unsupported schedule "${schedule}"`);
  const values = [at.getUTCMinutes(), at.getUTCHours(), at.getUTCDate(), at.getUTCMonth() + 1, at.getUTCDay()];
  return fields.every((field, index) => fieldMatches(field, values[index] as number));
};

/** Runs one function as Netlify runs a scheduled one: a POST with the next run in the body. */
export const runScheduled = async (route: FunctionRoute): Promise<Response> =>
  route.handler(
    new Request(`http://localhost/.netlify/functions/${route.name}`, { method: 'POST', body: JSON.stringify({ next_run: null }) }),
    {
      params: {},
      ip: '127.0.0.1',
      waitUntil: () => undefined,
    },
  );

const MINUTE = 60_000;

/** Checks every minute; answers a function that stops it. */
export const startScheduler = (routes: FunctionRoute[], now: () => Date = () => new Date()): (() => void) => {
  const scheduled = routes.filter((route) => route.scheduled && route.schedule);
  let checked = Math.floor(now().getTime() / MINUTE);
  const tick = () => {
    const current = Math.floor(now().getTime() / MINUTE);
    // Every minute since the last check, so a late timer misses nothing.
    for (let minute = checked + 1; minute <= current; minute += 1) {
      for (const route of scheduled) {
        if (!isDue(route.schedule ?? '', new Date(minute * MINUTE))) continue;
        runScheduled(route).catch((error: unknown) =>
          console.error(`[scheduled] ${route.name} failed:`, error instanceof Error ? error.message : error),
        );
      }
    }
    checked = current;
  };
  const timer = setInterval(tick, MINUTE);
  timer.unref();
  return () => clearInterval(timer);
};
