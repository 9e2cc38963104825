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

/** Claim keys are hashed: they often hold personal data (an e-mail), which must not appear in key names. */
export const claimHash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * A claim blob: who holds it and since when, or that it was released. Release writes the second
 * form over the exact version it read (a delete cannot be conditional), so a release never
 * removes a claim someone took meanwhile.
 */
type ClaimBlob = { owner: string; at?: string } | { released: true; at: string };

const holderOf = (blob: ClaimBlob | undefined): string | undefined => (blob && 'owner' in blob ? blob.owner : undefined);

export interface ClaimOptions {
  /**
   * A claim held this long whose owner does not exist is taken over: its taker was stopped
   * between the claim and the record it claimed for, which would otherwise never appear.
   */
  takeOverAfterMs: number;
  ownerExists: (owner: string) => Promise<boolean>;
}

/** True when `owner` holds the claim afterwards (just taken, or already its own). */
export const takeClaim = (key: string, owner: string, options?: ClaimOptions): Promise<boolean> =>
  retrying(async () => {
    const mine: ClaimBlob = { owner, at: new Date().toISOString() };
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

/** Who holds a claim, or undefined: a look-up by a unique key (a reference) without a scan. */
export const claimHolder = async (key: string): Promise<string | undefined> => holderOf((await readStrong<ClaimBlob>(key))?.value);

/** Gives up a claim; with `owner`, only if that owner holds it. Conditional on the version read, so a claim taken meanwhile stays. */
export const dropClaim = (key: string, owner?: string): Promise<void> =>
  retrying(async () => {
    const current = await readStrong<ClaimBlob>(key);
    const holder = holderOf(current?.value);
    if (!current || holder === undefined || (owner !== undefined && holder !== owner)) return;
    const released: ClaimBlob = { released: true, at: new Date().toISOString() };
    return (await writeIf(key, released, current.etag)) === undefined ? RETRY : undefined;
  });
