/**
 * Race templates: a championship's many races are set up from a grid by choosing one of these (the
 * association's own, kept in the store, or these defaults until it has some), not one by one.
 */
import { DEFAULT_POINTS, type RaceSetup } from './race-format.ts';

export interface RaceTemplate {
  id: string;
  name: string;
  setup: RaceSetup;
}

/** World Skate's track formats as a district runs them. */
export const DEFAULT_TEMPLATES: readonly RaceTemplate[] = [
  {
    id: 'one-lap-heats',
    name: '1 lap: heats of up to 8, 2 by place + 2 by time to the final',
    setup: {
      distance: 200,
      surface: 'track',
      format: 'heats',
      seeding: 'personal-best',
      lanes: 'fastest-inside',
      rounds: [
        { kind: 'heats', heatSize: 8, byPlace: 2, byTime: 2 },
        { kind: 'final-a', heats: 1, byPlace: 0, byTime: 0 },
      ],
    },
  },
  {
    id: '1000-m-five-heats',
    name: '1000 m: five heats, 1 by place + 11 by time, two semi-finals, final',
    setup: {
      distance: 1000,
      surface: 'track',
      format: 'heats',
      seeding: 'personal-best',
      lanes: 'fastest-inside',
      rounds: [
        { kind: 'heats', heats: 5, byPlace: 1, byTime: 11 },
        { kind: 'semi-final', heats: 2, byPlace: 3, byTime: 2 },
        { kind: 'final-a', heats: 1, byPlace: 0, byTime: 0 },
      ],
    },
  },
  {
    id: '300-m-time-trial',
    name: '300 m time trial',
    setup: {
      distance: 300,
      surface: 'track',
      format: 'time-trial',
      seeding: 'drawn',
      lanes: 'drawn',
      rounds: [{ kind: 'final-a', heatSize: 2, byPlace: 0, byTime: 0 }],
    },
  },
  {
    id: '5000-m-points',
    name: '5000 m points race (2-1, last lap 3-2-1)',
    setup: {
      distance: 5000,
      surface: 'track',
      format: 'points',
      seeding: 'drawn',
      lanes: 'drawn',
      points: DEFAULT_POINTS,
      rounds: [{ kind: 'final-a', heats: 1, byPlace: 0, byTime: 0 }],
    },
  },
  {
    id: '10000-m-elimination',
    name: '10000 m elimination race',
    setup: {
      distance: 10_000,
      surface: 'track',
      format: 'elimination',
      seeding: 'drawn',
      lanes: 'drawn',
      rounds: [{ kind: 'final-a', heats: 1, byPlace: 0, byTime: 0 }],
    },
  },
];
