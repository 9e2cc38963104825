/**
 * Records over the store (the rules in src/domain/race-day/race-records.ts): the `race-records`
 * collection holds one book per championship (its meet records and the times waiting for the
 * referee) and one `standing` book (the district's and the state's). A heat's change reads two
 * books and writes at most two, whatever the number of records or championships.
 */
import { createHash } from 'node:crypto';
import { Conflict, NotFound, Refused } from '#domain/common/errors.ts';
import { readMark } from '#domain/championships/marks.ts';
import { heatKey } from '#domain/race-day/personal-bests.ts';
import type { Heat, RaceDay } from '#domain/race-day/race-day.schema.ts';
import {
  currentRecord,
  emptyBook,
  levelsBeaten,
  RECORD_LEVELS,
  RECORD_TAGS,
  recordKey,
  STANDING_BOOK,
  withoutHeat,
  type EnteredLevel,
  type EnteredRecord,
  type RecordBook,
  type RecordClaim,
  type RecordEntry,
  type RecordLevel,
  type RecordTag,
} from '#domain/race-day/race-records.ts';
import { recordsTexts } from '#domain/race-day/race-records-texts.ts';
import { publicHistory, type PublicRecords } from '#domain/race-day/public-records.ts';
import { inParallel } from '#shared/store/index.ts';
import { events } from '#shared/collections/events.ts';
import { raceDays, raceRecords } from '#shared/collections/race-day.ts';
import { loadChampionship, raceDayIdFor } from '#shared/championships/championship-store.ts';
import { entriesOf, raceOf, updateHeat } from './race-day-store.ts';

/** A book, or an empty one when none is stored yet. */
export const bookOf = async (id: string): Promise<RecordBook> => (await raceRecords().get(id)) ?? emptyBook(id, new Date(0).toISOString());

/** Changes a book, making it first when there is none. */
const changeBook = async (id: string, change: (book: RecordBook) => RecordBook): Promise<RecordBook> => {
  const updated = await raceRecords().update(id, change);
  if (updated) return updated;
  try {
    return await raceRecords().insert(change(emptyBook(id, new Date().toISOString())));
  } catch {
    // Another request made the book meanwhile: change that one.
    const again = await raceRecords().update(id, change);
    if (!again) throw new Conflict(recordsTexts.busy);
    return again;
  }
};

const claimIdOf = (heat: string, entryId: string) => createHash('sha256').update(`${heat}|${entryId}`).digest('hex').slice(0, 20);

/** The record of each level of a kind of race. */
const standingRecords = (event: RecordBook, standing: RecordBook, key: string): Record<RecordLevel, RecordEntry | undefined> => ({
  meet: currentRecord(event.meet, key),
  district: currentRecord(standing.district, key),
  state: currentRecord(standing.state, key),
});

/** The tags of a heat: the levels whose history holds a record set in it, by entry. */
const tagsOf = (heat: string, event: RecordBook, standing: RecordBook): Record<string, RecordTag[]> => {
  const tags: Record<string, RecordTag[]> = {};
  const books: Record<RecordLevel, RecordBook> = { meet: event, district: standing, state: standing };
  for (const level of RECORD_LEVELS) {
    for (const entries of Object.values(books[level][level])) {
      for (const entry of entries) {
        if (entry.heat !== heat || !entry.entryId) continue;
        const list = (tags[entry.entryId] ??= []);
        if (!list.includes(RECORD_TAGS[level])) list.push(RECORD_TAGS[level]);
      }
    }
  }
  return tags;
};

/** Writes a heat's record tags when they changed (the heat's version stays: its results did not change). */
const tagHeat = async (eventId: string, raceId: string, round: number, number: number, tags: Record<string, RecordTag[]>) => {
  const same = (heat: Heat) => JSON.stringify(heat.records ?? {}) === JSON.stringify(tags);
  const day = await raceDays().get(raceDayIdFor(eventId, raceId));
  const heat = day?.rounds[round - 1]?.heats[number - 1];
  if (!heat || same(heat)) return;
  await updateHeat(eventId, raceId, round, number, (candidate) => {
    const { records: _was, ...rest } = candidate;
    return Object.keys(tags).length > 0 ? { ...rest, records: tags } : rest;
  });
};

