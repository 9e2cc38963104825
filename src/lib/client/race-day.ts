/**
 * Race day (docs/race-day.md): the race director's grid of formats, bibs, seeding, each heat's
 * results and who goes through; the timing system's files and the heat sheets are links.
 */
import type { z } from 'zod';
import { raceDayRoutes } from '#domain/race-day/race-day.routes.ts';
import type { heatImportSchema, heatResultInputSchema, raceFormatsInputSchema } from '#domain/race-day/race-day.schema.ts';
import type { BibMode } from '#domain/race-day/bibs.ts';
import { call } from './call.ts';
import { routePath, routeUrl } from './route-url.ts';
import { keepVersion } from './versions.ts';

interface HeatAt {
  eventId: string;
  raceId: string;
  round: number;
  heat: number;
}

const heatParams = ({ eventId, raceId, round, heat }: HeatAt) => ({ id: eventId, raceId, round: String(round), heat: String(heat) });

export const raceDayApi = {
  /** Every race of the championship with its format and event number. */
  raceDayGrid: (eventId: string) => call(raceDayRoutes.grid, { params: { id: eventId } }),
  raceTemplates: () => call(raceDayRoutes.templates),
  setRaceFormats: (eventId: string, body: z.input<typeof raceFormatsInputSchema>) =>
    call(raceDayRoutes.setFormats, { params: { id: eventId }, body }),
  numberBibs: (eventId: string, mode: BibMode) => call(raceDayRoutes.bibs, { params: { id: eventId }, body: { mode } }),
  /**
   * One race whole. Each heat's version is kept as the one its next write names (If-Match): a
   * heat changed meanwhile (an import, another desk) is refused as stale, not overwritten.
   */
  raceDayRace: async (eventId: string, raceId: string) => {
    const race = await call(raceDayRoutes.race, { params: { id: eventId, raceId } });
    for (const round of race.rounds)
      for (const heat of round.heats ?? [])
        keepVersion(
          routePath(raceDayRoutes.heatResults, heatParams({ eventId, raceId, round: round.number, heat: heat.number })),
          `"h${heat.version}"`,
        );
    return race;
  },
  seedRound: (eventId: string, raceId: string, seed?: number) =>
    call(raceDayRoutes.seed, { params: { id: eventId, raceId, round: '1' }, body: seed === undefined ? {} : { seed } }),
  saveHeat: (at: HeatAt, body: z.input<typeof heatResultInputSchema>) => call(raceDayRoutes.heatResults, { params: heatParams(at), body }),
  setHeatStatus: (at: HeatAt, status: 'provisional' | 'official') =>
    call(raceDayRoutes.heatStatus, { params: heatParams(at), body: { status } }),
  importHeat: (at: HeatAt, body: z.input<typeof heatImportSchema>) => call(raceDayRoutes.heatImport, { params: heatParams(at), body }),
  qualifiers: (eventId: string, raceId: string, round: number) =>
    call(raceDayRoutes.proposal, { params: { id: eventId, raceId, round: String(round) } }),
  confirmQualifiers: (eventId: string, raceId: string, round: number, tieChoices: string[]) =>
    call(raceDayRoutes.confirm, { params: { id: eventId, raceId, round: String(round) }, body: { tieChoices } }),
  /** Downloads: the heat sheets' PDF and FinishLynx's files. */
  heatSheetsUrl: (eventId: string, raceId: string, round?: number) =>
    routeUrl(raceDayRoutes.heatSheets, { id: eventId, raceId }, round === undefined ? {} : { round: String(round) }),
  finishLynxUrl: (eventId: string, file: 'lynx.ppl' | 'lynx.evt' | 'lynx.sch') => routeUrl(raceDayRoutes.finishLynx, { id: eventId, file }),
};
