/** A parent's consent about a child: withdrawn in one step from the family page. */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { LANGS } from '#domain/i18n/languages.ts';

export const familyConsentRoutes = {
  withdraw: apiRoute({
    method: 'POST',
    path: '/api/family/children/:id/consent/withdraw',
    access: 'family',
    summary:
      'Withdraws the consent for the child, in one step: recorded with when, the address and the page’s language (`X-Page-Language`); the skater leaves every public list and page and the club desk at once, club entries are turned off, and a deletion request goes to the registrar’s queue (one already open is kept). Sent again: 200, nothing changes.',
    record: 'Skater',
    answers: {
      200: {
        description: '`{message, withdrawal: {at, language}}`.',
        schema: z.object({ message: z.string(), withdrawal: z.object({ at: z.string(), language: z.enum(LANGS) }) }),
      },
    },
  }),
};
