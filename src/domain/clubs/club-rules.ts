/**
 * The club rules of a championship (the quota per race, the points per place) as a save leaves
 * them: a rule the save leaves out stays as it was, so a screen or client that does not know a rule
 * never clears it; null takes the rule away (no quota, the default points).
 */
interface ClubRules {
  clubQuotaPerRace?: number | undefined;
  clubPoints?: number[] | undefined;
}

interface ClubRulesInput {
  clubQuotaPerRace?: number | null | undefined;
  clubPoints?: number[] | null | undefined;
}

const kept = <T>(given: T | null | undefined, current: T | undefined): T | undefined =>
  given === undefined ? current : (given ?? undefined);

export const clubRules = (current: ClubRules, input: ClubRulesInput): ClubRules => {
  const quota = kept(input.clubQuotaPerRace, current.clubQuotaPerRace);
  const points = kept(input.clubPoints, current.clubPoints);
  return { clubQuotaPerRace: quota, clubPoints: points };
};
