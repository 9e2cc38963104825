/** A child's championships on the family page: those open to enter, an entry changed, and the results with their certificates. */
import { familyMessages } from '#domain/family/family.ts';
import type { z } from 'zod';
import type { familyEntrySchema } from '#domain/family/family.schema.ts';
import { skaterResults } from '#shared/championships/race-results.ts';
import { json, type RequestContext } from '#shared/platform/http.ts';
import { certificatesOf, championshipsFor, changeRaces } from './family-championships.ts';
import { childOfRequest } from './own-child.ts';

export const listChampionships = async (req: Request): Promise<Response> =>
  json({ championships: await championshipsFor(childOfRequest(req).skater) });

export const changeEntry = async (req: Request, context: RequestContext, change: z.output<typeof familyEntrySchema>): Promise<Response> => {
  const { raceIds } = await changeRaces(context, childOfRequest(req).skater, change, { asked: req });
  return json({ message: familyMessages.entryChanged, raceIds });
};

export const results = async (req: Request): Promise<Response> => {
  const { skater } = childOfRequest(req);
  const [rows, certificates] = await Promise.all([skaterResults(skater._id), certificatesOf(skater._id)]);
  return json({ results: rows, certificates });
};
