/**
 * The fee settings: a season's registration fees, a championship's entry fees and the policy on
 * unpaid fees, each one small value in the store (read in one request, whatever the number of
 * seasons or championships). Set by an owner or a treasurer; read by anyone, since the forms show
 * the fee before a parent commits.
 */
import type { z } from 'zod';
import { DEFAULT_POLICY, type ChampionshipFees, type FeePolicy, type SeasonFees } from '#domain/fees/fees.ts';
import { championshipFeesSchema, feePolicySchema, seasonFeesSchema } from '#domain/fees/fees.schema.ts';
import { singleton } from '../store/index.ts';

const seasonFees = (season: number) => singleton(`fees-season-${season}`, seasonFeesSchema);
const championshipFees = (eventId: string) => singleton(`fees-event-${eventId}`, championshipFeesSchema as z.ZodType<ChampionshipFees>);
const policy = () => singleton('fees-policy', feePolicySchema);

export const readSeasonFees = (season: number): Promise<SeasonFees | undefined> => seasonFees(season).get();
export const saveSeasonFees = (fees: SeasonFees): Promise<void> => seasonFees(fees.season).set(fees);

export const readChampionshipFees = (eventId: string): Promise<ChampionshipFees | undefined> => championshipFees(eventId).get();
export const saveChampionshipFees = (fees: ChampionshipFees): Promise<void> => championshipFees(fees.eventId).set(fees);

export const readPolicy = async (): Promise<FeePolicy> => (await policy().get()) ?? DEFAULT_POLICY;
export const savePolicy = (value: FeePolicy): Promise<void> => policy().set(value);
