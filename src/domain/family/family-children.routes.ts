/** A family's children: listed, renewed in one step, and everything stored about each (and the identity proof). */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { familyRenewSchema } from './family.schema.ts';

export const familyChildRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/family/children',
    access: 'family',
    summary:
      'The children of the signed-in address: `{email, children: [{_id, name, skaterPhoto, registrationNo?, status (pending, approved, rejected, lapsed), reason?, season, ageCategory, referenceDay, age, proof, canRenew (false once consent was withdrawn), consentWithdrawnAt?, …}]}`.',
    answers: { 200: { description: 'The address and its children, by name.' } },
  }),
  renew: apiRoute({
    method: 'POST',
    path: '/api/family/children/:id/renew',
    access: 'family',
    summary:
      'Renews a child for the season now running, in one step (nothing retyped, consent given again): pending for the current season, same number; 409 already registered for this season, or consent withdrawn (the profile is being deleted: the message gives the day and says to register the skater as new), nothing stored.',
    record: 'Skater',
    body: familyRenewSchema,
    answers: { 200: { description: '`{message, child}`.', schema: z.object({ message: z.string(), child: z.object({}).loose() }) } },
  }),
  data: apiRoute({
    method: 'GET',
    path: '/api/family/children/:id/data',
    access: 'family',
    summary:
      'Everything stored about the child as JSON, every time with the association’s offset: `{about, exportedAt, record, consent, entries, results, certificates, requests, eventRegistrations}` (the Aadhaar number masked); the page `/my/data?child={id}` shows it in words; `?format=html`: 303 to that page.',
    record: 'Skater',
    answers: { 200: { description: 'The child’s data, as a download.' }, 303: { description: 'To the readable page (`?format=html`).' } },
  }),
  proof: apiRoute({
    method: 'GET',
    path: '/api/family/children/:id/proof',
    access: 'family',
    summary: 'The identity proof while it is kept, as a download (`attachment`, `sandbox`), `private, no-store`.',
    record: 'Skater',
    answers: { 200: { description: 'The proof’s file.' } },
  }),
};
