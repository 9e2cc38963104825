/** The admin home's figures in one request. */
import { apiRoute } from '#domain/common/api-route.ts';

export const dashboardRoutes = {
  read: apiRoute({
    method: 'GET',
    path: '/api/dashboard',
    access: 'signed-in',
    summary:
      'The admin home in one request, each figure a fixed number of store reads, what it holds following the role: `upcomingEvents` for everyone; `work` (counts of the last 7 days), `lockedLookups` and `provisionalResults` (more than 2 days provisional, the 5 oldest named) for registrars and owners; `rebuild`, `audit` (the 5 latest entries) and `storeRepair` (the latest store check in counts, or `null` before its first run) for owners; `fees` for treasurers and owners.',
    answers: {
      200: {
        description:
          '`{role, weekStart, upcomingEvents: {total, items}, fees?, work?, lockedLookups?, provisionalResults?, rebuild?, audit?, storeRepair?}` (`Dashboard` in src/domain/committee/dashboard.ts).',
      },
    },
  }),
};
