/**
 * A skater's public page (docs/rules.md#skater-and-club-pages): the profile's public view (the
 * fields the public list already shows, nothing else), the results of the latest championships and
 * the certificates anyone may verify. Only for a profile approved for the season now running; any
 * other answers as a profile that does not exist. Bounded like the profile's results: the
 * championships of the skater's latest entries, so its cost does not grow with the registry.
 */
import { NotFound } from '#domain/common/errors.ts';
import { currentSeason } from '#config/rules.ts';
import { awardText } from '#domain/championships/certificate.ts';
import { CHAMPIONSHIP_LIMITS } from '#domain/championships/championship.ts';
import { toPublicSkater } from '#domain/registry/skater-views.schema.ts';
import { consentWithdrawn } from '#domain/registry/consent-withdrawal.ts';
import type { SkaterPageView } from '#domain/registry/skater-page.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { eventCertificates } from '#shared/certificates/certificate-store.ts';
import { skaterResults } from '#shared/championships/race-results.ts';
import { clubs, entries, skaters } from '#shared/store/collections.ts';
import { inParallel } from '#shared/store/index.ts';

/** Approved for the season now running, consent not withdrawn: the only profiles with anything public. */
export const isPublicProfile = (skater: Skater | undefined, season = currentSeason()): skater is Skater =>
  skater !== undefined && skater.status === 'approved' && skater.season === season && !consentWithdrawn(skater);

/** The certificates of the skater's latest championships: what anyone may verify with the code. */
const certificatesOf = async (skaterId: string) => {
  const { items } = await entries().page('bySkater', { partition: skaterId, reverse: true, limit: CHAMPIONSHIP_LIMITS.profileEvents });
  const perEvent = await inParallel(items, 4, async (entry) =>
    (await eventCertificates(entry.eventId)).filter((certificate) => certificate.entryId === entry._id),
  );
  return perEvent.flat().map((certificate) => ({
    code: certificate._id,
    eventTitle: certificate.eventTitle,
    eventDate: certificate.eventDate,
    race: certificate.race,
    award: awardText(certificate.position),
  }));
};

/**
 * The affiliated club a skater names, for the link to its page: clubs are a district's few dozen,
 * read a chunk at a time from their index (cached), so the cost does not grow with the registry.
 */
const clubIdOf = async (name: string): Promise<string | undefined> => {
  const wanted = name.trim().toLowerCase();
  if (wanted === '') return undefined;
  for await (const chunk of clubs().scan('byName')) {
    const found = chunk.find((club) => club.clubName.trim().toLowerCase() === wanted);
    if (found) return found._id;
  }
  return undefined;
};

export const skaterPage = async (id: string): Promise<SkaterPageView> => {
  const skater = await skaters().get(id);
  if (!isPublicProfile(skater)) throw new NotFound('Skater profile');
  const [results, certificates, clubId] = await Promise.all([
    skaterResults(skater._id),
    certificatesOf(skater._id),
    clubIdOf(skater.representativeClub),
  ]);
  return { skater: toPublicSkater(skater), ...(clubId ? { clubId } : {}), results, certificates };
};