/** The heat's fastest finisher with a time (the first placed among equal times), if any. */
const fastestOf = (heat: Heat) =>
  heat.rows
    .filter((row) => !row.outcome && row.thousandths !== undefined && row.time)
    .sort((a, b) => a.thousandths! - b.thousandths! || (a.place ?? Infinity) - (b.place ?? Infinity))[0];

/**
 * After a heat changed (marked official, set back, corrected): a record it set stays only while the
 * heat is official with the same skater and time; anything else it set is undone (the record before
 * is current again) and its claim leaves the queue; an official heat's fastest time that beats a
 * record is claimed for the referee.
 */
export const recordHeatRecords = async (eventId: string, raceId: string, round: number, number: number, day: RaceDay): Promise<void> => {
  const heat = day.rounds[round - 1]?.heats[number - 1];
  if (!heat) return;
  const id = heatKey(eventId, raceId, round, number);
  const official = heat.status === 'official';
  const fastest = official ? fastestOf(heat) : undefined;
  const [race, people, event, stored] = await Promise.all([
    raceOf(eventId, raceId),
    entriesOf(eventId),
    events().get(eventId),
    raceRecords().get(STANDING_BOOK),
  ]);
  const key = recordKey({ ...race, distance: day.setup.distance, surface: day.setup.surface });
  const stands = (entry: RecordEntry) =>
    fastest !== undefined && entry.entryId === fastest.entryId && entry.thousandths === fastest.thousandths;
  const drop = (entry: RecordEntry) => entry.heat === id && !stands(entry);
  const held = (history: RecordBook['meet']) => Object.values(history).some((entries) => entries.some(drop));
  let standing = stored ?? emptyBook(STANDING_BOOK, new Date(0).toISOString());
  const now = new Date().toISOString();
  if (held(standing.district) || held(standing.state)) {
    standing = await changeBook(STANDING_BOOK, (book) => ({
      ...book,
      district: withoutHeat(book.district, drop),
      state: withoutHeat(book.state, drop),
      updatedAt: now,
    }));
  }
  const entry = fastest ? people.get(fastest.entryId) : undefined;
  const claimFor = (book: RecordBook): RecordClaim | undefined => {
    if (!fastest || !entry) return undefined;
    const records = standingRecords(book, standing, key);
    const levels = levelsBeaten(fastest.thousandths!, records).filter((level) => !(records[level] && stands(records[level])));
    if (levels.length === 0) return undefined;
    return {
      id: claimIdOf(id, fastest.entryId),
      key,
      levels,
      entry: {
        thousandths: fastest.thousandths!,
        time: fastest.time!,
        name: entry.name,
        club: entry.club,
        date: event?.date ?? now.slice(0, 10),
        skaterId: entry.skaterId,
        eventId,
        ...(event?.title ? { eventTitle: event.title } : {}),
        raceId,
        heat: id,
        entryId: fastest.entryId,
      },
      raceName: race.name,
      previous: Object.fromEntries(levels.map((level) => [level, records[level] ?? null])),
      claimedAt: now,
    };
  };
  const current = await bookOf(eventId);
  const wanted = claimFor({ ...current, meet: withoutHeat(current.meet, drop) });
  const pendingNow = current.pending.filter((claim) => claim.entry.heat === id);
  const unchanged =
    !held(current.meet) &&
    JSON.stringify(pendingNow.map((claim) => [claim.id, claim.levels, claim.entry.thousandths])) ===
      JSON.stringify(wanted ? [[wanted.id, wanted.levels, wanted.entry.thousandths]] : []);
  const book = unchanged
    ? current
    : await changeBook(eventId, (stored) => {
        const meet = withoutHeat(stored.meet, drop);
        const claim = claimFor({ ...stored, meet });
        const { [claim?.id ?? '']: _decided, ...decided } = stored.decided;
        return {
          ...stored,
          meet,
          pending: [...stored.pending.filter((item) => item.entry.heat !== id), ...(claim ? [claim] : [])],
          // A new claim of the same skater in the same heat (a corrected time) is the referee's again.
          decided: claim ? decided : stored.decided,
          updatedAt: now,
        };
      });
  await tagHeat(eventId, raceId, round, number, official ? tagsOf(id, book, standing) : {});
};

