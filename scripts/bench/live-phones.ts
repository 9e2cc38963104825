/**
 * The load test's live phase: LIVE_PHONES simulated phones (2,000 by default) follow one
 * championship's live answer (GET /api/events/{id}/live) as the results pages do, each asking every
 * few seconds with the tag it holds (If-None-Match), while an admin saves a race's results every
 * ten seconds. Measured at the server over loopback, with no CDN in front: requests per second it
 * sees, bytes per phone per minute (headers and bodies), the share answered 304, and the p95 of the
 * answer. Printed with what the CDN's few seconds would leave the functions to answer.
 */
import { today } from '#domain/common/dates.ts';
import { LIVE_POLL_MS } from '#domain/venue/live.ts';
import { percentiles } from './harness.ts';

const PHONES = Number(process.env['LIVE_PHONES'] ?? 2_000);
/**
 * Requests in flight at once. Phones have a connection each; one process on loopback cannot open
 * 2,000 sockets to the local server at once, so the phones take turns on this many (a request's
 * time is counted from when it leaves, not while it waits its turn).
 */
const SOCKETS = Number(process.env['LIVE_SOCKETS'] ?? 128);

/** A plain semaphore: at most `limit` tasks run at once. */
const turns = (limit: number) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
};
/** What the CDN keeps the answer (LIVE_CACHE_HEADERS' s-maxage): per CDN node, the functions see one request per this. */
const CDN_SECONDS = 5;

interface Championship {
  eventId: string;
  raceIds: string[];
}

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

/** A championship on today, with three races, made through the admin API. */
const RACES = ['500 m', '1,000 m', 'Relay'];

const rules = (races: { _id?: string; name: string }[]) => ({
  entriesClose: new Date(Date.now() - 86_400_000).toISOString(),
  maxRacesPerSkater: 2,
  selectPerRace: 2,
  races: races.map((race) => ({ ...race, discipline: 'Speed Quad', ageCategory: 'Sub Junior', gender: 'Open' })),
});

const championshipToday = async (origin: string, cookie: string, day: string): Promise<Championship> => {
  const headers = { origin, cookie, 'content-type': 'application/json' };
  const event = await json(
    await fetch(`${origin}/api/events`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Live load championship', date: day, image: '', description: 'Load test.', location: 'Rink' }),
    }),
  );
  const eventId = String(event['_id']);
  const saved = await json(
    await fetch(`${origin}/api/events/${eventId}/championship`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(rules(RACES.map((name) => ({ name })))),
    }),
  );
  const races = ((saved['championship'] as { races?: { _id: string }[] } | undefined)?.races ?? []).map((race) => race._id);
  return { eventId, raceIds: races };
};

/** Bytes of an answer as it crossed the wire, near enough: the status line, the headers and the body. */
const wireBytes = (res: Response, body: string) => {
  let bytes = 17 + Buffer.byteLength(body);
  res.headers.forEach((value, name) => {
    bytes += name.length + value.length + 4;
  });
  return bytes;
};

export const followLive = async (origin: string, cookie: string, seconds: number, { day }: { day?: string } = {}): Promise<string[]> => {
  const failures: string[] = [];
  const { eventId, raceIds } = await championshipToday(origin, cookie, day ?? today());
  const latencies: number[] = [];
  let requests = 0;
  let notModified = 0;
  let bytes = 0;
  let changes = 0;
  const started = Date.now();
  const deadline = started + seconds * 1000;

  const inTurn = turns(SOCKETS);
  let failed = 0;
  const phone = async () => {
    let tag = '';
    // Phones open the page at different moments.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * LIVE_POLL_MS));
    while (Date.now() < deadline) {
      await inTurn(async () => {
        const sent = performance.now();
        try {
          const res = await fetch(`${origin}/api/events/${eventId}/live`, { headers: tag ? { 'if-none-match': tag } : {} });
          const body = await res.text();
          latencies.push(performance.now() - sent);
          requests += 1;
          bytes += wireBytes(res, body);
          if (res.status === 304) notModified += 1;
          else if (res.status === 200) tag = res.headers.get('etag') ?? '';
          else failures.push(`live answered ${res.status}`);
        } catch {
          failed += 1;
        }
      });
      await new Promise((resolve) => setTimeout(resolve, LIVE_POLL_MS));
    }
  };

  // The day moves on every ten seconds (a race renamed by the registrar: the answer changes, every
  // phone fetches it once, then 304s again), as saved results would.
  const desk = async () => {
    while (Date.now() < deadline - 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      if (Date.now() >= deadline) break;
      const races = RACES.map((name, index) => ({ _id: raceIds[index] ?? '', name: index === 0 ? `${name} (${changes + 1})` : name }));
      const res = await fetch(`${origin}/api/events/${eventId}/championship`, {
        method: 'PUT',
        headers: { origin, cookie, 'content-type': 'application/json' },
        body: JSON.stringify(rules(races)),
      });
      if (res.ok) changes += 1;
      else failures.push(`the championship's change answered ${res.status}`);
    }
  };

  await Promise.all([...Array.from({ length: PHONES }, phone), desk()]);
  const elapsed = (Date.now() - started) / 1000;
  const { p50, p95 } = percentiles(latencies);
  const minutes = elapsed / 60;
  console.log(
    `\nlive: ${PHONES} phones following one championship for ${elapsed.toFixed(1)} s (a poll every ${LIVE_POLL_MS / 1000} s each)`,
  );
  console.log(
    `  requests the server saw: ${requests} (${(requests / elapsed).toFixed(0)} requests/s), 304: ${((notModified / Math.max(1, requests)) * 100).toFixed(1)} %`,
  );
  console.log(`  bytes per phone per minute: ${(bytes / PHONES / minutes).toFixed(0)}`);
  console.log(`  live answer: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
  console.log(
    `  behind the CDN (s-maxage ${CDN_SECONDS} s): about ${(60 / CDN_SECONDS).toFixed(0)} function calls a minute per CDN node, instead of ${((requests / elapsed) * 60).toFixed(0)}`,
  );
  if (failed > 0) failures.push(`${failed} live requests got no answer`);
  if (changes === 0 && seconds >= 20) failures.push('the championship did not change during the live phase');
  return failures;
};
