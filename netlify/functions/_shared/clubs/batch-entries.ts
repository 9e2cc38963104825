/**
 * A club's batch of entries (docs/clubs.md#entries-for-the-squad): lines of (registration number,
 * race), from the grid's ticks or a CSV, checked one by one against the roster, the parent's
 * choice, the race rules, the races-per-skater limit, the club's quota per race and the entries
 * already made; duplicates skipped and reported. Checking stores nothing. Confirming checks the
 * list again and enters nothing unless every line still passes, then enters each skater once (the
 * races of their lines added to any entered before), marks each entry as the club's, and mails
 * each parent what the club entered.
 *
 * The whole club is read from the roster index (no read per skater) and the championship's
 * entries from their partition, so a check of 600 lines is a few reads whatever the registry's
 * size; only confirming reads each entered skater's record, as entering writes each entry anyway.
 */
import { currentSeason } from '#config/rules.ts';
import { batchMessages, batchReasons, BATCH_CSV_HEADER, BATCH_LINES_MAX } from '#domain/clubs/batch.ts';
import { clubEntryLetterIn, type ClubEntryFacts } from '#domain/clubs/club-entry-letter-in.ts';
import { letterLanguage } from '#shared/mail/letter-language.ts';
import { ageDayOf, raceRefusal } from '#domain/championships/championship.ts';
import type { Championship, Entry, Race } from '#domain/championships/championship.schema.ts';
import type { Club } from '#domain/content/club.schema.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { Conflict, NotFound, Refused } from '#domain/common/errors.ts';
import { ageCategory, dayAsDate } from '#domain/registry/age-category.ts';
import { loadChampionship } from '#shared/championships/championship-store.ts';
import { enterSkater, entryIdFor } from '#shared/championships/entry-store.ts';
import { deliver } from '#shared/mail/send-mail.ts';
import { failureReason } from '#shared/mail/mail-failure.ts';
import type { RequestContext } from '#shared/platform/http.ts';
import { entries } from '#shared/collections/championships.ts';
import { events } from '#shared/collections/events.ts';
import { skaters } from '#shared/collections/registry.ts';
import { inParallel } from '#shared/store/index.ts';
import { allRosterLines, type RosterLine } from './roster.ts';
import { clubKey } from '#domain/clubs/standings.ts';

/** A skater the batch entered: the races it added, and how many were entered before (what the club's payment charges). */
export interface EnteredShare {
  skater: Skater;
  entryId: string;
  raceIds: string[];
  raceNames: string[];
  racesBefore: number;
}

export interface BatchLine {
  registrationNo: string;
  /** A race's id or its name as the championship writes it. */
  race: string;
}

export interface AcceptedLine {
  line: number;
  registrationNo: string;
  name: string;
  raceId: string;
  raceName: string;
}
export interface RefusedLine {
  line: number;
  registrationNo: string;
  race: string;
  reason: string;
}
export interface BatchCheck {
  eventId: string;
  accepted: AcceptedLine[];
  refused: RefusedLine[];
  duplicates: RefusedLine[];
}

/** The CSV's lines, numbered as a spreadsheet numbers them; a first line that is the header is skipped. */
export const csvLines = (csv: string): { line: number; value: BatchLine | undefined; raw: string }[] =>
  csv
    .split('\n')
    .map((raw, index) => ({ raw: raw.replace(/\r$/, '').trim(), line: index + 1 }))
    .filter(({ raw, line }) => raw !== '' && !(line === 1 && raw.replace(/\s/g, '').toLowerCase() === BATCH_CSV_HEADER.toLowerCase()))
    .map(({ raw, line }) => {
      const comma = raw.indexOf(',');
      const unquote = (text: string) =>
        text
          .trim()
          .replace(/^"(.*)"$/, '$1')
          .trim();
      if (comma < 0) return { line, raw, value: undefined };
      const registrationNo = unquote(raw.slice(0, comma));
      const race = unquote(raw.slice(comma + 1));
      return { line, raw, value: registrationNo === '' || race === '' ? undefined : { registrationNo, race } };
    });

