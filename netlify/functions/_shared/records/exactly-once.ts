/**
 * Exactly-once changes: a client that may send the same change again (a results desk's outbox
 * after a dropped connection) names each change with an id of its own, in the `Idempotency-Key`
 * header. The first request with that id takes a claim on it (a conditional write: only one
 * request can create the blob), runs, and keeps its answer in the claim; a repeat gets that first
 * answer again (with `Idempotent-Replayed: true`) and changes nothing. A repeat that arrives while
 * the first is still running waits for its answer. The id is the client's and the signed-in
 * admin's: two admins can never collide, and the same id with another body is refused (422), since
 * that is a client's mistake that would otherwise lose the second change silently.
 *
 * Only successful answers are kept: a refused change (bad input, a stale copy, a rule) stored
 * nothing, so sending it again is answered afresh, exactly as it would be the first time.
 *
 * Claims are kept by the address the change was sent to (`claimsOfPath`), so that a record's
 * changes go with it, `CLAIMS_KEPT_DAYS` at most, and then swept (`sweepChangeClaims`, daily): far longer than a
 * desk waits for a connection. A change sent again after that still lands at most once, since every
 * change names the version it was made on and the first one moved it on: it meets a stale copy.
 */
import { Conflict, Invalid, Mismatch } from '#domain/common/errors.ts';
import { createHash } from 'node:crypto';
import { venueTexts } from '#domain/venue/venue-texts.ts';
import { MAX_BODY_BYTES, readJsonValue } from '#shared/platform/http.ts';
import { currentSession } from '#shared/security/sessions.ts';
import { blobs, inParallel, keys, listKeys, readStrong, writeIf, type Versioned } from '#shared/store/blobs.ts';

/** The header that carries the change's id (the name the IETF draft and most APIs use). */
export const CHANGE_ID_HEADER = 'Idempotency-Key';

/** The header a repeated change's answer carries. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** A change id: what a client makes with crypto.randomUUID() or the like. */
const CHANGE_ID = /^[A-Za-z0-9_.:-]{8,100}$/;

/** How long a repeat waits for the first request's answer before asking the client to try again. */
const WAIT_MS = 10_000;
const POLL_MS = 100;
/** A claim left running this long was stopped with its request (a function's time limit is far shorter): it is taken over. */
const ABANDONED_MS = 60_000;

const at = keys('client-changes');

/** How long a change's claim (and its answer) is kept. */
export const CLAIMS_KEPT_DAYS = 30;
const DAY_MS = 86_400_000;
const SWEEP_READS = 16;

interface Pending {
  state: 'running';
  fingerprint: string;
  since: string;
}

interface Done {
  state: 'done';
  fingerprint: string;
  at: string;
  status: number;
  body: string;
  headers: Record<string, string>;
}

type ChangeBlob = Pending | Done;

/** The answer's headers a repeat gives back: what a client reads of a change's answer. */
const KEPT_HEADERS = ['content-type', 'etag'];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const replay = (done: Done): Response => {
  const headers = new Headers(done.headers);
  headers.set(REPLAYED_HEADER, 'true');
  headers.set('Cache-Control', 'private, no-store');
  return new Response(done.body, { status: done.status, headers });
};

/** The stored answer of this change, when the claim is done with the same body; throws on another body. */
const answerOf = (blob: ChangeBlob, fingerprint: string): Response | undefined => {
  if (blob.fingerprint !== fingerprint) throw new Mismatch(venueTexts.changeIdReused);
  return blob.state === 'done' ? replay(blob) : undefined;
};

/**
 * Runs `run` once per change id: the first request's answer for every repeat. Without an id the
 * change runs as any write does when `required` is false, and is refused (400) when it is true.
 */
