/**
 * The fee settings as the API answers them (docs/rules.md#fees-and-receipts): the fees a form shows
 * (public), and each setting (`season-2026`, `event-{eventId}`, `policy`) as its form edits it, with
 * its version. A registrar sets up a championship without a treasurer, its entry fees included: of
 * the settings, a registrar reads and writes a championship's only.
 */
import { currentSeason } from '#config/rules.ts';
import { AUDIT_NOUNS, quoted } from '#domain/committee/audit.ts';
import { Forbidden, NotFound } from '#domain/common/errors.ts';
import { feeMessages, rupees, type ChampionshipFees, type FeePolicy, type SeasonFees } from '#domain/fees/fees.ts';
import { championshipFeesSchema, feePolicySchema, seasonFeesSchema } from '#domain/fees/fees.schema.ts';
import { auditRecord, declareAudit } from '#shared/audit/audited.ts';
import { eventTitle } from '#shared/collections/events.ts';
import { json, parseWith, type RequestContext } from '#shared/platform/http.ts';
import { jsonWithVersion } from '#shared/platform/versioned.ts';
import { sessionAllows } from '#shared/security/sessions.ts';
import { championships } from '#shared/collections/championships.ts';
import { etagOf } from '#shared/store/versions.ts';
import {
  readChampionshipFees,
  readPolicy,
  readSeasonFees,
  saveChampionshipFees,
  savePolicy,
  saveSeasonFees,
} from '#shared/collections/fees.ts';
import { feeSettingPart, feeSettings } from './fee-settings.ts';

export const feesForForms = async (query: { season?: number | undefined; eventId?: string | undefined }): Promise<Response> => {
  const season = query.season ?? currentSeason();
  const [seasonFees, championship, policy] = await Promise.all([
    readSeasonFees(season),
    query.eventId ? readChampionshipFees(query.eventId) : undefined,
    readPolicy(),
  ]);
  return json({ season: seasonFees ?? { season, newFee: 0, renewalFee: 0 }, championship: championship ?? null, policy });
};

const settingPartOf = (id: string) => {
  const part = feeSettingPart(id);
  if (!part) throw new NotFound('Fee setting');
  return part;
};

/** Of the fee settings, a registrar reads and writes a championship's only: 403 for the season's and the policy. */
export const championshipFeesForRegistrar = async (req: Request, context: RequestContext): Promise<void> => {
  const part = feeSettingPart(context.params['id'] ?? '')?.part;
  // An address that names no setting is answered by the handler (404), whoever asks.
  if (part !== undefined && part !== 'championship' && !(await sessionAllows(req, 'treasurer'))) {
    throw new Forbidden(feeMessages.onlyChampionshipFees);
  }
};

/**
 * One setting as its form shows it, with its version; a setting never saved answers its defaults
 * at version 0, so that a first save made from it is refused when another admin saved first.
 */
export const readSetting = async (id: string): Promise<Response> => {
  const part = settingPartOf(id);
  const found = await feeSettings().getVersioned(id);
  const fallback =
    part.part === 'policy'
      ? await readPolicy()
      : part.part === 'season'
        ? { season: part.season, newFee: 0, renewalFee: 0 }
        : { eventId: part.eventId, perSkater: 0, perRace: 0, lateFee: 0 };
  return jsonWithVersion(found?.record ?? fallback, etagOf(found?.mark ?? { rev: 0 }), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
};

/** A fee setting as the log names it, with its amounts (no person is named by a setting). */
interface SettingChange {
  _id: string;
  what: string;
}

const seasonWords = (fees: SeasonFees) =>
  `${AUDIT_NOUNS.fees} the ${fees.season} season: ${rupees(fees.newFee)} for a new skater, renewal ${rupees(fees.renewalFee)}`;
const championshipWords = (fees: ChampionshipFees, title: string) =>
  `${AUDIT_NOUNS.fees} ${quoted(title)}: ${feeMessages.entryFeeNote(fees).replace(/\.$/, '')}`;
const policyWords = (policy: FeePolicy) =>
  `the policy on unpaid fees: unpaid entries ${policy.unpaidOnStartList ? 'on' : 'off'} the start list, approval ${
    policy.approvalWaitsForFee ? 'waits' : 'does not wait'
  } for the registration fee`;

export const feesAudit = declareAudit<SettingChange>({ resource: 'fees', action: 'edit', what: (change) => change.what });

/**
 * Saves the setting the address names; what it holds comes from the body. `rebuildSite` is the
 * route's: publishing depends on fees (the membership page shows them), so fees cannot call it.
 */
export const writeSetting = async (
  req: Request,
  id: string,
  body: Record<string, unknown>,
  rebuildSite: (reason: string) => void,
): Promise<Response> => {
  const part = settingPartOf(id);
  if (part.part === 'season') {
    const fees = parseWith(seasonFeesSchema, { ...body, season: part.season });
    await saveSeasonFees(fees);
    // The membership page shows the season's fees as of the last build.
    rebuildSite('fees changed');
    auditRecord(req, { _id: id, what: seasonWords(fees) } satisfies SettingChange);
    return json({ message: feeMessages.settingsSaved, season: fees });
  }
  if (part.part === 'championship') {
    const event = await championships().get(part.eventId);
    if (!event) throw new NotFound('Championship');
    const fees = parseWith(championshipFeesSchema, { ...body, eventId: part.eventId });
    await saveChampionshipFees(fees);
    auditRecord(req, { _id: id, what: championshipWords(fees, await eventTitle(part.eventId)) } satisfies SettingChange);
    return json({ message: feeMessages.settingsSaved, championship: fees });
  }
  const policy = parseWith(feePolicySchema, body);
  await savePolicy(policy);
  auditRecord(req, { _id: id, what: policyWords(policy) } satisfies SettingChange);
  return json({ message: feeMessages.settingsSaved, policy });
};
