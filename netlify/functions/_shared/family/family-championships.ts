/**
 * A child's championships from the family page: the open ones with the races the child may
 * enter (those already entered ticked), and a change of races said explicitly (races to add, races
 * to remove; every other race entered stays). The races are checked by the same rules as the
 * public form; an entry the association withdrew is not brought back from here; the change is
 * confirmed by a letter to the address on file.
 */
import { Conflict, NotFound, Refused } from '#domain/common/errors.ts';
import { awardText } from '#domain/championships/certificate.ts';
import type { Championship, Race } from '#domain/championships/championship.schema.ts';
import { entryChangeLetterIn, type EntryChangeFacts } from '#domain/championships/entry-letters-in.ts';
import { familyMessages } from '#domain/family/family.ts';
import type { FamilyChampionship } from '#domain/family/family-entries.routes.ts';
import type { FamilyCertificate } from '#domain/family/family-views.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { eventCertificates } from '#shared/certificates/certificate-store.ts';
import { checkRaces, eligibleRaces, refuseIfClosed } from '#domain/championships/entry-rules.ts';
import { enterSkater, entryIdFor } from '#shared/championships/entry-store.ts';
import { deliver } from '#shared/mail/send-mail.ts';
import { letterLanguage } from '#shared/mail/letter-language.ts';
import { entryChargeAfter } from '#shared/fees/charges.ts';
import { failureReason, withoutAddresses } from '#shared/mail/mail-failure.ts';
import { championships, entries } from '#shared/collections/championships.ts';
import { events } from '#shared/collections/events.ts';
import { inParallel } from '#shared/store/index.ts';
import type { RequestContext } from '#shared/platform/http.ts';

/** The public entry form's words for the same mistake. */
const RACE_CHOSEN_TWICE = 'Races: each race may be chosen once';

/** The championships whose entries are still open, soonest closing first. */
export const openChampionships = async (now: Date): Promise<Championship[]> => {
  const open: string[] = [];
  for await (const chunk of championships().scan('byClose')) {
    open.push(...chunk.filter((summary) => new Date(summary.entriesClose) > now && summary.raceCount > 0).map((summary) => summary._id));
  }
  const found = await inParallel(open, 4, (id) => championships().get(id));
  return found.filter((championship): championship is Championship => championship !== undefined);
};

/** What the page offers the child: each open championship with its eligible races and those entered. */
export const championshipsFor = async (skater: Skater, now = new Date()): Promise<FamilyChampionship[]> => {
  // Consent withdrawn: the profile is shown nowhere public, and an entry would put it on a start list.
  if (skater.status !== 'approved' || skater.consentWithdrawal) return [];
  const open = await openChampionships(now);
  const offered = await inParallel(open, 4, async (championship) => {
    let races: Race[];
    try {
      races = eligibleRaces(skater, championship, now);
    } catch {
      return undefined;
    }
    const [event, entry] = await Promise.all([events().get(championship._id), entries().get(entryIdFor(championship._id, skater._id))]);
    if (!event) return undefined;
    const entered = new Set(entry?.status === 'entered' ? entry.raceIds : []);
    // A race entered earlier stays listed even if the rules would not offer it now, so it can be removed.
    const shown = [...races, ...championship.races.filter((race) => entered.has(race._id) && !races.includes(race))];
    if (shown.length === 0) return undefined;
    return {
      eventId: championship._id,
      title: event.title,
      date: event.date,
      entriesClose: championship.entriesClose,
      maxRacesPerSkater: championship.maxRacesPerSkater,
      races: shown.map((race) => ({ _id: race._id, name: race.name, entered: entered.has(race._id) })),
      withdrawn: entry?.status === 'withdrawn',
    };
  });
  return offered.filter((item): item is FamilyChampionship => item !== undefined);
};

