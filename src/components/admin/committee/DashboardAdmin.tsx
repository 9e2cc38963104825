/**
 * /admin: what needs doing, from one request (GET /api/dashboard). Each figure is a card that
 * links to the screen where the work is done; what is shown follows the role (the server sends
 * only that role's part).
 */
import { useCallback, useEffect, useState } from 'react';
import { dashboardMessages as texts, type Dashboard } from '#domain/committee/dashboard.ts';
import { api } from '#lib/client/index.ts';
import { errorDetail } from '#lib/error-text.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import { ScreenTitle } from '#components/admin/kit/list.tsx';
import { ErrorMessage, Loading } from '#components/ui/status.tsx';
import { btnSecondary } from '#components/ui/styles.ts';
import ProvisionalResultsCard from '#components/admin/championships/ProvisionalResultsCard.tsx';
import { AuditCard, EventsCard, FigureCard, LockedLookupsCard, RebuildCard, StoreRepairCard } from './dashboard-cards.tsx';
import { rupees } from '#domain/fees/fees.ts';

type State = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done'; dashboard: Dashboard };

function DashboardScreen() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    api.dashboard().then(
      (dashboard) => setState({ status: 'done', dashboard }),
      (error: unknown) => setState({ status: 'error', error }),
    );
  }, []);
  useEffect(load, [load]);

  return (
    <>
      <ScreenTitle title={texts.heading}>{texts.intro}</ScreenTitle>
      {state.status === 'loading' ? (
        <Loading />
      ) : state.status === 'error' ? (
        <div className="space-y-4">
          <ErrorMessage>{texts.loadFailed(errorDetail(state.error))}</ErrorMessage>
          <button type="button" className={btnSecondary} onClick={load}>
            {texts.retry}
          </button>
        </div>
      ) : (
        <DashboardView dashboard={state.dashboard} />
      )}
    </>
  );
}

function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const { work, lockedLookups, provisionalResults, upcomingEvents, rebuild, audit, storeRepair, fees } = dashboard;
  return (
    <div className="space-y-6">
      {fees && (
        <section aria-labelledby="dashboard-fees">
          <h2 id="dashboard-fees" className="mb-3 text-lg font-bold text-brand-900">
            {texts.feesHeading}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <FigureCard figure="claimed-waiting" value={fees.claimedWaiting} label={texts.claimedWaiting} href="/admin/statements" />
            <FigureCard figure="outstanding" value={rupees(fees.outstanding)} label={texts.outstanding} href="/admin/payments" />
          </ul>
        </section>
      )}
      {work && (
        <section aria-labelledby="dashboard-work">
          <h2 id="dashboard-work" className="sr-only">
            {texts.workHeading}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <FigureCard figure="pending-skaters" value={work.pendingSkaters} label={texts.pendingSkaters} href="/admin/skaters" />
            <FigureCard figure="unread-messages" value={work.unreadMessages} label={texts.unreadMessages} href="/admin/contact-messages" />
            <FigureCard
              figure="registrations-this-week"
              value={work.registrationsThisWeek}
              label={texts.registrationsThisWeek}
              href="/admin/registrations"
            />
            <FigureCard figure="entries-this-week" value={work.entriesThisWeek} label={texts.entriesThisWeek} href="/admin/events" />
            <FigureCard figure="open-requests" value={work.openRequests} label={texts.openRequests} href="/admin/requests" />
          </ul>
        </section>
      )}
      {lockedLookups && <LockedLookupsCard locks={lockedLookups} />}
      {provisionalResults && provisionalResults.total > 0 && <ProvisionalResultsCard reminder={provisionalResults} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <EventsCard events={upcomingEvents} />
        {rebuild && <RebuildCard rebuild={rebuild} />}
      </div>
      {audit && <AuditCard entries={audit} />}
      {storeRepair !== undefined && <StoreRepairCard repair={storeRepair} />}
    </div>
  );
}

export default adminOnly(DashboardScreen);