/** The heat address a heat key names. */
const heatOfKey = (heat: string) => {
  const [eventId = '', raceId = '', round = '0', number = '0'] = heat.split('|');
  return { eventId, raceId, round: Number(round), number: Number(number) };
};

export interface Decided {
  claim: RecordClaim | undefined;
  decision: 'accepted' | 'rejected';
  changed: boolean;
}

/**
 * The referee accepts or rejects a claim. Accepted, it becomes the record of each level it still
 * beats (a faster record accepted meanwhile leaves it none: refused, to be rejected). A decision
 * sent again is answered as made, and changes nothing.
 */
export const decideClaim = async (eventId: string, claimId: string, decision: 'accept' | 'reject'): Promise<Decided> => {
  await loadChampionship(eventId);
  const book = await bookOf(eventId);
  const done = Object.hasOwn(book.decided, claimId) ? book.decided[claimId] : undefined;
  if (done) return { claim: undefined, decision: done, changed: false };
  const claim = book.pending.find((item) => item.id === claimId);
  if (!claim) throw new NotFound('Record claim');
  const now = new Date().toISOString();
  if (decision === 'reject') {
    await changeBook(eventId, (stored) => ({
      ...stored,
      pending: stored.pending.filter((item) => item.id !== claimId),
      decided: { ...stored.decided, [claimId]: 'rejected' },
      updatedAt: now,
    }));
    return { claim, decision: 'rejected', changed: true };
  }
  const standing = await bookOf(STANDING_BOOK);
  const records = standingRecords(book, standing, claim.key);
  const levels = claim.levels.filter((level) => records[level] === undefined || claim.entry.thousandths < records[level].thousandths);
  if (levels.length === 0) throw new Conflict(recordsTexts.beatenMeanwhile);
  const accepted: RecordEntry = { ...claim.entry, claimId, acceptedAt: now };
  const append = (history: RecordBook['meet']) => ({ ...history, [claim.key]: [...(history[claim.key] ?? []), accepted] });
  let standingAfter = standing;
  if (levels.includes('district') || levels.includes('state')) {
    standingAfter = await changeBook(STANDING_BOOK, (stored) => ({
      ...stored,
      ...(levels.includes('district') ? { district: append(stored.district) } : {}),
      ...(levels.includes('state') ? { state: append(stored.state) } : {}),
      updatedAt: now,
    }));
  }
  const after = await changeBook(eventId, (stored) => ({
    ...stored,
    ...(levels.includes('meet') ? { meet: append(stored.meet) } : {}),
    pending: stored.pending.filter((item) => item.id !== claimId),
    decided: { ...stored.decided, [claimId]: 'accepted' },
    updatedAt: now,
  }));
  if (claim.entry.heat) {
    const where = heatOfKey(claim.entry.heat);
    await tagHeat(where.eventId, where.raceId, where.round, where.number, tagsOf(claim.entry.heat, after, standingAfter));
  }
  return { claim: { ...claim, levels }, decision: 'accepted', changed: true };
};

/**
 * An admin enters a state record (or a district record from before the site): kept in date order;
 * the same record sent again changes nothing; one dated after the record standing must beat it.
 */
