/**
 * The club desk's routes (docs/clubs.md): the registrars' screen of a club's coach addresses, the
 * coach's sign-in (which answers exactly as the family page's does), the coach's desk, and the
 * parent's choice about club entries on the family page.
 */
import { apiRoute, messageAnswerSchema } from '#domain/common/api-route.ts';
import { signInProofSchema, signInRequestSchema } from '#domain/family/family.schema.ts';
import {
  batchCheckAnswerSchema,
  batchCheckSchema,
  batchConfirmSchema,
  gridQuerySchema,
  gridSchema,
  clubEntriesChoiceSchema,
  invitationSchema,
  rosterQuerySchema,
  rosterSchema,
  coachInputSchema,
  coachListQuerySchema,
  coachListSchema,
  coachViewSchema,
  deskSessionSchema,
  signedInAnswerSchema,
} from './club-desk.schema.ts';
import { z } from 'zod';

export const clubCoachRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/club-coaches',
    access: 'registrar',
    summary: "A club's coach addresses (`?club=`), oldest first.",
    query: coachListQuerySchema,
    answers: { 200: { description: 'The addresses.', schema: coachListSchema } },
  }),
  add: apiRoute({
    method: 'POST',
    path: '/api/club-coaches',
    access: 'registrar',
    summary: 'Gives a club a coach address (one address serves one club; given twice, added once).',
    body: coachInputSchema,
    answers: {
      201: { description: 'Added (200: the club had it already).', schema: z.object({ message: z.string(), coach: coachViewSchema }) },
    },
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/club-coaches/:id',
    access: 'registrar',
    summary: "Takes a coach address back: the coach's sessions are refused from the next request.",
    record: 'Coach address',
    answers: { 200: { description: 'Removed.', schema: messageAnswerSchema } },
  }),
};

export const clubDeskSignInRoutes = {
  signIn: apiRoute({
    method: 'POST',
    path: '/api/club-desk/sign-in',
    access: 'public',
    summary:
      "A coach's sign-in letter: one answer whether or not the address is a coach's; limited per client and per address as the family page's. Notes the asking browser.",
    body: signInRequestSchema,
    answers: { 200: { description: 'The one answer.', schema: messageAnswerSchema } },
  }),
  verify: apiRoute({
    method: 'POST',
    path: '/api/club-desk/verify',
    access: 'public',
    summary:
      'Opens a coach session (cookie `coach`) from the letter’s link or its code; a link from another browser first answers `{confirm}`.',
    body: signInProofSchema,
    answers: { 200: { description: 'Signed in, or the question to ask first.', schema: signedInAnswerSchema } },
  }),
  signOut: apiRoute({
    method: 'POST',
    path: '/api/club-desk/sign-out',
    access: 'public',
    summary: "Ends this browser's coach session.",
    answers: { 200: { description: 'Signed out.', schema: messageAnswerSchema } },
  }),
  session: apiRoute({
    method: 'GET',
    path: '/api/club-desk/session',
    access: 'public',
    summary: 'Whether this browser has a coach session, and for which club.',
    answers: { 200: { description: 'The session.', schema: deskSessionSchema } },
  }),
};

export const clubDeskRoutes = {
  roster: apiRoute({
    method: 'GET',
    path: '/api/club-desk/clubs/:id/roster',
    access: 'coach',
    summary:
      "The coach's club's approved skaters, by name, 200 a page: name, number, age and event category, gender, season status, the parent's choice about club entries, entries in open championships. No personal field. 404 for another club's.",
    record: 'Club',
    query: rosterQuerySchema,
    answers: { 200: { description: 'A page of the roster.', schema: rosterSchema } },
  }),
  invite: apiRoute({
    method: 'POST',
    path: '/api/club-desk/invitations',
    access: 'coach',
    summary: 'Mails a parent a link to the registration form with the club filled in. Limited per client.',
    body: invitationSchema,
    answers: { 200: { description: 'Sent.', schema: messageAnswerSchema } },
  }),
};

export const clubBatchRoutes = {
  grid: apiRoute({
    method: 'GET',
    path: '/api/club-desk/clubs/:id/grid',
    access: 'coach',
    summary:
      "The championships open now and, for `?event=` (else the first), the club's skaters who may run one of its races: the races each may run and those entered. 404 another club's.",
    record: 'Club',
    query: gridQuerySchema,
    answers: { 200: { description: 'The grid.', schema: gridSchema } },
  }),
  check: apiRoute({
    method: 'POST',
    path: '/api/club-desk/clubs/:id/batch/check',
    access: 'coach',
    summary:
      'Checks a batch (the grid’s lines, or a CSV `registrationNo,race` per line) line by line; stores nothing. Each refused line says why, duplicates are skipped and reported.',
    record: 'Club',
    body: batchCheckSchema,
    answers: { 200: { description: 'The checked list.', schema: batchCheckAnswerSchema } },
  }),
  confirm: apiRoute({
    method: 'POST',
    path: '/api/club-desk/clubs/:id/batch',
    access: 'coach',
    summary:
      'Enters the checked list: checked again, and nothing entered unless every line passes (409). Each parent is mailed what the club entered.',
    record: 'Club',
    body: batchConfirmSchema,
    answers: { 201: { description: 'Entered.', schema: z.object({ message: z.string(), entryIds: z.array(z.string()) }) } },
  }),
  template: apiRoute({
    method: 'GET',
    path: '/api/club-desk/clubs/:id/batch/template',
    access: 'coach',
    summary: "The CSV template (`registrationNo,race`), with a line for each of the club's skaters whose parent allows club entries.",
    record: 'Club',
    answers: { 200: { description: 'A CSV file.' } },
  }),
};

export const familyClubRoutes = {
  choose: apiRoute({
    method: 'PUT',
    path: '/api/family/children/:id/club-entries',
    access: 'family',
    summary:
      "The parent's choice: may the child's club enter them from the club desk (off by default). Turning it off stops new club entries and withdraws nothing.",
    record: 'Skater',
    body: clubEntriesChoiceSchema,
    answers: { 200: { description: 'Saved.', schema: z.object({ message: z.string(), clubMayEnter: z.boolean() }) } },
  }),
};
