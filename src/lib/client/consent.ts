/** The family page's call to withdraw a child's consent (docs/rules.md#withdrawing-consent). */
import { familyConsentRoutes } from '#domain/family/family-consent.routes.ts';
import { call } from './call.ts';

export const withdrawConsent = (childId: string) => call(familyConsentRoutes.withdraw, { params: { id: childId } });
