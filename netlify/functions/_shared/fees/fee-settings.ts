/**
 * The fee settings: a season's registration fees, a championship's entry fees and the policy on
 * unpaid fees, each one small value in the store (read in one request, whatever the number of
 * seasons or championships). Set by an owner or a treasurer; read by anyone, since the forms show
 * the fee before a parent commits.
 *
 * Each setting is edited on its own form, so each has its own version (If-Match at
 * /api/fees/{id}): `season-2026`, `event-{eventId}`, `policy`.
 */
import type { z } from 'zod';
import { DEFAULT_POLICY, type ChampionshipFees, type FeePolicy, type SeasonFees } from '#domain/fees/fees.ts';
import { ID_PATTERN } from '#domain/common/fields.ts';
import { championshipFeesSchema, feePolicySchema, seasonFeesSchema } from '#domain/fees/fees.schema.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { charges } from '#shared/collections/fees.ts';
import { editedSingleton } from '#shared/store/index.ts';
import type { EditMark } from '#shared/store/versions.ts';

/** The name the settings' versions go by, as a collection's would. */
export const FEE_SETTINGS = 'fee-settings';

export const seasonFeesId = (season: number): string => `season-${season}`;
export const championshipFeesId = (eventId: string): string => `event-${eventId}`;
export const POLICY_ID = 'policy';

const setting = <T>(id: string, schema: z.ZodType<T>) => editedSingleton(FEE_SETTINGS, id, `fees-${id}`, schema);
const seasonFees = (season: number) => setting(seasonFeesId(season), seasonFeesSchema);
const championshipFees = (eventId: string) => setting(championshipFeesId(eventId), championshipFeesSchema as z.ZodType<ChampionshipFees>);
const policy = () => setting(POLICY_ID, feePolicySchema);

export const readSeasonFees = async (season: number): Promise<SeasonFees | undefined> => (await seasonFees(season).getVersioned())?.record;
export const saveSeasonFees = (fees: SeasonFees): Promise<void> => seasonFees(fees.season).set(fees);

export const readChampionshipFees = async (eventId: string): Promise<ChampionshipFees | undefined> =>
  (await championshipFees(eventId).getVersioned())?.record;
export const saveChampionshipFees = (fees: ChampionshipFees): Promise<void> => championshipFees(fees.eventId).set(fees);

export const readPolicy = async (): Promise<FeePolicy> => (await policy().getVersioned())?.record ?? DEFAULT_POLICY;
export const savePolicy = (value: FeePolicy): Promise<void> => policy().set(value);

/**
 * Whether approving this skater must wait for the registration fee: the policy says approval
 * waits, and the season's registration charge is still owed (none at all is settled: nothing to pay).
 */
export const approvalWaitsForFee = async (skater: Skater): Promise<boolean> => {
  if (!(await readPolicy()).approvalWaitsForFee) return false;
  const charge = await charges().get(`reg-${skater._id}-${skater.season}`);
  return !!charge && charge.state !== 'paid' && charge.state !== 'waived' && charge.state !== 'refunded';
};

/** Which setting an id names (undefined: none). */
export type FeeSettingPart = { part: 'season'; season: number } | { part: 'championship'; eventId: string } | { part: 'policy' };
export const feeSettingPart = (id: string): FeeSettingPart | undefined => {
  if (id === POLICY_ID) return { part: 'policy' };
  const season = /^season-(\d{4})$/.exec(id)?.[1];
  if (season) return { part: 'season', season: Number(season) };
  const eventId = id.startsWith('event-') ? id.slice('event-'.length) : '';
  return ID_PATTERN.test(eventId) ? { part: 'championship', eventId } : undefined;
};

const settingOf = (id: string) => {
  const part = feeSettingPart(id);
  if (!part) return undefined;
  return part.part === 'policy' ? policy() : part.part === 'season' ? seasonFees(part.season) : championshipFees(part.eventId);
};

/** The settings as `versioned` reads them: a setting never saved has no version yet (any If-Match but `*` is stale then). */
export const feeSettings = () => ({
  name: FEE_SETTINGS,
  getVersioned: async (id: string): Promise<{ record: unknown; mark: EditMark } | undefined> => settingOf(id)?.getVersioned(),
});