export const enterRecord = async (level: EnteredLevel, input: EnteredRecord): Promise<{ entry: RecordEntry; changed: boolean }> => {
  const reading = readMark(input.time, '');
  if (reading.kind !== 'time') throw new Refused(recordsTexts.badTime);
  const key = recordKey(input);
  const now = new Date().toISOString();
  const entry: RecordEntry = {
    thousandths: reading.thousandths,
    time: reading.text,
    name: input.name,
    club: input.club,
    date: input.date,
    entered: true,
    acceptedAt: now,
  };
  const same = (item: RecordEntry) =>
    item.thousandths === entry.thousandths && item.name === entry.name && item.date === entry.date && item.club === entry.club;
  let changed = false;
  await changeBook(STANDING_BOOK, (stored) => {
    changed = false;
    const history = stored[level][key] ?? [];
    if (history.some(same)) return stored;
    const standing = history.at(-1);
    if (standing && input.date >= standing.date && entry.thousandths >= standing.thousandths)
      throw new Conflict(recordsTexts.notFaster(standing.time));
    changed = true;
    const ordered = [...history, entry].sort((a, b) => a.date.localeCompare(b.date));
    return { ...stored, [level]: { ...stored[level], [key]: ordered }, updatedAt: now };
  });
  return { entry, changed };
};

/** The referee's queue of a championship, oldest claim first. */
export const recordQueue = async (eventId: string) => {
  await loadChampionship(eventId);
  const book = await bookOf(eventId);
  return { eventId, count: book.pending.length, pending: book.pending };
};

/**
 * A championship deleted: its book goes, and every district or state record set at it is undone
 * (the record before is current again).
 */
export const deleteEventRecords = async (eventId: string): Promise<void> => {
  await raceRecords().remove(eventId);
  const standing = await raceRecords().get(STANDING_BOOK);
  const fromEvent = (entry: RecordEntry) => entry.eventId === eventId;
  const held = (history: RecordBook['meet']) => Object.values(history).some((entries) => entries.some(fromEvent));
  if (!standing || !(held(standing.district) || held(standing.state))) return;
  await changeBook(STANDING_BOOK, (book) => ({
    ...book,
    district: withoutHeat(book.district, fromEvent),
    state: withoutHeat(book.state, fromEvent),
    updatedAt: new Date().toISOString(),
  }));
};

/** The records a skater holds or held (each level's history), from the standing book and the championships named. */
export const recordsOfSkater = async (skaterId: string, eventIds: readonly string[]) => {
  const books = await inParallel([STANDING_BOOK, ...new Set(eventIds)], 4, (id) => raceRecords().get(id));
  const held: (RecordEntry & { level: RecordLevel; current: boolean })[] = [];
  for (const book of books) {
    if (!book) continue;
    for (const level of RECORD_LEVELS) {
      for (const entries of Object.values(book[level])) {
        entries.forEach((entry, index) => {
          if (entry.skaterId === skaterId) held.push({ ...entry, level, current: index === entries.length - 1 });
        });
      }
    }
  }
  return held.map(({ skaterId: _own, entryId: _entry, heat: _heat, claimId: _claim, ...rest }) => rest);
};

/**
 * The records page's content: the standing book, and the book of each championship named (the
 * prerendered events: one read each, a fixed number however many championships there are).
 */
export const publicRecordsOf = async (championships: readonly { _id: string; title: string }[]): Promise<PublicRecords> => {
  const [standing, ...books] = await Promise.all([
    raceRecords().get(STANDING_BOOK),
    ...championships.map((event) => raceRecords().get(event._id)),
  ]);
  return {
    district: publicHistory(standing?.district ?? {}),
    state: publicHistory(standing?.state ?? {}),
    meets: championships.flatMap((event, index) => {
      const meet = books[index]?.meet ?? {};
      return Object.keys(meet).length > 0 ? [{ eventId: event._id, title: event.title, records: publicHistory(meet) }] : [];
    }),
  };
};
