/**
 * Writing and reading the access log (see access-log.schema.ts): called by the routes that show a
 * child's full record or identity proof, or export personal fields, after the role check. A failure
 * to write the entry is logged without request data, and the answer is still given: the admin has
 * the right to look, and the entry is evidence, not a gate.
 */
import { ACCESS_LOG_DAYS, type AccessEntry, type AccessKind } from '#domain/committee/access-log.schema.ts';
import { accessLog } from '#shared/collections/audit.ts';
import { newId } from '#shared/store/index.ts';
import { currentSession } from './sessions.ts';

const DAY_MS = 86_400_000;

export const logAccess = async (req: Request, kind: AccessKind, target: { profileId?: string; export?: string }, at = new Date()) => {
  const session = await currentSession(req);
  if (!session) return;
  const entry: AccessEntry = {
    _id: newId(),
    at: at.toISOString(),
    who: { id: session.accountId, name: session.admin },
    kind,
    profileId: target.profileId ?? '',
    export: target.export ?? '',
  };
  try {
    await accessLog().insert(entry);
  } catch (error) {
    console.warn('[access-log] an entry was not written:', error instanceof Error ? error.message : error);
  }
};

/** A profile's entries, newest first, a page at a time. */
export const accessOf = (profileId: string, offset: number, limit: number) =>
  accessLog().page('byProfile', { partition: profileId, offset, limit, reverse: true });

/** Deletes entries older than `ACCESS_LOG_DAYS`, reading from the oldest and stopping at the first still kept. */
export const sweepAccessLog = async (now = new Date()): Promise<number> => {
  const cutoff = new Date(now.getTime() - ACCESS_LOG_DAYS * DAY_MS).toISOString();
  const old: string[] = [];
  scan: for await (const chunk of accessLog().scan('oldest')) {
    for (const { _id, at } of chunk) {
      if (at > cutoff) break scan;
      old.push(_id);
    }
  }
  for (const id of old) await accessLog().remove(id);
  return old.length;
};
