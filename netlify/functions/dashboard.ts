/**
 * GET /api/dashboard (any signed-in admin): the admin home's figures in one answer, each costing
 * a fixed number of store reads. What it holds follows the role: upcoming events and the last
 * rebuild for everyone; the people's work waiting (counts only) and the registrations whose
 * look-ups are paused after wrong dates of birth for registrars and owners; the latest audit
 * entries for owners.
 */
import { roleAllows } from '../../src/domain/account.ts';
import { DASHBOARD_WEEK_DAYS, type Dashboard } from '../../src/domain/dashboard.ts';
import { signedIn } from './_shared/access.ts';
import { lockedLookups } from './_shared/birth-date-locks.ts';
import { latestAudit, peoplesWork, upcomingEvents } from './_shared/dashboard-figures.ts';
import { byMethod, handle, json } from './_shared/http.ts';
import { rebuildState } from './_shared/rebuild.ts';
import { requireAdmin } from './_shared/sessions.ts';

export default handle(
  byMethod({
    GET: signedIn(async (req) => {
      const { role } = await requireAdmin(req);
      const now = Date.now();
      const weekStart = new Date(now - DASHBOARD_WEEK_DAYS * 86_400_000).toISOString();
      const people = roleAllows(role, 'registrar');
      const [work, locked, upcoming, rebuild, audit] = await Promise.all([
        people ? peoplesWork(weekStart) : undefined,
        people ? lockedLookups(now) : undefined,
        upcomingEvents(now),
        rebuildState(),
        role === 'owner' ? latestAudit() : undefined,
      ]);
      const answer: Dashboard = {
        role,
        weekStart,
        ...(work ? { work } : {}),
        ...(locked ? { lockedLookups: locked } : {}),
        upcomingEvents: upcoming,
        rebuild,
        ...(audit ? { audit } : {}),
      };
      return json(answer);
    }),
  }),
);

export const config = { path: '/api/dashboard' };
