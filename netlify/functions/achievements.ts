/**
 * Achievements: GET /api/achievements and GET /api/achievements/{id} (public),
 * POST /api/achievementspost and DELETE /api/achievements/{id} (admin).
 */
import { achievementMessages } from '../../src/domain/achievement.ts';
import { achievementInputSchema, type Achievement } from '../../src/domain/achievement.schema.ts';
import { achievements } from './_shared/collections.ts';
import { byMethod, byPath, handle, json, readJson } from './_shared/http.ts';
import { publicAchievements } from './_shared/public-views.ts';
import { requestRebuild } from './_shared/rebuild.ts';
import { publicImages, readOne, removeOne } from './_shared/record-handlers.ts';
import { checkImages, storeWithImages } from './_shared/record-images.ts';
import { requireAdmin } from './_shared/sessions.ts';
import { newId } from './_shared/store.ts';

export default handle(
  byPath({
    '/api/achievements': byMethod({
      GET: async () => json(await publicAchievements(), { cache: 'public-short' }),
    }),
    '/api/achievements/:id': byMethod({
      GET: readOne(achievements, 'Achievement'),
      DELETE: removeOne(achievements, 'Achievement', {
        message: achievementMessages.deleted,
        rebuild: 'achievement deleted',
        files: (item) => publicImages(item.image, item.image2),
      }),
    }),
    '/api/achievementspost': byMethod({
      POST: async (req, context) => {
        await requireAdmin(req);
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
        return json(record, { status: 201 });
      },
    }),
  }),
);

export const config = { path: ['/api/achievements', '/api/achievements/:id', '/api/achievementspost'] };
