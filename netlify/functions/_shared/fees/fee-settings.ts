/**
 * The fee settings as the fees route edits them (declared with the other fee records in
 * `collections/fees.ts`): which setting an id names, and each one's version for If-Match. A
 * setting is read by anyone, since the forms show the fee before a parent commits, and set by an
 * owner or a treasurer.
 */
import { ID_PATTERN } from '#domain/common/fields.ts';
import { championshipFeesSetting, FEE_SETTINGS, POLICY_ID, policySetting, seasonFeesSetting } from '#shared/collections/fees.ts';
import type { EditMark } from '#shared/store/versions.ts';

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
  return part.part === 'policy'
    ? policySetting()
    : part.part === 'season'
      ? seasonFeesSetting(part.season)
      : championshipFeesSetting(part.eventId);
};

/** The settings as `versioned` reads them: a setting never saved has no version yet (any If-Match but `*` is stale then). */
export const feeSettings = () => ({
  name: FEE_SETTINGS,
  getVersioned: async (id: string): Promise<{ record: unknown; mark: EditMark } | undefined> => settingOf(id)?.getVersioned(),
});
