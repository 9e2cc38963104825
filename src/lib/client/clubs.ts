/** The club desk's calls (a coach's sign-in, roster, invitations and batch entries), the registrars' coach addresses, and a parent's club-entry choice. */
import type { z } from 'zod';
import {
  clubBatchRoutes,
  clubCoachRoutes,
  clubDeskRoutes,
  clubDeskSignInRoutes,
  familyClubRoutes,
} from '#domain/clubs/club-desk.routes.ts';
import type { batchCheckAnswerSchema, coachViewSchema } from '#domain/clubs/club-desk.schema.ts';
import { call } from './call.ts';
import { routeUrl } from './route-url.ts';

export interface BatchLine {
  registrationNo: string;
  race: string;
}
export type BatchCheck = z.output<typeof batchCheckAnswerSchema>;
export type CoachAddress = z.output<typeof coachViewSchema>;
export type { DeskSession } from '#domain/clubs/club-desk.schema.ts';

export const clubCoachesApi = {
  list: (clubId: string) => call(clubCoachRoutes.list, { query: { club: clubId } }),
  add: (clubId: string, email: string) => call(clubCoachRoutes.add, { body: { clubId, email } }),
  remove: (id: string) => call(clubCoachRoutes.remove, { params: { id } }),
};

export const deskApi = {
  session: () => call(clubDeskSignInRoutes.session),
  askForLink: (email: string) => call(clubDeskSignInRoutes.signIn, { body: { email, website: '' } }),
  verifyToken: (token: string, confirm = false) =>
    call(clubDeskSignInRoutes.verify, { body: { token, ...(confirm ? { confirm: true } : {}) } }),
  verifyCode: (email: string, code: string) => call(clubDeskSignInRoutes.verify, { body: { email, code } }),
  signOut: () => call(clubDeskSignInRoutes.signOut),
  roster: (clubId: string, page = 1) => call(clubDeskRoutes.roster, { params: { id: clubId }, query: { page } }),
  grid: (clubId: string, eventId = '') => call(clubBatchRoutes.grid, { params: { id: clubId }, query: { event: eventId } }),
  check: (clubId: string, body: { eventId: string; lines: BatchLine[] } | { eventId: string; csv: string }) =>
    call(clubBatchRoutes.check, { params: { id: clubId }, body }),
  confirm: (clubId: string, eventId: string, lines: BatchLine[]) =>
    call(clubBatchRoutes.confirm, { params: { id: clubId }, body: { eventId, lines } }),
  templateUrl: (clubId: string) => routeUrl(clubBatchRoutes.template, { id: clubId }),
  invite: (email: string, childName: string) => call(clubDeskRoutes.invite, { body: { email, childName, website: '' } }),
};

/** A parent's choice whether the child's club may enter the child in championships. */
export const chooseClubEntries = (childId: string, allowed: boolean) =>
  call(familyClubRoutes.choose, { params: { id: childId }, body: { allowed } });
