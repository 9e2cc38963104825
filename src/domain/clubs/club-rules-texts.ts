/** The words of a championship's club rules on the director's rules screen. */
export const clubRulesTexts = {
  quota: 'Club quota per race',
  quotaHint: 'The most skaters one club may enter in one race from its club desk. Leave empty for no limit.',
  points: 'Club points per place',
  pointsHint: 'Points for 1st, 2nd, 3rd … place, separated by commas (for example 5, 3, 1). Leave empty for 5, 3, 1.',
};
