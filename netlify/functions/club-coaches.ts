/**
 * A club's coach addresses (docs/clubs.md#coach-addresses), kept by registrars and owners on the
 * club's admin screen: listed, added, taken back. The addresses are personal data: never public,
 * and the audit log names the club only.
 */
import { clubCoachRoutes } from '#domain/clubs/club-desk.routes.ts';
import { clubDeskMessages } from '#domain/clubs/club-desk.ts';
import { auditRecord, namedAudit } from '#shared/audit/audited.ts';
import { addCoach, coachesOf, removeCoach } from '#shared/clubs/coaches.ts';
import { coaches } from '#shared/collections/clubs.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';

/** The club, named by its public name; never the coach's address. */
const coachAudit = (detail: string) =>
  namedAudit<{ clubId: string; clubName: string }>('associative-club', (club) => club.clubName, {
    action: 'edit',
    id: (club) => club.clubId,
    detail: () => detail,
  });

const app = apiFunction()
  .on(clubCoachRoutes.list, { versions: { records: coaches, wrapped: 'coaches' } }, async (c) =>
    json({ coaches: await coachesOf(c.req.valid('query').club) }),
  )
  .on(clubCoachRoutes.add, { audit: coachAudit('a coach address added') }, async (c) => {
    const { clubId, email } = c.req.valid('json');
    const { coach, club, added } = await addCoach(clubId, email);
    if (added) auditRecord(c.req.raw, { clubId: club._id, clubName: club.clubName });
    const { _id, createdAt } = coach;
    return json({ message: clubDeskMessages.coachAdded, coach: { _id, email: coach.email, createdAt } }, { status: added ? 201 : 200 });
  })
  .on(clubCoachRoutes.remove, { audit: coachAudit('a coach address removed'), versions: { records: coaches } }, async (c) => {
    const { coach, club } = await removeCoach(c.req.valid('param').id);
    auditRecord(c.req.raw, { clubId: coach.clubId, clubName: club?.clubName ?? 'a removed club' });
    return json({ message: clubDeskMessages.coachRemoved });
  });

export default serve(app);

export const config = { path: ['/api/club-coaches', '/api/club-coaches/:id'] };
