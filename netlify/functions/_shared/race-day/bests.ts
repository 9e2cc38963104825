/**
 * The best times seeding uses. Until the site keeps personal and season bests, a skater has none
 * and the seeding order among them is the draw's (heats.ts `seedingOrder`).
 */
import type { Entry, Race } from '#domain/championships/championship.schema.ts';
import type { RaceSetup } from '#domain/race-day/race-format.ts';

export const seedingBests = async (_race: Race, _setup: RaceSetup, _entrants: readonly Entry[]): Promise<Map<string, number>> => new Map();
