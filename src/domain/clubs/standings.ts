/**
 * Club points: each placed finisher earns their club the points of their final place (by default
 * 5, 3 and 1 for the first three; a championship may set its own list in its rules). A tie gives
 * every tied skater the points of the shared place, as it gives each of them the medal. A relay or
 * team race is one row per team with its club, so it counts once per placed team, like any race.
 * Races run in rounds keep only their final's places in their published results, so only the
 * final counts.
 */

/** 1st, 2nd and 3rd place, unless the championship's rules say otherwise. */
export const DEFAULT_CLUB_POINTS: readonly number[] = [5, 3, 1];

export interface ClubPointsRow {
  club: string;
  points: number;
}

interface PlacedRow {
  position?: number | undefined;
  club: string;
}

/** Compared without regard to case or spacing, as the club desk compares a skater's club. */
/** A club's name as clubs are matched: case and spacing do not tell two clubs apart. */
export const clubKey = (club: string): string => club.trim().replace(/\s+/g, ' ').toLowerCase();

/** The clubs that scored, most points first (then by name); clubs without points are left out. */
export const clubStandings = (
  races: readonly { results: readonly PlacedRow[] }[],
  points: readonly number[] = DEFAULT_CLUB_POINTS,
): ClubPointsRow[] => {
  const clubs = new Map<string, ClubPointsRow>();
  for (const { results } of races) {
    for (const { position, club } of results) {
      if (position === undefined || !club.trim()) continue;
      const earned = points[position - 1] ?? 0;
      if (earned <= 0) continue;
      const key = clubKey(club);
      const row = clubs.get(key) ?? { club: club.trim(), points: 0 };
      row.points += earned;
      clubs.set(key, row);
    }
  }
  return [...clubs.values()].sort((a, b) => b.points - a.points || a.club.localeCompare(b.club, 'en'));
};

/** A club's season: its points in each championship (only those it scored in) and their sum. */
export const seasonStandings = (
  championships: readonly { eventId: string; title: string; standings: readonly ClubPointsRow[] }[],
  club: string,
): { total: number; championships: { eventId: string; title: string; points: number }[] } => {
  const key = clubKey(club);
  const scored = championships.flatMap(({ eventId, title, standings }) => {
    const row = standings.find((entry) => clubKey(entry.club) === key);
    return row ? [{ eventId, title, points: row.points }] : [];
  });
  return { total: scored.reduce((sum, { points }) => sum + points, 0), championships: scored };
};
