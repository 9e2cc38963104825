/**
 * The family page's choice about club entries (docs/clubs.md#the-parents-choice): a route of its
 * own beside the family page's, with the family page's access (a parent signed in by e-mail, for
 * their own child only: any other id answers 404).
 */
import { familyClubRoutes } from '#domain/clubs/club-desk.routes.ts';
import { chooseClubEntries } from '#shared/clubs/club-choice.ts';
import { childOf } from '#shared/family/family-children.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';
import { requireFamily } from '#shared/security/sessions.ts';

const app = apiFunction().on(familyClubRoutes.choose, {}, async (c) => {
  const { email } = await requireFamily(c.req.raw);
  const skater = await childOf(email, c.req.valid('param').id);
  return json(await chooseClubEntries(skater, c.req.valid('json').allowed));
});

export default serve(app);

export const config = { path: ['/api/family/children/:id/club-entries'] };
