/** The club desk's calls (/api/club-desk/…) and the registrars' coach addresses (/api/club-coaches), through the one API client. */
import type { Grid, Roster } from '../domain/clubs/club-desk.schema';

export interface BatchLine {
  registrationNo: string;
  race: string;
}
export interface BatchCheck {
  eventId: string;
  accepted: { line: number; registrationNo: string; name: string; raceId: string; raceName: string }[];
  refused: { line: number; registrationNo: string; race: string; reason: string }[];
  duplicates: { line: number; registrationNo: string; race: string; reason: string }[];
}
import { request } from './api-client';

export interface CoachAddress {
  _id: string;
  email: string;
  createdAt: string;
}

export type DeskSession = { signedIn: false } | { signedIn: true; email: string; club: { _id: string; clubName: string } };

export const clubCoachesApi = {
  list: (clubId: string) => request<{ coaches: CoachAddress[] }>('GET', `/api/club-coaches?club=${encodeURIComponent(clubId)}`),
  add: (clubId: string, email: string) => request<{ message: string; coach: CoachAddress }>('POST', '/api/club-coaches', { clubId, email }),
  remove: (id: string) => request<{ message: string }>('DELETE', `/api/club-coaches/${encodeURIComponent(id)}`),
};

export const deskApi = {
  session: () => request<DeskSession>('GET', '/api/club-desk/session'),
  askForLink: (email: string) => request<{ message: string }>('POST', '/api/club-desk/sign-in', { email, website: '' }),
  verifyToken: (token: string, confirm = false) =>
    request<{ email: string } | { confirm: { email: string; current?: string } }>('POST', '/api/club-desk/verify', {
      token,
      ...(confirm ? { confirm: true } : {}),
    }),
  verifyCode: (email: string, code: string) => request<{ email: string }>('POST', '/api/club-desk/verify', { email, code }),
  signOut: () => request<{ message: string }>('POST', '/api/club-desk/sign-out', {}),
  roster: (clubId: string, page = 1) => request<Roster>('GET', `/api/club-desk/clubs/${encodeURIComponent(clubId)}/roster?page=${page}`),
  grid: (clubId: string, eventId = '') =>
    request<Grid>('GET', `/api/club-desk/clubs/${encodeURIComponent(clubId)}/grid?event=${encodeURIComponent(eventId)}`),
  check: (clubId: string, body: { eventId: string; lines: BatchLine[] } | { eventId: string; csv: string }) =>
    request<BatchCheck>('POST', `/api/club-desk/clubs/${encodeURIComponent(clubId)}/batch/check`, body),
  confirm: (clubId: string, eventId: string, lines: BatchLine[]) =>
    request<{ message: string; entryIds: string[] }>('POST', `/api/club-desk/clubs/${encodeURIComponent(clubId)}/batch`, {
      eventId,
      lines,
    }),
  templateUrl: (clubId: string) => `/api/club-desk/clubs/${encodeURIComponent(clubId)}/batch/template`,
  invite: (email: string, childName: string) =>
    request<{ message: string }>('POST', '/api/club-desk/invitations', { email, childName, website: '' }),
};
