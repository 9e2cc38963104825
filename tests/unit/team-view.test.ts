/** The district team one skater at a time: races in the team and taken out, with reasons; races without results left out. */
import { describe, expect, test } from 'vitest';
import type { DistrictTeamView, TeamMember } from '../../src/domain/championships/championship-views.ts';
import { isSelectedIn, racesWithResults, teamBySkater } from '../../src/domain/championships/team-view.ts';

const member = (name: string, fields: Partial<TeamMember> = {}): TeamMember => ({
  entryId: `e-${name}`,
  name,
  club: 'Aurora Skaters',
  registrationNo: `ADRSA-2026-${name.length}`,
  basis: 'result',
  ...fields,
});
const race = (name: string, results: 'none' | 'provisional' | 'official', selected: TeamMember[] = [], removed: TeamMember[] = []) => ({
  _id: `r-${name}`,
  name,
  discipline: 'Speed Quad',
  ageCategory: 'Sub Junior',
  gender: 'Female' as const,
  results,
  selected,
  removed,
});

const team: DistrictTeamView = {
  eventId: 'e1',
  selectPerRace: 1,
  overrides: [],
  races: [
    race(
      '500 m',
      'official',
      [member('Bela', { position: 1, mark: '45.1' }), member('Asha', { basis: 'added', reason: 'Best time' })],
      [member('Charu', { position: 1, reason: 'Injured' })],
    ),
    race('1000 m', 'official', [member('Bela', { position: 2 })]),
    race('Relay', 'provisional'),
    race('Marathon', 'none'),
  ],
};

describe('the team by skater', () => {
  test('one line per skater by name, with each race in the team and why; those taken out of every race apart', () => {
    const { selected, removed, waiting } = teamBySkater(team);
    expect(
      selected.map((skater) => [skater.name, skater.races.map((item) => [item.race, item.basis, item.position, item.reason])]),
    ).toEqual([
      ['Asha', [['500 m', 'added', undefined, 'Best time']]],
      [
        'Bela',
        [
          ['500 m', 'result', 1, undefined],
          ['1000 m', 'result', 2, undefined],
        ],
      ],
    ]);
    expect(removed.map((skater) => [skater.name, skater.races.map((item) => [item.race, item.basis, item.reason])])).toEqual([
      ['Charu', [['500 m', 'removed', 'Injured']]],
    ]);
    expect(waiting).toEqual(['Relay']);
  });

  test('races without results are not offered for a change; who is in the team for a race', () => {
    expect(racesWithResults(team).map((item) => item.name)).toEqual(['500 m', '1000 m', 'Relay']);
    expect(isSelectedIn(team, 'r-500 m', 'e-Asha')).toBe(true);
    expect(isSelectedIn(team, 'r-500 m', 'e-Charu')).toBe(false);
  });
});
