/**
 * The club desk's routes (docs/clubs.md): the registrars' screen of a club's coach addresses, and
 * the coach's sign-in, which answers exactly as the family page's does.
 */
import { apiRoute, messageAnswerSchema } from '../common/api-route.ts';
import { signInProofSchema, signInRequestSchema } from '../family/family.schema.ts';
import {
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
