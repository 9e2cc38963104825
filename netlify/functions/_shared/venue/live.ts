/**
 * The live answer of a championship (src/domain/venue/live.ts): read from the event's two index
 * partitions (entries, results' summaries), the championship and the event, never a read per
 * race. Tagged with a hash of its body, so a client that has it gets a 304; kept by the CDN a few
 * seconds and by the instance one second, so a crowd of phones costs the store a read a second.
 */
import { createHash } from 'node:crypto';
import { resultsPublicOn, type PublicResultStatus } from '#domain/championships/result-status.ts';
import { today } from '#domain/common/dates.ts';
import { nowAndNext, type LiveAnswer } from '#domain/venue/live.ts';
import { activeEntries, loadChampionship } from '#shared/championships/championship-store.ts';
import { binary, json } from '#shared/platform/http.ts';
import { raceResults } from '#shared/collections/championships.ts';
import { events } from '#shared/collections/events.ts';
import { storeScope } from '#shared/store/blobs.ts';

/** Browsers ask again each time (If-None-Match, a 304 when unchanged); the CDN answers for 5 seconds. */
export const LIVE_CACHE_HEADERS = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'Netlify-CDN-Cache-Control': 'public, s-maxage=5',
};

const INSTANCE_MS = 1_000;

export const liveAnswer = async (eventId: string, now = new Date()): Promise<LiveAnswer> => {
  const [championship, event, entrants] = await Promise.all([loadChampionship(eventId), events().get(eventId), activeEntries(eventId)]);
  const date = event?.date ?? '';
  const shown = date !== '' && resultsPublicOn(date, today(now));
  const saved = new Map<string, { rowCount: number; status: PublicResultStatus }>();
  if (shown)
    for await (const chunk of raceResults().scan('byEvent', { partition: eventId })) for (const one of chunk) saved.set(one.raceId, one);
  const entered = new Map<string, number>();
  for (const entry of entrants) for (const raceId of entry.raceIds) entered.set(raceId, (entered.get(raceId) ?? 0) + 1);
  const races = championship.races.map((race) => {
    const result = saved.get(race._id);
    const rows = result?.rowCount ?? 0;
    return {
      raceId: race._id,
      name: race.name,
      status: rows > 0 && result ? result.status : null,
      rows,
      entrants: entered.get(race._id) ?? 0,
    };
  });
  const inProgress = date === today(now);
  return {
    eventId,
    title: event?.title ?? '',
    date,
    inProgress,
    ...(inProgress ? nowAndNext(races) : { now: null, next: null }),
    races,
  };
};

/** Instance memory by a clock no test fakes: a frozen Date must not freeze the answer. */
const recent = new Map<string, { at: number; body: string; etag: string }>();

/** The answer as sent: its JSON and its tag, from this instance's last second when it has one. */
const taggedAnswer = async (eventId: string) => {
  const key = `${storeScope()}\u0000${eventId}`;
  const kept = recent.get(key);
  if (kept && performance.now() - kept.at < INSTANCE_MS) return kept;
  const body = JSON.stringify(await liveAnswer(eventId));
  const fresh = { at: performance.now(), body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
  // One entry per championship asked for; the map is cleared of old ones as it goes, so it never grows.
  for (const [other, value] of recent) if (performance.now() - value.at >= INSTANCE_MS) recent.delete(other);
  recent.set(key, fresh);
  return fresh;
};

/** GET /api/events/{id}/live: 304 when the client's If-None-Match is the answer's tag. */
export const liveResponse = async (req: Request, eventId: string): Promise<Response> => {
  const { body, etag } = await taggedAnswer(eventId);
  const headers = { ...LIVE_CACHE_HEADERS, ETag: etag };
  const asked = req.headers.get('if-none-match') ?? '';
  if (asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return binary(null, 'application/json; charset=utf-8', LIVE_CACHE_HEADERS['Cache-Control'], { status: 304, headers });
  }
  return json(JSON.parse(body), { cache: 'public-short', headers });
};
