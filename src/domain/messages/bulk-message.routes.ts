/** The committee's letter to families: a registrar writes to chosen skaters' addresses (docs/rules.md#bulk-e-mail). */
import { apiRoute } from '#domain/common/api-route.ts';
import { bulkMessageInputSchema, bulkMessageResultSchema } from './bulk-message.schema.ts';

export const bulkMessageRoutes = {
  send: apiRoute({
    method: 'POST',
    path: '/api/send',
    access: 'registrar',
    summary:
      'A plain-text letter to each chosen skater, each their own (nobody sees the other addresses). Recipients must be e-mail addresses of skater profiles (400 naming those that are not); 503 when mail is not configured and there is no outbox.',
    body: bulkMessageInputSchema,
    answers: {
      200: {
        description:
          'How many were sent and which failed (`outbox`: they went to the local outbox); 502 with the same body when nothing could be sent.',
        schema: bulkMessageResultSchema,
      },
    },
  }),
};
