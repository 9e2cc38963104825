/**
 * Two small atomic helpers on single blobs: a counter that never gives the same number twice
 * (registration numbers), and a claim that only one owner can hold (one registration per e-mail
 * per event). Both rely on the store's conditional writes, never on a read followed by a blind write.
 */
import { createHash } from 'node:crypto';
import { inTurn, readStrong, retrying, RETRY, writeIf } from './blobs.ts';

/** The counter's next value (1 first): compare-and-set, retried while others move it. */
export const nextInSequence = (key: string): Promise<number> =>
  inTurn(key, () =>
    retrying(async () => {
      const current = await readStrong<{ value: number }>(key);
      const value = (current?.value.value ?? 0) + 1;
      return (await writeIf(key, { value }, current?.etag)) === undefined ? RETRY : value;
    }),
  );

/** The counter's value now (0 before its first number). */
export const sequenceValue = async (key: string): Promise<number> => (await readStrong<{ value: number }>(key))?.value.value ?? 0;

/**
 * Moves the counter up to `value` unless it is there already: a counter used as a mark ("every
 * number up to here is settled") that several writers raise at once never goes back down.
 * Compare-and-set without taking turns, so a writer stopped half-way holds nothing up.
 */
export const raiseSequence = (key: string, value: number): Promise<void> =>
  retrying(async () => {
    const current = await readStrong<{ value: number }>(key);
    if ((current?.value.value ?? 0) >= value) return undefined;
    return (await writeIf(key, { value }, current?.etag)) === undefined ? RETRY : undefined;
  });

/** Claim keys are hashed: they often hold personal data (an e-mail), which must not appear in key names. */
export const claimHash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * A claim blob: who holds it and since when, or that it was released. Release writes the second
 * form over the exact version it read (a delete cannot be conditional), so a release never
 * removes a claim someone took meanwhile. A released claim keeps its note: what it had been for.
 */
type ClaimBlob = { owner: string; at?: string; note?: unknown } | { released: true; at: string; note?: unknown };

/** A claim as stored: held (its owner, since when, its note) or released (when, and the note it had). */
export type ClaimState = { owner: string; at?: string; note?: unknown } | { released: true; at: string; note?: unknown };

const holderOf = (blob: ClaimBlob | undefined): string | undefined => (blob && 'owner' in blob ? blob.owner : undefined);

export interface ClaimOptions {
  /**
   * A claim held this long whose owner does not exist is taken over: its taker was stopped
   * between the claim and the record it claimed for, which would otherwise never appear.
   */
  takeOverAfterMs: number;
  ownerExists: (owner: string) => Promise<boolean>;
}

/**
 * True when `owner` holds the claim afterwards (just taken, or already its own). A `note` is
 * written in the same write as the claim: what the claim is for, so that if its taker is stopped
 * before the record it claimed for is written, whoever finds the claim can finish the work.
 */
export const takeClaim = (key: string, owner: string, options?: ClaimOptions, note?: unknown): Promise<boolean> =>
  retrying(async () => {
    const mine: ClaimBlob = { owner, at: new Date().toISOString(), ...(note === undefined ? {} : { note }) };
    if ((await writeIf(key, mine, undefined)) !== undefined) return true;
    const current = await readStrong<ClaimBlob>(key);
    // Deleted between our write and our read: try again.
    if (!current) return RETRY;
    const holder = holderOf(current.value);
    if (holder === owner) return true;
    const taken = async () => ((await writeIf(key, mine, current.etag)) === undefined ? RETRY : true);
    if (holder === undefined) return taken();
    if (!options) return false;
    const since = current.value.at;
    // A claim from before claims said when: dated now, so it is taken over only after the full wait.
    if (since === undefined) return (await writeIf(key, { owner: holder, at: mine.at }, current.etag)) === undefined ? RETRY : false;
    if (Date.now() - Date.parse(since) < options.takeOverAfterMs || (await options.ownerExists(holder))) return false;
    return taken();
  });

/** The claim as stored (held or released, with its note), or undefined when it was never taken. */
export const claimState = async (key: string): Promise<ClaimState | undefined> => (await readStrong<ClaimBlob>(key))?.value ?? undefined;

/** Who holds a claim, or undefined: a look-up by a unique key (a reference) without a scan. */
export const claimHolder = async (key: string): Promise<string | undefined> => holderOf((await readStrong<ClaimBlob>(key))?.value);

/** Gives up a claim; with `owner`, only if that owner holds it. Conditional on the version read, so a claim taken meanwhile stays. */
export const dropClaim = (key: string, owner?: string): Promise<void> =>
  retrying(async () => {
    const current = await readStrong<ClaimBlob>(key);
    const holder = holderOf(current?.value);
    if (!current || holder === undefined || (owner !== undefined && holder !== owner)) return;
    const note = current.value && 'note' in current.value ? { note: current.value.note } : {};
    const released: ClaimBlob = { released: true, at: new Date().toISOString(), ...note };
    return (await writeIf(key, released, current.etag)) === undefined ? RETRY : undefined;
  });