/** In the language of the family page the change was made on, remembered with the address. */
const mailChange = async (skater: Skater, facts: EntryChangeFacts, entryId: string, asked: Request | undefined) => {
  try {
    const lang = await letterLanguage(skater.email, asked);
    const delivery = await deliver([{ to: skater.email, ...entryChangeLetterIn(lang, facts) }]);
    const problem = delivery.failed[0]?.reason;
    if (problem !== undefined) {
      console.warn(`[mail] the confirmation of entry ${entryId} was not sent: ${withoutAddresses(problem)}`);
      await entries().update(entryId, (current) => ({
        ...current,
        mailProblem: `The family page's confirmation was not sent: ${withoutAddresses(problem)}`,
      }));
    }
  } catch (error) {
    console.warn(`[mail] the confirmation of entry ${entryId} was not sent: ${failureReason(error)}`);
  }
};

/**
 * Adds and removes the races named, keeping every other race entered. 409 closed or withdrawn by
 * the association; 400 a race the child may not run (the rule broken), or more races than allowed.
 */
export const changeRaces = async (
  context: RequestContext,
  skater: Skater,
  change: { eventId: string; add: readonly string[]; remove: readonly string[] },
  { now = new Date(), asked }: { now?: Date; asked?: Request } = {},
): Promise<{ raceIds: string[] }> => {
  // A race named twice would be entered, and charged, twice: refused as the public form refuses it.
  if (new Set(change.add).size !== change.add.length || new Set(change.remove).size !== change.remove.length) {
    throw new Refused(RACE_CHOSEN_TWICE);
  }
  const championship = await championships().get(change.eventId);
  if (!championship) throw new NotFound('Championship', familyMessages.noChampionship);
  refuseIfClosed(championship, now);
  const current = await entries().get(entryIdFor(championship._id, skater._id));
  if (current?.status === 'withdrawn') throw new Conflict(familyMessages.withdrawnByAssociation);
  const kept = (current?.raceIds ?? []).filter((id) => !change.remove.includes(id));
  const raceIds = [...kept, ...change.add.filter((id) => !kept.includes(id))];
  // Only the races added are checked against the rules: one entered earlier stays valid as entered.
  checkRaces(skater, championship, change.add, now);
  if (raceIds.length > championship.maxRacesPerSkater) checkRaces(skater, championship, raceIds, now);
  // The family said exactly which races go: removing is explicit here, so it may replace.
  const { entry } = await enterSkater(championship, skater, raceIds, { replace: true, byAdmin: false }, now);
  const names = new Map(championship.races.map((race) => [race._id, race.name]));
  const [event, charge] = await Promise.all([events().get(championship._id), entryChargeAfter(entry._id, now)]);
  const before = new Set(current?.raceIds ?? []);
  context.waitUntil(
    mailChange(
      skater,
      {
        skaterName: skater.name,
        // No title: the letter says "the championship" in its language.
        eventTitle: event?.title ?? '',
        added: raceIds.filter((id) => !before.has(id)).map((id) => names.get(id) ?? id),
        removed: [...before].filter((id) => !raceIds.includes(id)).map((id) => names.get(id) ?? id),
        races: raceIds.map((id) => names.get(id) ?? id),
        // Only a charge still owed is stated: one already claimed or paid asks nothing more of the parent.
        // A club's share is the club's to pay: never stated to the parent as owed.
        charge:
          charge?.state === 'due' && !charge.clubId
            ? { amount: charge.amount, description: charge.description, dueBy: charge.dueBy }
            : undefined,
      },
      entry._id,
      asked,
    ),
  );
  return { raceIds };
};

/** Every certificate issued to the child, with its PDF's address. */
export const certificatesOf = async (skaterId: string): Promise<FamilyCertificate[]> => {
  const byEvent = new Map<string, Set<string>>();
  for await (const chunk of entries().scan('bySkater', { partition: skaterId })) {
    for (const { _id, eventId } of chunk) byEvent.set(eventId, (byEvent.get(eventId) ?? new Set()).add(_id));
  }
  const perEvent = await inParallel([...byEvent], 4, async ([eventId, ids]) =>
    (await eventCertificates(eventId)).filter((certificate) => ids.has(certificate.entryId)),
  );
  return perEvent.flat().map((certificate) => ({
    code: certificate._id,
    eventTitle: certificate.eventTitle,
    race: certificate.race,
    award: awardText(certificate.position),
    pdf: `/api/certificates/${certificate._id}.pdf`,
  }));
};
