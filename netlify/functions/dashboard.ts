/**
 * GET /api/dashboard (any signed-in admin): the admin home's figures in one answer, each costing
 * a fixed number of store reads. What it holds follows the role: upcoming events and the last
 * rebuild for everyone; the people's work waiting (counts only) for registrars and owners; the
 * latest audit entries and the latest store repair (counts only) for owners.
 */
import { roleAllows } from '../../src/domain/committee/account.ts';
import { DASHBOARD_WEEK_DAYS, type Dashboard } from '../../src/domain/committee/dashboard.ts';
import { signedIn } from './_shared/security/access.ts';
import { latestAudit, peoplesWork, storeRepair, upcomingEvents } from './_shared/dashboard/dashboard-figures.ts';
import { json } from './_shared/platform/http.ts';
import { byMethod, handle } from './_shared/platform/router.ts';
import { rebuildState } from './_shared/publish/rebuild.ts';
import { requireAdmin } from './_shared/security/sessions.ts';

export default handle(
  byMethod({
    GET: signedIn(async (req) => {
      const { role } = await requireAdmin(req);
      const now = Date.now();
      const weekStart = new Date(now - DASHBOARD_WEEK_DAYS * 86_400_000).toISOString();
      const [work, upcoming, rebuild, audit, repair] = await Promise.all([
        roleAllows(role, 'registrar') ? peoplesWork(weekStart) : undefined,
        upcomingEvents(now),
        rebuildState(),
        role === 'owner' ? latestAudit() : undefined,
        role === 'owner' ? storeRepair() : undefined,
      ]);
      const answer: Dashboard = {
        role,
        weekStart,
        ...(work ? { work } : {}),
        upcomingEvents: upcoming,
        rebuild,
        ...(audit ? { audit } : {}),
        ...(repair !== undefined ? { storeRepair: repair } : {}),
      };
      return json(answer);
    }),
  }),
);

export const config = { path: '/api/dashboard' };
