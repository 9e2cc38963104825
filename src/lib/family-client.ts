/** The family page's calls (/api/family/…), through the one API client. */
import type {
  FamilyCertificate,
  FamilyChampionship,
  FamilyChild,
  FamilyHome,
  FamilyRequestView,
  FamilyResult,
} from '../domain/family/family-views';
import type { CorrectableField, RequestKind } from '../domain/family/family';
import type { ChildDataView } from '../domain/family/child-data-view';
import { childDataPagePath } from '../domain/family/child-data-texts';
import type { DataRequest as DataRequestView } from '../domain/family/family.schema';
import { request } from './api-client';
import { familySession } from './family-session';

const child = (id: string) => `/api/family/children/${encodeURIComponent(id)}`;

export const familyApi = {
  session: familySession,
  askForLink: (email: string) => request<{ message: string }>('POST', '/api/family/sign-in', { email, website: '' }),
  /** Signed in, or (a link this browser did not ask for, or over another family's session) who it would sign in, to ask first. */
  verifyToken: (token: string, confirm = false) =>
    request<{ email: string } | { confirm: { email: string; current?: string } }>('POST', '/api/family/verify', {
      token,
      ...(confirm ? { confirm: true } : {}),
    }),
  verifyCode: (email: string, code: string) => request<{ email: string }>('POST', '/api/family/verify', { email, code }),
  signOut: () => request<{ message: string }>('POST', '/api/family/sign-out', {}),
  children: () => request<FamilyHome>('GET', '/api/family/children'),
  renew: (id: string) => request<{ message: string; child: FamilyChild }>('POST', `${child(id)}/renew`, { consent: true }),
  championships: (id: string) => request<{ championships: FamilyChampionship[] }>('GET', `${child(id)}/championships`),
  changeEntry: (id: string, eventId: string, add: string[], remove: string[]) =>
    request<{ message: string; raceIds: string[] }>('POST', `${child(id)}/entries`, { eventId, add, remove }),
  results: (id: string) => request<{ results: FamilyResult[]; certificates: FamilyCertificate[] }>('GET', `${child(id)}/results`),
  requests: (id: string) => request<{ requests: FamilyRequestView[] }>('GET', `${child(id)}/requests`),
  ask: (id: string, body: { kind: RequestKind; field?: CorrectableField; value?: string; note?: string }) =>
    request<{ message: string; request: FamilyRequestView }>('POST', `${child(id)}/requests`, body),
  data: (id: string) => request<ChildDataView>('GET', `${child(id)}/data`),
  /** The JSON download, or the readable page of the same data. */
  dataUrl: (id: string, format: 'json' | 'html') => (format === 'html' ? childDataPagePath(id) : `${child(id)}/data`),
};

/** The registrar's queue of parents' requests (admin screens). */
export const requestsApi = {
  list: (status: '' | 'open' | 'done' | 'declined') =>
    request<DataRequestView[]>('GET', `/api/requests?pageSize=100${status ? `&status=${status}` : ''}`),
  answer: (id: string, status: 'done' | 'declined', answer: string) =>
    request<{ message: string; mailed: boolean }>('PATCH', `/api/requests/${encodeURIComponent(id)}`, { status, answer }),
};
