/**
 * Affiliated clubs and their members: everyone reads them (the list, the names for the skater
 * form's Representative Club choice, one club); an editor adds, edits and deletes a club, and
 * adds, changes and removes its members one at a time (_shared/clubs/). Members' pictures are
 * links (as in the original API), not uploads, so no files are stored here.
 */
import { clubMessages } from '#domain/content/club.ts';
import { clubRoutes } from '#domain/content/club.routes.ts';
import type { Club } from '#domain/content/club.schema.ts';
import { auditRecord, namedAudit } from '#shared/audit/audited.ts';
import { addMember, changeMember, removeMember, withMemberIds } from '#shared/clubs/club-members.ts';
import { addClub, clubAnswer, clubNames, clubsPage, editClub } from '#shared/clubs/club-records.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, contextOf, serve, type ApiEnv } from '#shared/platform/hono/app.ts';
import { requestRebuild } from '#shared/publish/rebuild.ts';
import { removeOne } from '#shared/records/record-handlers.ts';
import { clubs } from '#shared/collections/clubs.ts';
import type { Context } from 'hono';

/** A club by its name, which is public; its members' contact details never go into the log. */
const clubAudit = namedAudit<Club>('associative-club', (club) => club.clubName);

/** A change to one member, named by the club only: never the member's name, number or contact details. */
const clubMemberAudit = namedAudit<Club>('associative-club', (club) => club.clubName, { action: 'edit', detail: () => 'a member changed' });

const clubOptions = { audit: clubAudit, versions: { records: clubs } };
const memberOptions = { audit: clubMemberAudit, versions: { records: clubs } };

/** A club as changed: in the log, rebuilt into the site, answered. */
const changed = (c: Context<ApiEnv>, club: Club, why: string, status = 200): Response => {
  auditRecord(c.req.raw, club);
  requestRebuild(contextOf(c), why);
  return json(club, { status });
};

/** One member added, changed or removed: the club as it is now, every member with its id. */
const memberChanged = (c: Context<ApiEnv>, club: Club, status = 200): Response =>
  changed(c, withMemberIds(club), 'club members changed', status);

const app = apiFunction()
  .on(clubRoutes.list, { versions: { records: clubs } }, async (c) => clubsPage(c.req.raw, c.req.valid('query')))
  .on(clubRoutes.add, { audit: clubAudit }, async (c) => changed(c, await addClub(c.req.valid('json')), 'club added', 201))
  .on(clubRoutes.names, {}, async () => clubNames())
  .on(clubRoutes.read, {}, async (c) => clubAnswer(c.req.valid('param').id))
  .on(clubRoutes.edit, clubOptions, async (c) => changed(c, await editClub(c.req.valid('param').id, c.req.valid('json')), 'club updated'))
  .on(clubRoutes.remove, clubOptions, async (c) =>
    removeOne(clubs, 'Club', { message: clubMessages.deleted, rebuild: 'club deleted' })(c.req.raw, contextOf(c)),
  )
  .on(clubRoutes.addMember, memberOptions, async (c) =>
    memberChanged(c, await addMember(c.req.valid('param').id, c.req.valid('json')), 201),
  )
  .on(clubRoutes.changeMember, memberOptions, async (c) => {
    const { id, memberId } = c.req.valid('param');
    return memberChanged(c, await changeMember(id, memberId, c.req.valid('json')));
  })
  .on(clubRoutes.removeMember, memberOptions, async (c) => {
    const { id, memberId } = c.req.valid('param');
    return memberChanged(c, await removeMember(id, memberId));
  });

export default serve(app);

export const config = {
  path: [
    '/api/associative-club',
    '/api/associative-club/names',
    '/api/associative-club/:id',
    '/api/associative-club/:id/members',
    '/api/associative-club/:id/members/:memberId',
  ],
};
