/**
 * Whether this browser holds a family session, and for which address: the registration form asks
 * it alone, so it ships without the family page's client.
 */
import { familySessionRoutes } from '#domain/family/family-session.routes.ts';
import type { AnswerOf } from './client/route-types.ts';
import { call } from './client/call.ts';

export type FamilySession = AnswerOf<typeof familySessionRoutes.session>;

export const familySession = () => call(familySessionRoutes.session);
