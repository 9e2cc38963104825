/**
 * Affiliated clubs as the routes answer them: the public list and names, one club with its members'
 * ids, and a club added or edited whole (its members one at a time are club-members.ts).
 */
import { NotFound } from '#domain/common/errors.ts';
import type { ListQuery } from '#domain/common/list-query.schema.ts';
import { matchesSearch } from '#domain/common/search.ts';
import type { Club, ClubSummary, clubEditSchema, clubInputSchema } from '#domain/content/club.schema.ts';
import type { z } from 'zod';
import { json } from '#shared/platform/http.ts';
import { listPage, pagedJson } from '#shared/platform/paged-lists.ts';
import { publicClubs } from '#shared/publish/public-lists.ts';
import { readVersioned } from '#shared/platform/versioned.ts';
import { clubs } from '#shared/collections/clubs.ts';
import { newId } from '#shared/store/index.ts';
import { membersToStore, withMemberIds } from './club-members.ts';

/** By name; `q` searches the name, the district and state, and the members' names the list carries. */
export const clubsPage = async (req: Request, query: ListQuery & { q: string }): Promise<Response> => {
  const { q } = query;
  const match =
    q === ''
      ? undefined
      : (club: ClubSummary) =>
          matchesSearch(q, [club.clubName, club.district, club.stateName, ...club.members.map((member) => member.memberName)]);
  return pagedJson(req, await listPage(publicClubs(), query, match), { cache: 'public-short' });
};

/** The names only: a form's choice list, whatever the number of clubs (one scan of the summaries). */
export const clubNames = async (): Promise<Response> => {
  const names: string[] = [];
  for await (const chunk of clubs().scan('byName')) names.push(...chunk.map((club) => club.clubName));
  return json({ names: names.sort((a, b) => a.localeCompare(b, 'en')) }, { cache: 'public-short' });
};

/** The club with every member's id (the admin screen edits members by it), and its version as ETag. */
export const clubAnswer = async (id: string): Promise<Response> => {
  const { record, etag } = await readVersioned(clubs, id, 'Club');
  return json(withMemberIds(record), { cache: 'public-short', headers: { ETag: etag } });
};

export const addClub = (input: z.output<typeof clubInputSchema>): Promise<Club> =>
  clubs().insert({
    ...input,
    members: membersToStore(input.members),
    _id: newId(),
    createdAt: new Date().toISOString(),
  } satisfies Club);

/** The club's details; its members stay as they are unless the edit gives them. */
export const editClub = async (id: string, { members, ...details }: z.output<typeof clubEditSchema>): Promise<Club> => {
  const updated = await clubs().update(id, (current) => ({
    ...details,
    members: members ? membersToStore(members, current) : withMemberIds(current).members,
    _id: current._id,
    createdAt: current.createdAt,
  }));
  if (!updated) throw new NotFound('Club');
  return updated;
};