export const exactlyOnce = async (req: Request, route: string, required: boolean, run: () => Promise<Response>): Promise<Response> => {
  // A body too large is refused by the body's own check (413) without being read here.
  if (Number(req.headers.get('content-length') ?? '0') > MAX_BODY_BYTES) return run();
  const id = req.headers.get(CHANGE_ID_HEADER);
  if (id === null) {
    if (!required) return run();
    // A body that is too large, not JSON or broken is answered as such first (413, 415, 400), as
    // every route answers it; only then is the missing id the problem. The request's own body is
    // read (it is refused either way): a copy's would leave the rest of a too-large upload unread,
    // and the client waiting to send it, never answered.
    await readJsonValue(req);
    throw new Invalid(venueTexts.changeIdMissing);
  }
  if (!CHANGE_ID.test(id)) throw new Invalid(venueTexts.changeIdInvalid);
  const session = await currentSession(req);
  const pathname = new URL(req.url).pathname;
  const key = `${claimsOfPath(pathname)}${sha256(`${session?.accountId ?? 'public'}\n${req.method} ${route}\n${id}`)}`;
  const fingerprint = sha256(`${pathname}\n${await req.clone().text()}`);
  const started = Date.now();
  for (;;) {
    const found = await readStrong<ChangeBlob>(key);
    if (found) {
      const answer = answerOf(found.value, fingerprint);
      if (answer) return answer;
      const running = found.value as Pending;
      if (Date.now() - Date.parse(running.since) < ABANDONED_MS) {
        if (Date.now() - started > WAIT_MS) throw new Conflict(venueTexts.changeStillRunning, { retryAfterSeconds: 2 });
        await sleep(POLL_MS);
        continue;
      }
    }
    const claim: Pending = { state: 'running', fingerprint, since: new Date().toISOString() };
    const taken = await writeIf(key, claim, found?.etag);
    // Another request took it first: read again, and wait for its answer.
    if (taken === undefined) continue;
    return runClaimed(key, { value: claim, etag: taken }, fingerprint, run);
  }
};

const runClaimed = async (key: string, claim: Versioned<Pending>, fingerprint: string, run: () => Promise<Response>): Promise<Response> => {
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await release(key, claim);
    throw error;
  }
  if (!response.ok) {
    await release(key, claim);
    return response;
  }
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const body = await response.clone().text();
  const done: Done = { state: 'done', fingerprint, at: new Date().toISOString(), status: response.status, body, headers };
  // Over our own claim only: had it been taken over meanwhile (a request stopped for a minute), the
  // change has run twice, which the claim's wait makes as unlikely as a stopped function allows.
  await writeIf(key, done, claim.etag);
  return response;
};

/** Gives the claim up, so that the same change sent again is answered afresh; a claim taken over meanwhile stays. */
const release = async (key: string, claim: Versioned<Pending>): Promise<void> => {
  const current = await readStrong<ChangeBlob>(key, claim);
  if (current?.etag === claim.etag) await blobs().delete(key);
};

/**
 * Where the claims of changes sent to one address are kept: under a digest of the address, so the
 * changes of one record (a championship's desk) can be deleted with it, without reading any other.
 */
export const claimsOfPath = (pathname: string): string => at.claim(`${sha256(pathname).slice(0, 32)}/`);

/** Deletes every claim of changes sent to these addresses (a record deleted for good). */
export const deleteChangeClaims = async (pathnames: readonly string[]): Promise<number> => {
  const found = (await Promise.all(pathnames.map((pathname) => listKeys(claimsOfPath(pathname))))).flat();
  await inParallel(found, SWEEP_READS, (key) => blobs().delete(key));
  return found.length;
};

/** When the claim was last written: its answer's time, or when its request started. */
const claimTime = (blob: ChangeBlob): number => Date.parse(blob.state === 'done' ? blob.at : blob.since);

/**
 * Deletes the claims older than `CLAIMS_KEPT_DAYS` (a claim that cannot be read is deleted too:
 * nothing reads it). One list of the keys, one read per claim, a few at a time; it stops after
 * `budgetMs` and the next run carries on.
 */
export const sweepChangeClaims = async (now = Date.now(), budgetMs = 20_000): Promise<{ deleted: number; kept: number }> => {
  const started = performance.now();
  const cutoff = now - CLAIMS_KEPT_DAYS * DAY_MS;
  let deleted = 0;
  let kept = 0;
  const claims = await listKeys(at.claim(''));
  for (let from = 0; from < claims.length; from += 1000) {
    const outcomes = await inParallel(claims.slice(from, from + 1000), SWEEP_READS, async (key) => {
      const found = await readStrong<ChangeBlob>(key).catch(() => null);
      const time = found ? claimTime(found.value) : Number.NaN;
      if (found && Number.isFinite(time) && time >= cutoff) return false;
      await blobs().delete(key);
      return true;
    });
    deleted += outcomes.filter(Boolean).length;
    kept += outcomes.filter((outcome) => !outcome).length;
    if (performance.now() - started > budgetMs) break;
  }
  return { deleted, kept };
};
