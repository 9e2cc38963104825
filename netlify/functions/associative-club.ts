/**
 * Affiliated clubs and their members: GET /api/associative-club and GET /api/associative-club/{id}
 * (public), POST, PUT /api/associative-club/{id} (its details; members only when given) and DELETE (admin);
 * POST /api/associative-club/{id}/members, PUT and DELETE /api/associative-club/{id}/members/{memberId}
 * (admin): one member at a time.
 * GET /api/associative-club/names (public): every club's name, sorted, for the skater form's
 * Representative Club choice and the admin filters.
 * Members' pictures are links (as in the original API), not uploads, so no files are stored here.
 */
import { forRole, publicRoute } from './_shared/security/access.ts';
import { auditRecord, audited, namedAudit } from './_shared/audit/audited.ts';
import { clubMessages } from '../../src/domain/content/club.ts';
import {
  clubEditSchema,
  clubInputSchema,
  clubMemberInputSchema,
  type Club,
  type ClubSummary,
} from '../../src/domain/content/club.schema.ts';
import { listQuerySchema } from '../../src/domain/common/list-query.schema.ts';
import { matchesSearch } from '../../src/domain/common/search.ts';
import { clubs } from './_shared/store/collections.ts';
import { json, notFound, readJson, type Handler } from './_shared/platform/http.ts';
import { byMethod, byPath, handle, pathId } from './_shared/platform/router.ts';
import { listPage, pagedJson, readListQuery } from './_shared/platform/paged-lists.ts';
import { publicClubs } from './_shared/publish/public-lists.ts';
import { requestRebuild } from './_shared/publish/rebuild.ts';
import { removeOne } from './_shared/records/record-handlers.ts';
import { addMember, changeMember, membersToStore, removeMember, withMemberIds } from './_shared/clubs/club-members.ts';
import { newId } from './_shared/store/index.ts';
import { listedWithVersions, readVersioned, versioned } from './_shared/records/versioned.ts';

/** By name; `q` searches the name, the district and state, and the members' names the list carries. */
const listClubs: Handler = async (req) => {
  const query = readListQuery(req, listQuerySchema);
  const { q } = query;
  const match =
    q === ''
      ? undefined
      : (club: ClubSummary) =>
          matchesSearch(q, [club.clubName, club.district, club.stateName, ...club.members.map((member) => member.memberName)]);
  return pagedJson(req, await listPage(publicClubs(), query, match), { cache: 'public-short' });
};

/** The names only: a form's choice list, whatever the number of clubs (one scan of the summaries). */
const clubNames: Handler = async () => {
  const names: string[] = [];
  for await (const chunk of clubs().scan('byName')) names.push(...chunk.map((club) => club.clubName));
  return json({ names: names.sort((a, b) => a.localeCompare(b, 'en')) }, { cache: 'public-short' });
};

/** A club by its name, which is public; its members' contact details never go into the log. */
const clubAudit = namedAudit<Club>('associative-club', (club) => club.clubName);

/** A change to one member, named by the club only: never the member's name, number or contact details. */
const clubMemberAudit = namedAudit<Club>('associative-club', (club) => club.clubName, { action: 'edit', detail: () => 'a member changed' });

/** The club with every member's id (the admin screen edits members by it), and its version as ETag. */
const readClub: Handler = async (_req, context) => {
  const { record, etag } = await readVersioned(clubs, pathId(context, 'Club'), 'Club');
  return json(withMemberIds(record), { cache: 'public-short', headers: { ETag: etag } });
};

/** One member: added, changed or removed, the rest of the club as it is now. */
const memberRoute = (change: (clubId: string, req: Request, memberId: () => string) => Promise<Club>, status = 200) =>
  forRole(
    'editor',
    audited(
      clubMemberAudit,
      versioned(clubs, async (req, context) => {
        const clubId = pathId(context, 'Club');
        const club = await change(clubId, req, () => pathId(context, 'Member', 'memberId'));
        auditRecord(req, club);
        requestRebuild(context, 'club members changed');
        return json(withMemberIds(club), { status });
      }),
    ),
  );

export default handle(
  byPath({
    '/api/associative-club': byMethod({
      GET: publicRoute(listedWithVersions(clubs, listClubs)),
      POST: forRole(
        'editor',
        audited(clubAudit, async (req, context) => {
          const input = await readJson(req, clubInputSchema);
          const record = await clubs().insert({
            ...input,
            members: membersToStore(input.members),
            _id: newId(),
            createdAt: new Date().toISOString(),
          } satisfies Club);
          requestRebuild(context, 'club added');
          auditRecord(req, record);
          return json(record, { status: 201 });
        }),
      ),
    }),
    // Before '/:id', which would take "names" for an id.
    '/api/associative-club/names': byMethod({ GET: publicRoute(clubNames) }),
    '/api/associative-club/:id': byMethod({
      GET: publicRoute(readClub),
      PUT: forRole(
        'editor',
        audited(
          clubAudit,
          versioned(clubs, async (req, context) => {
            const id = pathId(context, 'Club');
            const { members, ...details } = await readJson(req, clubEditSchema);
            const updated = await clubs().update(id, (current) => ({
              ...details,
              members: members ? membersToStore(members, current) : withMemberIds(current).members,
              _id: current._id,
              createdAt: current.createdAt,
            }));
            if (!updated) throw notFound('Club');
            requestRebuild(context, 'club updated');
            auditRecord(req, updated);
            return json(updated);
          }),
        ),
      ),
      DELETE: forRole(
        'editor',
        audited(clubAudit, versioned(clubs, removeOne(clubs, 'Club', { message: clubMessages.deleted, rebuild: 'club deleted' }))),
      ),
    }),
    '/api/associative-club/:id/members': byMethod({
      POST: memberRoute(async (clubId, req) => addMember(clubId, await readJson(req, clubMemberInputSchema)), 201),
    }),
    '/api/associative-club/:id/members/:memberId': byMethod({
      PUT: memberRoute(async (clubId, req, memberId) => changeMember(clubId, memberId(), await readJson(req, clubMemberInputSchema))),
      DELETE: memberRoute(async (clubId, _req, memberId) => removeMember(clubId, memberId())),
    }),
  }),
);

export const config = {
  path: [
    '/api/associative-club',
    '/api/associative-club/names',
    '/api/associative-club/:id',
    '/api/associative-club/:id/members',
    '/api/associative-club/:id/members/:memberId',
  ],
};