const openChampionship = async (eventId: string, now: Date): Promise<Championship> => {
  const championship = await loadChampionship(eventId).catch(() => {
    throw new NotFound('Championship');
  });
  if (now >= new Date(championship.entriesClose)) throw new Refused(batchMessages.closed);
  return championship;
};

/** The championship's entries by skater (one partition read). */
const entriesBySkater = async (eventId: string): Promise<Map<string, Entry>> => {
  const found = new Map<string, Entry>();
  for await (const chunk of entries().scan('byEvent', { partition: eventId })) for (const entry of chunk) found.set(entry.skaterId, entry);
  return found;
};

/** The club's skaters entered per race now (entries store the club's name on file, as the roster matches it). */
const clubCountsByRace = (club: Club, entered: Map<string, Entry>): Map<string, number> => {
  const counts = new Map<string, number>();
  const name = clubKey(club.clubName);
  for (const entry of entered.values()) {
    if (entry.status !== 'entered' || clubKey(entry.club) !== name) continue;
    for (const race of entry.raceIds) counts.set(race, (counts.get(race) ?? 0) + 1);
  }
  return counts;
};

const raceFinder = (championship: Championship) => {
  const byId = new Map(championship.races.map((race) => [race._id, race]));
  const byName = new Map(championship.races.map((race) => [race.name.trim().toLowerCase(), race]));
  return (text: string): Race | undefined => byId.get(text) ?? byName.get(text.trim().toLowerCase());
};

/** Why this skater may not run this race, or null (the same rules as every entry). */
const ruleRefusal = (line: RosterLine, race: Race, championship: Championship): string | null => {
  const day = ageDayOf(championship);
  return raceRefusal(race, {
    eventCategory: line.eventCategory,
    gender: line.gender,
    ageCategory: ageCategory(line.dob, dayAsDate(day)),
    referenceDay: day,
  });
};

/** Each line checked, in order; nothing is stored. */
export const checkBatch = async (
  club: Club,
  eventId: string,
  lines: readonly { line: number; value: BatchLine | undefined; raw?: string }[],
  now = new Date(),
): Promise<BatchCheck> => {
  if (lines.length === 0) throw new Refused(batchMessages.nothingChosen);
  if (lines.length > BATCH_LINES_MAX) throw new Refused(batchMessages.tooMany);
  const championship = await openChampionship(eventId, now);
  const [roster, entered] = await Promise.all([allRosterLines(club), entriesBySkater(eventId)]);
  const byNumber = new Map(roster.map((skater) => [skater.registrationNo.toUpperCase(), skater]));
  const findRace = raceFinder(championship);
  const counts = clubCountsByRace(club, entered);
  const quota = championship.clubQuotaPerRace;
  const season = currentSeason(now);
  const seen = new Map<string, number>();
  /** The races each skater has (entered, and accepted above in this batch). */
  const racesOf = new Map<string, Set<string>>();
  const result: BatchCheck = { eventId, accepted: [], refused: [], duplicates: [] };

  for (const { line, value, raw } of lines) {
    if (!value) {
      result.refused.push({ line, registrationNo: '', race: raw ?? '', reason: batchReasons.malformed });
      continue;
    }
    const refuse = (reason: string) => result.refused.push({ line, registrationNo: value.registrationNo, race: value.race, reason });
    const skater = byNumber.get(value.registrationNo.trim().toUpperCase());
    const race = findRace(value.race);
    const key = `${skater?._id ?? value.registrationNo.toUpperCase()}|${race?._id ?? value.race.toLowerCase()}`;
    const first = seen.get(key);
    if (first !== undefined) {
      result.duplicates.push({ line, registrationNo: value.registrationNo, race: value.race, reason: batchReasons.duplicate(first) });
      continue;
    }
    seen.set(key, line);
    if (!skater) {
      refuse(batchReasons.notOnRoster);
      continue;
    }
    if (!race) {
      refuse(batchReasons.unknownRace);
      continue;
    }
    if (!skater.clubMayEnter) {
      refuse(batchReasons.notAllowed);
      continue;
    }
    if (skater.season !== season) {
      refuse(batchReasons.lapsed);
      continue;
    }
    const entry = entered.get(skater._id);
    const has = racesOf.get(skater._id) ?? new Set(entry?.status === 'entered' ? entry.raceIds : []);
    racesOf.set(skater._id, has);
    if (has.has(race._id)) {
      refuse(batchReasons.alreadyEntered);
      continue;
    }
    const rule = ruleRefusal(skater, race, championship);
    if (rule) {
      refuse(`Not eligible: ${rule}`);
      continue;
    }
    if (entry?.status === 'withdrawn') {
      refuse('Not eligible: the association withdrew this entry. Please contact it.');
      continue;
    }
    if (has.size + 1 > championship.maxRacesPerSkater) {
      refuse(`Not eligible: a skater may enter at most ${championship.maxRacesPerSkater} races in this championship.`);
      continue;
    }
    const count = counts.get(race._id) ?? 0;
    if (quota !== undefined && count >= quota) {
      refuse(batchReasons.quotaReached(quota));
      continue;
    }
    counts.set(race._id, count + 1);
    has.add(race._id);
    result.accepted.push({ line, registrationNo: skater.registrationNo, name: skater.name, raceId: race._id, raceName: race.name });
  }
  return result;
};

