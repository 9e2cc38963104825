/**
 * Two small atomic helpers on single blobs: a counter that never gives the same number twice
 * (registration numbers), and a claim that only one owner can hold (one registration per e-mail
 * per event). Both rely on the store's conditional writes, never on a read followed by a blind write.
 */
import { createHash } from 'node:crypto';
import { blobs, inTurn, readStrong, retrying, RETRY, writeIf } from './blobs.ts';

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

/** True when `owner` holds the claim afterwards (just taken, or already its own). */
export const takeClaim = (key: string, owner: string): Promise<boolean> =>
  retrying(async () => {
    if ((await writeIf(key, { owner }, undefined)) !== undefined) return true;
    const holder = await readStrong<{ owner: string }>(key);
    // Released between our write and our read: try again.
    return holder ? holder.value.owner === owner : RETRY;
  });

/** Who holds a claim, or undefined: a look-up by a unique key (a reference) without a scan. */
export const claimHolder = async (key: string): Promise<string | undefined> => (await readStrong<{ owner: string }>(key))?.value.owner;

/** Gives up a claim; with `owner`, only if that owner holds it. */
export const dropClaim = async (key: string, owner?: string): Promise<void> => {
  if (owner !== undefined && (await readStrong<{ owner: string }>(key))?.value.owner !== owner) return;
  await blobs().delete(key);
};
