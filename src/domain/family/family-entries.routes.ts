/**
 * A child's championships on the family page: those open to enter, the entry changed, and the
 * results with their certificates. The change's body and the championships' answer are declared
 * with the routes that take and give them, so the family page and the server read both from here.
 */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { idSchema } from '#domain/common/fields.schema.ts';
import { familyMessages } from './family.ts';

/** A change of races, said explicitly: which to add, which to remove; the others stay as they are. */
export const familyEntrySchema = z
  .object({
    eventId: idSchema,
    add: z.array(idSchema).max(20).default([]),
    remove: z.array(idSchema).max(20).default([]),
  })
  .refine(({ add, remove }) => add.length + remove.length > 0, familyMessages.nothingToChange);

/** An open championship as the child may enter it. */
export const familyChampionshipSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  date: z.string(),
  entriesClose: z.string(),
  maxRacesPerSkater: z.number(),
  /** The races the child may enter, those already entered ticked; withdrawn by the association: no changes. */
  races: z.array(z.object({ _id: z.string(), name: z.string(), entered: z.boolean() })),
  withdrawn: z.boolean(),
});
export type FamilyChampionship = z.infer<typeof familyChampionshipSchema>;

export const familyEntryRoutes = {
  championships: apiRoute({
    method: 'GET',
    path: '/api/family/children/:id/championships',
    access: 'family',
    summary:
      'The open championships with a race the child may run: `{championships: [{eventId, title, date, entriesClose, maxRacesPerSkater, races: [{_id, name, entered}], withdrawn}]}`.',
    record: 'Skater',
    answers: { 200: { description: 'The championships.', schema: z.object({ championships: z.array(familyChampionshipSchema) }) } },
  }),
  entries: apiRoute({
    method: 'POST',
    path: '/api/family/children/:id/entries',
    access: 'family',
    summary:
      'Enters or withdraws the child from races of a championship (the other races entered stay; mailed); 400 nothing to change, a race named twice, or a rule broken; 409 closed, or withdrawn by the association.',
    record: 'Skater',
    body: familyEntrySchema,
    answers: { 200: { description: '`{message, raceIds}`.', schema: z.object({ message: z.string(), raceIds: z.array(z.string()) }) } },
  }),
  results: apiRoute({
    method: 'GET',
    path: '/api/family/children/:id/results',
    access: 'family',
    summary: 'The child’s results and certificates: `{results, certificates: [{code, eventTitle, race, award, pdf}]}`.',
    record: 'Skater',
    answers: { 200: { description: 'The results and certificates.' } },
  }),
};