/** In the language remembered for the parent's address (the coach's page says nothing of the parent's). */
const mailParent = async (email: string, facts: ClubEntryFacts) => {
  try {
    const letter = clubEntryLetterIn(await letterLanguage(email), facts);
    const { failed } = await deliver([{ to: email, ...letter }]);
    if (failed.length > 0) console.warn('[mail] a club entry letter was not sent');
  } catch (error) {
    console.warn(`[mail] a club entry letter was not sent: ${failureReason(error)}`);
  }
};

/**
 * Enters the confirmed list: checked again first, and nothing entered unless every line still
 * passes (409 with the lines now refused). Each skater is entered once with all their races.
 */
export const enterBatch = async (
  context: RequestContext,
  club: Club,
  eventId: string,
  lines: readonly BatchLine[],
  now = new Date(),
): Promise<{ check: BatchCheck; championship: Championship; shares: EnteredShare[] }> => {
  const check = await checkBatch(
    club,
    eventId,
    lines.map((value, index) => ({ line: index + 1, value })),
    now,
  );
  if (check.refused.length > 0 || check.duplicates.length > 0) {
    const error = new Conflict(batchMessages.changedSinceCheck);
    Object.assign(error, { check });
    throw error;
  }
  const championship = await openChampionship(eventId, now);
  const bySkater = new Map<string, AcceptedLine[]>();
  for (const line of check.accepted) bySkater.set(line.registrationNo, [...(bySkater.get(line.registrationNo) ?? []), line]);
  const roster = new Map((await allRosterLines(club)).map((line) => [line.registrationNo, line._id]));
  const title = (await events().get(eventId))?.title ?? 'the championship';
  const names = new Map(championship.races.map((race) => [race._id, race.name]));
  const shares = await inParallel([...bySkater], 8, async ([registrationNo, accepted]): Promise<EnteredShare> => {
    const skater = await skaters().get(roster.get(registrationNo) ?? '');
    if (!skater) throw new NotFound('Skater');
    const current = await entries().get(entryIdFor(eventId, skater._id));
    const before = current?.status === 'entered' ? current.raceIds : [];
    const raceIds = [...before, ...accepted.map((line) => line.raceId)];
    const { entry } = await enterSkater(championship, skater, raceIds, { replace: false, byAdmin: false, chargedToClub: true }, now);
    await entries().update(entry._id, (stored) => ({
      ...stored,
      byClub: { clubId: club._id, clubName: club.clubName, at: now.toISOString() },
    }));
    context.waitUntil(
      mailParent(skater.email, {
        clubName: club.clubName,
        skaterName: skater.name,
        eventTitle: title,
        races: accepted.map((line) => names.get(line.raceId) ?? line.raceName),
        entriesClose: championship.entriesClose,
      }),
    );
    return {
      skater,
      entryId: entry._id,
      raceIds: accepted.map((line) => line.raceId),
      raceNames: accepted.map((line) => names.get(line.raceId) ?? line.raceName),
      racesBefore: before.length,
    };
  });
  return { check, championship, shares };
};
