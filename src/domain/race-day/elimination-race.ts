/**
 * An elimination race: at each elimination lap the last skater is out. The result is the order of
 * elimination read backwards: the skaters at the finish take the first places in their finishing
 * order, the last one eliminated the place after them, the first one eliminated the last place.
 */
export interface EliminationStanding {
  entryId: string;
  place: number;
  /** 1 for the first skater eliminated; none for a finisher. */
  eliminated?: number | undefined;
}

export const eliminationStandings = (eliminated: readonly string[], finish: readonly string[]): EliminationStanding[] => [
  ...finish.map((entryId, index) => ({ entryId, place: index + 1 })),
  ...[...eliminated].reverse().map((entryId, index) => ({
    entryId,
    place: finish.length + index + 1,
    eliminated: eliminated.length - index,
  })),
];
