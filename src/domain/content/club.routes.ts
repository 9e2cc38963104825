/** Affiliated clubs' routes: everyone reads them; an editor adds, edits and deletes them, and their members one at a time. */
import { z } from 'zod';
import { apiRoute, messageAnswerSchema } from '#domain/common/api-route.ts';
import { listQuerySchema } from '#domain/common/list-query.schema.ts';
import { clubEditSchema, clubInputSchema, clubMemberInputSchema, clubSchema, clubSummarySchema } from './club.schema.ts';

const clubAnswer = (description: string) => ({ description, schema: clubSchema });

export const clubRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/associative-club',
    access: 'public',
    summary:
      'The clubs by name, a page, each with `memberCount` and the names and roles of the members that fit (`/api/associative-club/{id}` has them all); `?q=` searches the name, the district and state, and those members’ names.',
    query: listQuerySchema,
    answers: { 200: { description: 'One page, with its paging in headers.', schema: z.array(clubSummarySchema) } },
  }),
  add: apiRoute({
    method: 'POST',
    path: '/api/associative-club',
    access: 'editor',
    summary: 'Adds a club with its members (at least one); the site is rebuilt.',
    body: clubInputSchema,
    answers: { 201: clubAnswer('The club as stored.') },
  }),
  names: apiRoute({
    method: 'GET',
    path: '/api/associative-club/names',
    access: 'public',
    summary: 'Every affiliated club’s name, sorted (the skater form’s Representative Club choices).',
    answers: { 200: { description: 'The names.', schema: z.object({ names: z.array(z.string()) }) } },
  }),
  read: apiRoute({
    method: 'GET',
    path: '/api/associative-club/:id',
    access: 'public',
    summary: 'One club with every member (each with its `_id`); its version is the ETag.',
    record: 'Club',
    answers: { 200: clubAnswer('The club.') },
  }),
  edit: apiRoute({
    method: 'PUT',
    path: '/api/associative-club/:id',
    access: 'editor',
    summary:
      'Edits a club’s details (If-Match: a stale version is refused with 409); its members are kept unless `members` is given (members are edited one at a time, below).',
    record: 'Club',
    body: clubEditSchema,
    answers: { 200: clubAnswer('The club as stored.') },
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/associative-club/:id',
    access: 'editor',
    summary: 'Deletes a club (If-Match: a stale version is refused with 409).',
    record: 'Club',
    answers: { 200: { description: 'Deleted.', schema: messageAnswerSchema } },
  }),
  addMember: apiRoute({
    method: 'POST',
    path: '/api/associative-club/:id/members',
    partOf: '/api/associative-club/:id',
    access: 'editor',
    summary: 'Adds a member to the club (a club lists at most 100; If-Match: 409 stale).',
    record: 'Club',
    body: clubMemberInputSchema,
    answers: { 201: clubAnswer('The club as it is now.') },
  }),
  changeMember: apiRoute({
    method: 'PUT',
    path: '/api/associative-club/:id/members/:memberId',
    partOf: '/api/associative-club/:id',
    access: 'editor',
    summary: 'Changes one member, the others as they are (If-Match: 409 stale).',
    record: 'Club',
    params: { memberId: 'Member' },
    body: clubMemberInputSchema,
    answers: { 200: clubAnswer('The club as it is now.') },
  }),
  removeMember: apiRoute({
    method: 'DELETE',
    path: '/api/associative-club/:id/members/:memberId',
    partOf: '/api/associative-club/:id',
    access: 'editor',
    summary: 'Removes one member; 400 for the last one (a club keeps at least one; If-Match: 409 stale).',
    record: 'Club',
    params: { memberId: 'Member' },
    answers: { 200: clubAnswer('The club as it is now.') },
  }),
};
