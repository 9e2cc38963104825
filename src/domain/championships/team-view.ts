/**
 * The district team read one skater at a time, as the team screen and its printout show it: each
 * skater with their races in the team (place and mark, and the reason when the association added
 * them) and the races they were taken out of, with the reason. Races without results are left
 * out; races whose results are still provisional are named apart, as waiting. Types only from the
 * views, so the screen imports it cheaply.
 */
import type { DistrictTeamView, TeamMember } from './championship-views.ts';

export interface SkaterRace {
  raceId: string;
  race: string;
  discipline: string;
  position?: number | undefined;
  mark?: string | undefined;
  /** In the team from the results, added by the association, or taken out by it. */
  basis: TeamMember['basis'] | 'removed';
  reason?: string | undefined;
}

export interface TeamSkater {
  entryId: string;
  name: string;
  club: string;
  registrationNo: string;
  races: SkaterRace[];
}

export interface TeamBySkater {
  /** Skaters in the team for at least one race, by name. */
  selected: TeamSkater[];
  /** Skaters taken out of every race they were in, by name. */
  removed: TeamSkater[];
  /** Races whose results are not official yet: nobody is selected from them until they are. */
  waiting: string[];
}

const byName = (a: TeamSkater, b: TeamSkater) => a.name.localeCompare(b.name, 'en') || a.registrationNo.localeCompare(b.registrationNo);

export const teamBySkater = (team: DistrictTeamView): TeamBySkater => {
  const skaters = new Map<string, TeamSkater>();
  const add = (member: TeamMember, race: DistrictTeamView['races'][number], basis: SkaterRace['basis']) => {
    const skater = skaters.get(member.entryId) ?? {
      entryId: member.entryId,
      name: member.name,
      club: member.club,
      registrationNo: member.registrationNo,
      races: [],
    };
    skater.races.push({
      raceId: race._id,
      race: race.name,
      discipline: race.discipline,
      position: member.position,
      mark: member.mark,
      basis,
      reason: member.reason,
    });
    skaters.set(member.entryId, skater);
  };
  for (const race of team.races) {
    for (const member of race.selected) add(member, race, member.basis);
    for (const member of race.removed) add(member, race, 'removed');
  }
  const all = [...skaters.values()].sort(byName);
  const inTeam = (skater: TeamSkater) => skater.races.some((race) => race.basis !== 'removed');
  return {
    selected: all.filter(inTeam),
    removed: all.filter((skater) => !inTeam(skater)),
    waiting: team.races.filter((race) => race.results === 'provisional').map((race) => race.name),
  };
};

/** The races a change can be made in: those with results (official or not), as the screen offers them. */
export const racesWithResults = (team: DistrictTeamView) => team.races.filter((race) => race.results !== 'none');

/** Whether the skater is in the team for that race now (so the change takes them out), or not (so it adds them). */
export const isSelectedIn = (team: DistrictTeamView, raceId: string, entryId: string): boolean =>
  team.races.find((race) => race._id === raceId)?.selected.some((member) => member.entryId === entryId) ?? false;
