/**
 * GET /api/dashboard (any signed-in admin): the admin home's figures in one answer, each costing
 * a fixed number of store reads. What it holds follows the role: upcoming events for everyone;
 * the people's work waiting (counts only), the registrations whose look-ups are paused after
 * wrong dates of birth and the races whose results have stayed provisional for more than two days
 * for registrars and owners; how the site is published (the build hook and the last rebuild), the
 * latest audit entries and the latest store repair (counts only) for owners, who are the ones to
 * act on them; claimed payments waiting for a match and the outstanding total for treasurers and
 * owners.
 */
import { roleAllows } from '#domain/committee/account.ts';
import { DASHBOARD_WEEK_DAYS, type Dashboard } from '#domain/committee/dashboard.ts';
import { dashboardRoutes } from '#domain/committee/dashboard.routes.ts';
import { provisionalReminder } from '#shared/championships/provisional-reminder.ts';
import { latestAudit, peoplesWork, storeRepair, upcomingEvents } from '#shared/dashboard/dashboard-figures.ts';
import { feesCard } from '#shared/fees/ledger.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';
import { rebuildState } from '#shared/publish/rebuild.ts';
import { lockedLookups } from '#shared/registry/birth-date-locks.ts';
import { requireAdmin } from '#shared/security/sessions.ts';

const app = apiFunction().on(dashboardRoutes.read, {}, async (c) => {
  const { role } = await requireAdmin(c.req.raw);
  const now = Date.now();
  const weekStart = new Date(now - DASHBOARD_WEEK_DAYS * 86_400_000).toISOString();
  const people = roleAllows(role, 'registrar');
  const [work, locked, provisional, upcoming, rebuild, audit, repair, fees] = await Promise.all([
    people ? peoplesWork(weekStart) : undefined,
    people ? lockedLookups(now) : undefined,
    people ? provisionalReminder(now) : undefined,
    upcomingEvents(now),
    role === 'owner' ? rebuildState() : undefined,
    role === 'owner' ? latestAudit() : undefined,
    role === 'owner' ? storeRepair() : undefined,
    roleAllows(role, 'treasurer') ? feesCard() : undefined,
  ]);
  const answer: Dashboard = {
    role,
    ...(fees ? { fees } : {}),
    weekStart,
    ...(work ? { work } : {}),
    ...(locked ? { lockedLookups: locked } : {}),
    ...(provisional ? { provisionalResults: provisional } : {}),
    upcomingEvents: upcoming,
    ...(rebuild ? { rebuild } : {}),
    ...(audit ? { audit } : {}),
    ...(repair !== undefined ? { storeRepair: repair } : {}),
  };
  return json(answer);
});

export default serve(app);

export const config = { path: '/api/dashboard' };
