/** The words of the club points tables (a championship's, and a club's season on its page). */
export const clubStandingsTexts = {
  heading: 'Club points',
  howCounted:
    'Points for each final place in every race with results (5, 3 and 1 for the first three unless the championship sets its own).',
  none: 'No club points yet: they come with the first results.',
  rank: 'Rank',
  points: 'Points',
  seasonHeading: (season: number) => `Club points, season ${season}`,
  seasonTotal: 'Total',
  seasonNone: 'No club points this season yet: they come with the results of its championships.',
};
