/**
 * POST /api/family/children/{id}/consent/withdraw: a parent withdraws consent for their own child
 * (docs/rules.md#withdrawing-consent); any other id answers 404.
 */
import { familyConsentRoutes } from '#domain/family/family-consent.routes.ts';
import { withdrawConsent } from '#shared/family/consent-withdrawal.ts';
import { ownChild } from '#shared/family/family-children.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';

const app = apiFunction().on(familyConsentRoutes.withdraw, { allow: ownChild }, async (c) => withdrawConsent(c.req.raw, contextOf(c)));

export default serve(app);

export const config = { path: ['/api/family/children/:id/consent/withdraw'] };
