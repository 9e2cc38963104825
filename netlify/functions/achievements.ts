/**
 * Achievements: GET /api/achievements and GET /api/achievements/{id} (public),
 * POST /api/achievementspost, PUT and DELETE /api/achievements/{id} (admin).
 */
import { forRole, publicRoute } from './_shared/security/access.ts';
import { auditRecord, audited, namedAudit } from './_shared/audit/audited.ts';
import { achievementMessages, hasLevel, matchesYear } from '../../src/domain/content/achievement.ts';
import {
  achievementEditSchema,
  achievementInputSchema,
  achievementListQuerySchema,
  type Achievement,
} from '../../src/domain/content/achievement.schema.ts';
import { matchesSearch } from '../../src/domain/common/search.ts';
import { achievements } from './_shared/store/collections.ts';
import { json, readJson, type Handler } from './_shared/platform/http.ts';
import { byMethod, byPath, handle, pathId } from './_shared/platform/router.ts';
import { listPage, pagedJson, readListQuery } from './_shared/platform/paged-lists.ts';
import { publicAchievements } from './_shared/publish/public-lists.ts';
import { requestRebuild } from './_shared/publish/rebuild.ts';
import { editWithImages } from './_shared/records/record-edit.ts';
import { publicImages, readOne, removeOne } from './_shared/records/record-handlers.ts';
import { checkImages, storeWithImages } from './_shared/media/stored-images.ts';
import { newId } from './_shared/store/index.ts';
import { listedWithVersions, versioned } from './_shared/records/versioned.ts';

/**
 * Highest level first, then newest. One level alone reads that level's own index; several levels, a year or a search
 * scan the summaries.
 */
const listAchievements: Handler = async (req) => {
  const query = readListQuery(req, achievementListQuerySchema);
  const { level, year, q } = query;
  const [only] = level;
  const filtered = level.length > 1 || year !== '' || q !== '';
  const source = publicAchievements(level.length === 1 && !filtered ? only : undefined);
  const match = filtered
    ? (item: Achievement) =>
        (level.length === 0 || level.some((wanted) => hasLevel(item.level, wanted))) &&
        matchesYear(item.year, year) &&
        matchesSearch(q, [item.title, item.year, item.level])
    : undefined;
  return pagedJson(req, await listPage(source, query, match), { cache: 'public-short' });
};

/** An achievement by its title, which is public anyway. */
const achievementAudit = namedAudit<Achievement>('achievements', (achievement) => achievement.title);

export default handle(
  byPath({
    '/api/achievements': byMethod({
      GET: publicRoute(listedWithVersions(achievements, listAchievements)),
    }),
    '/api/achievements/:id': byMethod({
      GET: publicRoute(readOne(achievements, 'Achievement')),
      PUT: forRole(
        'editor',
        audited(
          achievementAudit,
          versioned(achievements, async (req, context) => {
            const id = pathId(context, 'Achievement');
            const { image, image2, ...fields } = await readJson(req, achievementEditSchema);
            const record = await editWithImages(
              achievements,
              id,
              'Achievement',
              {
                image: { value: image, label: achievementMessages.imageLabel },
                image2: { value: image2, label: achievementMessages.image2Label },
              },
              (current) => ({ ...current, ...fields }),
            );
            requestRebuild(context, 'achievement updated');
            auditRecord(req, record);
            return json(record);
          }),
        ),
      ),
      DELETE: forRole(
        'editor',
        audited(
          achievementAudit,
          versioned(
            achievements,
            removeOne(achievements, 'Achievement', {
              message: achievementMessages.deleted,
              rebuild: 'achievement deleted',
              files: (item) => publicImages(item.image, item.image2),
            }),
          ),
        ),
      ),
    }),
    '/api/achievementspost': byMethod({
      POST: forRole(
        'editor',
        audited(achievementAudit, async (req, context) => {
          const input = await readJson(req, achievementInputSchema);
          const _id = newId();
          const images = await checkImages(_id, {
            image: { value: input.image, label: achievementMessages.imageLabel },
            image2: { value: input.image2, label: achievementMessages.image2Label },
          });
          const record = await storeWithImages(images, (stored) =>
            achievements().insert({ ...input, ...stored, _id, createdAt: new Date().toISOString() } satisfies Achievement),
          );
          requestRebuild(context, 'achievement added');
          auditRecord(req, record);
          return json(record, { status: 201 });
        }),
      ),
    }),
  }),
);

export const config = { path: ['/api/achievements', '/api/achievements/:id', '/api/achievementspost'] };
