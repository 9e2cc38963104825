/**
 * Achievements: GET /api/achievements and GET /api/achievements/{id} (public),
 * POST /api/achievementspost, PUT and DELETE /api/achievements/{id} (editor).
 */
import { achievementMessages, hasLevel, matchesYear } from '#domain/content/achievement.ts';
import { achievementRoutes } from '#domain/content/achievement.routes.ts';
import type { Achievement } from '#domain/content/achievement.schema.ts';
import { matchesSearch } from '#domain/common/search.ts';
import { auditRecord, namedAudit } from '#shared/audit/audited.ts';
import { checkImages, storeWithImages } from '#shared/media/stored-images.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { listPage, pagedJson } from '#shared/platform/paged-lists.ts';
import { publicAchievements } from '#shared/publish/public-lists.ts';
import { requestRebuild } from '#shared/publish/rebuild.ts';
import { editWithImages } from '#shared/records/record-edit.ts';
import { publicImages, readOne, removeOne } from '#shared/records/record-handlers.ts';
import { achievements } from '#shared/collections/content.ts';
import { newId } from '#shared/store/index.ts';

/** An achievement by its title, which is public anyway. */
const achievementAudit = namedAudit<Achievement>('achievements', (achievement) => achievement.title);

const imagesOf = <V>(image: V, image2: V) => ({
  image: { value: image, label: achievementMessages.imageLabel },
  image2: { value: image2, label: achievementMessages.image2Label },
});

const app = apiFunction()
  /**
   * Highest level first, then newest. One level alone reads that level's own index; several levels, a year or a search
   * scan the summaries.
   */
  .on(achievementRoutes.list, { versions: { records: achievements } }, async (c) => {
    const query = c.req.valid('query');
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
    return pagedJson(c.req.raw, await listPage(source, query, match), { cache: 'public-short' });
  })
  .on(achievementRoutes.read, {}, async (c) => readOne(achievements, 'Achievement')(c.req.raw, contextOf(c)))
  .on(achievementRoutes.edit, { audit: achievementAudit, versions: { records: achievements } }, async (c) => {
    const { id } = c.req.valid('param');
    const { image, image2, ...fields } = c.req.valid('json');
    const record = await editWithImages(achievements, id, 'Achievement', imagesOf(image, image2), (current) => ({ ...current, ...fields }));
    requestRebuild(contextOf(c), 'achievement updated');
    auditRecord(c.req.raw, record);
    return json(record);
  })
  .on(achievementRoutes.remove, { audit: achievementAudit, versions: { records: achievements } }, async (c) =>
    removeOne(achievements, 'Achievement', {
      message: achievementMessages.deleted,
      rebuild: 'achievement deleted',
      files: (item) => publicImages(item.image, item.image2),
    })(c.req.raw, contextOf(c)),
  )
  .on(achievementRoutes.add, { audit: achievementAudit }, async (c) => {
    const input = c.req.valid('json');
    const _id = newId();
    const images = await checkImages(_id, imagesOf(input.image, input.image2));
    const record = await storeWithImages(images, (stored) =>
      achievements().insert({ ...input, ...stored, _id, createdAt: new Date().toISOString() } satisfies Achievement),
    );
    requestRebuild(contextOf(c), 'achievement added');
    auditRecord(c.req.raw, record);
    return json(record, { status: 201 });
  });

export default serve(app);

export const config = { path: ['/api/achievements', '/api/achievements/:id', '/api/achievementspost'] };
