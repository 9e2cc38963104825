/**
 * The families' requests about their children's data.
 */
import { type DataRequest, dataRequestSchema } from '#domain/family/family.schema.ts';
import { collection, define, whole } from '#shared/store/index.ts';
import { byCreation } from '#shared/store/sort-keys.ts';

/**
 * Parents' correction, deletion and access requests: the registrar's queue, oldest first (open
 * ones in a partition of their own, so the dashboard's count is one read), and each child's own.
 */
export const OPEN_REQUESTS = 'open';
export const dataRequestsDefinition = define({
  name: 'data-requests',
  schema: dataRequestSchema,
  indexes: {
    oldest: { key: byCreation, summary: (request: DataRequest) => whole(request) },
    open: {
      key: byCreation,
      summary: ({ _id }: DataRequest) => ({ _id }),
      partition: (request: DataRequest) => (request.status === 'open' ? OPEN_REQUESTS : null),
    },
    bySkater: { key: byCreation, summary: (request: DataRequest) => whole(request), partition: (request: DataRequest) => request.skaterId },
  },
});

// Factories, so that every caller names its collection the same way; the store itself is reached
// only inside each operation (getStore() at module scope fails in production).
export const dataRequests = () => collection(dataRequestsDefinition);
