/**
 * Who may see a skater's photo at /api/photos/{key}: anyone while a profile holding it is approved
 * for the current season with its consent standing (the public skater list shows it); otherwise (pending, rejected, lapsed,
 * unconfirmed) only an admin whose role handles people, or the signed-in family whose child it is.
 * One read of the photo's partition of the `byPhoto` index answers which profiles hold it, whatever
 * the number of profiles.
 */
import { currentSeason } from '#config/rules.ts';
import { currentFamily, sessionAllows } from '#shared/security/sessions.ts';
import { familyPartition, skaters } from '#shared/collections/registry.ts';

/** 'public': anyone, cacheable; 'private': this request only, never cached; 'none': answered as not found. */
export type PhotoAccess = 'public' | 'private' | 'none';

/** More profiles than this never hold one photo (a photo is one child's; siblings may share one). */
const HOLDERS_READ = 20;

export const photoAccess = async (req: Request, key: string, now = new Date()): Promise<PhotoAccess> => {
  const { items: holders } = await skaters().page('byPhoto', { partition: key, limit: HOLDERS_READ });
  // A photo no profile holds (its profile deleted, or never saved) is nobody's to see.
  if (holders.length === 0) return 'none';
  const season = currentSeason(now);
  if (holders.some((holder) => holder.status === 'approved' && holder.season === season && holder.withdrawn !== true)) return 'public';
  if (await sessionAllows(req, 'registrar')) return 'private';
  const family = await currentFamily(req);
  if (family && holders.some((holder) => holder.family !== '' && holder.family === familyPartition(family.email))) return 'private';
  return 'none';
};
