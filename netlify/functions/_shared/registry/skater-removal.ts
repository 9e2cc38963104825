/**
 * A skater's profile is the reason for everything championships stored about the skater, so
 * deleting the profile deletes it all (docs/rules.md#deleting-with-the-reason): the certificates
 * (their codes then answer as if they never existed, their claims are freed, and the event's
 * printed bundle, which names the skater, goes too), the skater's rows in race results (the
 * other skaters keep their places: the place is left empty, nobody moves up), the team changes
 * that name the skater, and last the entries, which hold the name, number and club and through
 * which the rest is found. Every part starts from the skater's own partition of the entries.
 */
import type { Certificate } from '#domain/championships/certificate.schema.ts';
import type { SkaterDeletionCounts } from '#domain/registry/skater.ts';
import { deleteBundle } from '#shared/certificates/certificate-bundle-store.ts';
import { deleteCertificate, eventCertificates } from '#shared/certificates/certificate-store.ts';
import { entries, raceResults, selections } from '#shared/collections/championships.ts';
import { inParallel } from '#shared/store/index.ts';

/** How many record reads or writes run at once: enough to be quick, few enough to stay inside the store's rate limits. */
const PARALLEL = 8;

/** The skater's entries (withdrawn ones too) by event: each event's entry ids (one per event, but read as the index holds them). */
const entriesByEvent = async (skaterId: string): Promise<Map<string, Set<string>>> => {
  const found = new Map<string, Set<string>>();
  for await (const chunk of entries().scan('bySkater', { partition: skaterId })) {
    for (const { _id, eventId } of chunk) found.set(eventId, (found.get(eventId) ?? new Set()).add(_id));
  }
  return found;
};

const skaterCertificates = async (byEvent: Map<string, Set<string>>): Promise<Certificate[]> => {
  const perEvent = await inParallel([...byEvent], PARALLEL, async ([eventId, ids]) =>
    (await eventCertificates(eventId)).filter((certificate) => ids.has(certificate.entryId)),
  );
  return perEvent.flat();
};

/** Every stored race result of the event that has a row of these entries, with how many such rows. */
const resultsNaming = async (eventId: string, ids: ReadonlySet<string>) => {
  const resultIds: string[] = [];
  for await (const chunk of raceResults().scan('byEvent', { partition: eventId })) {
    resultIds.push(...chunk.filter((summary) => summary.rowCount > 0).map((summary) => summary._id));
  }
  const results = await inParallel(resultIds, PARALLEL, (id) => raceResults().get(id));
  return results.flatMap((result) => {
    const rows = result?.rows.filter((row) => ids.has(row.entryId)).length ?? 0;
    return result && rows > 0 ? [{ id: result._id, rows }] : [];
  });
};

/** What deleting the profile takes with it, for the admin's confirmation. */
export const countSkaterTraces = async (skaterId: string): Promise<SkaterDeletionCounts> => {
  const byEvent = await entriesByEvent(skaterId);
  const [certificates, results] = await Promise.all([
    skaterCertificates(byEvent),
    inParallel([...byEvent], PARALLEL, ([eventId, ids]) => resultsNaming(eventId, ids)),
  ]);
  return {
    entries: [...byEvent.values()].reduce((sum, ids) => sum + ids.size, 0),
    results: results.flat().reduce((sum, { rows }) => sum + rows, 0),
    certificates: certificates.length,
  };
};

/** Deletes the skater's certificates and the bundles of the events they were in; answers how many certificates went. */
export const deleteSkaterCertificates = async (skaterId: string): Promise<number> => {
  const issued = await skaterCertificates(await entriesByEvent(skaterId));
  await inParallel(issued, PARALLEL, deleteCertificate);
  await inParallel([...new Set(issued.map((certificate) => certificate.eventId))], PARALLEL, deleteBundle);
  return issued.length;
};

/** Takes the skater's rows out of every race result (the others' places stay as they were); answers how many rows went. */
export const deleteSkaterResults = async (skaterId: string): Promise<number> => {
  const perEvent = await inParallel([...(await entriesByEvent(skaterId))], PARALLEL, async ([eventId, ids]) => {
    const naming = await resultsNaming(eventId, ids);
    await inParallel(naming, PARALLEL, ({ id }) =>
      raceResults().update(id, (current) => ({ ...current, rows: current.rows.filter((row) => !ids.has(row.entryId)) })),
    );
    return naming.reduce((sum, { rows }) => sum + rows, 0);
  });
  return perEvent.reduce((sum, rows) => sum + rows, 0);
};

/** Takes the admins' team changes naming the skater (with their reasons) off each event's team; answers how many went. */
export const deleteSkaterSelections = async (skaterId: string): Promise<number> => {
  const perEvent = await inParallel([...(await entriesByEvent(skaterId))], PARALLEL, async ([eventId, ids]) => {
    let removed = 0;
    const current = await selections().get(eventId);
    if (!current?.overrides.some((change) => ids.has(change.entryId))) return 0;
    await selections().update(eventId, (latest) => {
      const overrides = latest.overrides.filter((change) => !ids.has(change.entryId));
      removed = latest.overrides.length - overrides.length;
      return { ...latest, overrides };
    });
    return removed;
  });
  return perEvent.reduce((sum, count) => sum + count, 0);
};

/** Deletes the skater's entries, last: the other parts find the skater's records through them. */
export const deleteSkaterEntries = async (skaterId: string): Promise<number> => {
  const ids = [...(await entriesByEvent(skaterId)).values()].flatMap((set) => [...set]);
  const removed = await inParallel(ids, PARALLEL, (id) => entries().remove(id));
  return removed.filter(Boolean).length;
};
