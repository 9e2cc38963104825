/** The family page's calls (/my), and the registrar's queue of parents' requests. */
import { dataRequestRoutes } from '#domain/family/data-request.routes.ts';
import { familyChildRoutes } from '#domain/family/family-children.routes.ts';
import { familyEntryRoutes } from '#domain/family/family-entries.routes.ts';
import { familyRequestRoutes } from '#domain/family/family-requests.routes.ts';
import { familySessionRoutes } from '#domain/family/family-session.routes.ts';
import type { FamilyCertificate, FamilyChild, FamilyHome, FamilyRequestView, FamilyResult } from '#domain/family/family-views.ts';
import type { z } from 'zod';
import type { familyRequestSchema } from '#domain/family/family.schema.ts';
import type { ChildDataView } from '#domain/family/child-data-view.ts';
import { childDataPagePath } from '#domain/family/child-data-texts.ts';
import { familySession } from '#lib/family-session.ts';
import { call, undeclaredAnswer } from './call.ts';
import { routeUrl } from './route-url.ts';

export const familyApi = {
  session: familySession,
  askForLink: (email: string) => call(familySessionRoutes.signIn, { body: { email, website: '' } }),
  /** Signed in, or (a link this browser did not ask for, or over another family's session) who it would sign in, to ask first. */
  verifyToken: (token: string, confirm = false) =>
    call(familySessionRoutes.verify, { body: { token, ...(confirm ? { confirm: true } : {}) } }),
  verifyCode: (email: string, code: string) =>
    undeclaredAnswer<{ email: string }>(call(familySessionRoutes.verify, { body: { email, code } })),
  signOut: () => call(familySessionRoutes.signOut),
  children: () => undeclaredAnswer<FamilyHome>(call(familyChildRoutes.list)),
  renew: (id: string) =>
    undeclaredAnswer<{ message: string; child: FamilyChild }>(call(familyChildRoutes.renew, { params: { id }, body: { consent: true } })),
  championships: (id: string) => call(familyEntryRoutes.championships, { params: { id } }),
  results: (id: string) =>
    undeclaredAnswer<{ results: FamilyResult[]; certificates: FamilyCertificate[] }>(call(familyEntryRoutes.results, { params: { id } })),
  requests: (id: string) => undeclaredAnswer<{ requests: FamilyRequestView[] }>(call(familyRequestRoutes.list, { params: { id } })),
  ask: (id: string, body: z.input<typeof familyRequestSchema>) =>
    undeclaredAnswer<{ message: string; request: FamilyRequestView }>(call(familyRequestRoutes.add, { params: { id }, body })),
  data: (id: string) => undeclaredAnswer<ChildDataView>(call(familyChildRoutes.data, { params: { id } })),
  /** The JSON download, or the readable page of the same data. */
  dataUrl: (id: string, format: 'json' | 'html') => (format === 'html' ? childDataPagePath(id) : routeUrl(familyChildRoutes.data, { id })),
};

/** The registrar's queue of parents' requests (admin screens). */
export const requestsApi = {
  list: async (status: '' | 'open' | 'done' | 'declined') =>
    call(dataRequestRoutes.list, { query: { pageSize: 100, ...(status ? { status } : {}) } }),
  answer: (id: string, status: 'done' | 'declined', answer: string) =>
    call(dataRequestRoutes.answer, { params: { id }, body: { status, answer } }),
};
