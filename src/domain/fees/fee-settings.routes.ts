/** The fee settings: public to read as the forms show them; the treasurer edits each (a registrar a championship's only). */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { championshipFeesSchema, feePolicySchema, feesQuerySchema, seasonFeesSchema } from './fees.schema.ts';

const settingSchema = z.union([seasonFeesSchema, championshipFeesSchema, feePolicySchema]);

export const feeSettingRoutes = {
  fees: apiRoute({
    method: 'GET',
    path: '/api/fees',
    access: 'public',
    summary:
      'The fees of `?season=` (the current one by default) and of the championship `?eventId=`, and the unpaid-fee policy: what a form shows before anyone commits.',
    query: feesQuerySchema,
    answers: {
      200: {
        description: '`{season: {season, newFee, renewalFee}, championship, policy}`.',
        schema: z.object({ season: seasonFeesSchema, championship: championshipFeesSchema.nullable(), policy: feePolicySchema }),
      },
    },
  }),
  read: apiRoute({
    method: 'GET',
    path: '/api/fees/:id',
    access: ['treasurer', 'registrar'],
    summary:
      'One setting as its form edits it (`season-2026`, `event-{eventId}` or `policy`), with its version as `ETag` (a setting never saved: its defaults, version `"0"`); 404 no such setting; 403 for a registrar but for `event-{eventId}` (a registrar sets a championship’s entry fees, not the season’s or the policy).',
    record: 'Fee setting',
    answers: { 200: { description: 'The setting.', schema: settingSchema } },
  }),
  save: apiRoute({
    method: 'PUT',
    path: '/api/fees/:id',
    access: ['treasurer', 'registrar'],
    summary:
      'Saves a setting: `season-2026` `{newFee, renewalFee}`, `event-{eventId}` `{perSkater, perRace, lateFee, lateAfter?}`, `policy` `{unpaidOnStartList, approvalWaitsForFee}` (If-Match optional: 409 when changed by another admin since the form’s version); 400 whole rupees 0–1,00,000, a late fee needs its day; 404 no such setting, or not a championship; 403 for a registrar but for `event-{eventId}`.',
    record: 'Fee setting',
    body: z.record(z.string(), z.unknown()),
    answers: {
      200: {
        description: '`{message, season | championship | policy}` with the new `ETag`.',
        schema: z.object({
          message: z.string(),
          season: seasonFeesSchema.optional(),
          championship: championshipFeesSchema.optional(),
          policy: feePolicySchema.optional(),
        }),
      },
    },
  }),
};
