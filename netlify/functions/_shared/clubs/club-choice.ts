/**
 * The parent's choice (docs/clubs.md#the-parents-choice): may the child's club enter them from
 * the club desk. Off until the parent turns it on; turning it off stops new club entries and
 * withdraws nothing already entered. Saved again with the same value, it changes nothing.
 */
import { clubDeskMessages } from '#domain/clubs/club-desk.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { NotFound } from '#domain/common/errors.ts';
import { skaters } from '#shared/collections/registry.ts';

export const chooseClubEntries = async (
  skater: Skater,
  allowed: boolean,
  now = new Date(),
): Promise<{ message: string; clubMayEnter: boolean }> => {
  const updated = await skaters().update(skater._id, (current) =>
    (current.clubMayEnter === true) === allowed ? current : { ...current, clubMayEnter: allowed, clubMayEnterAt: now.toISOString() },
  );
  if (!updated) throw new NotFound('Skater');
  return { message: allowed ? clubDeskMessages.clubEntriesOn : clubDeskMessages.clubEntriesOff, clubMayEnter: allowed };
};
