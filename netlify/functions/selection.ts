/**
 * The district team of a championship (docs/rules.md#championships), for registrars: who is
 * selected per race, one change at a time with its reason, and the team as CSV.
 */
import { championshipMessages } from '#domain/championships/championship.ts';
import { selectionRoutes } from '#domain/championships/selection.routes.ts';
import { auditRecord, namedAudit } from '#shared/audit/audited.ts';
import { eventChange, type EventChange } from '#shared/championships/championship-store.ts';
import { teamCsv } from '#shared/championships/team-csv.ts';
import { districtTeam, overrideSelection, type SelectionChange } from '#shared/championships/team-selection.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';
import { selections } from '#shared/collections/championships.ts';

/** "added Asha Rao to 500 m SJ girls: reason" (contact details in the reason are masked by the log). */
const selectionDetail = (change: SelectionChange): string =>
  `${change.selected ? 'added' : 'removed'} ${change.name} ${change.selected ? 'to' : 'from'} ${change.race}: ${change.reason}`;
const selectionAudit = namedAudit<EventChange>('selection', (change) => change.title, {
  action: 'edit',
  detail: (change) => change.detail,
});

const app = apiFunction()
  .on(selectionRoutes.read, { versions: { records: selections } }, async (c) => json(await districtTeam(c.req.valid('param').id)))
  .on(selectionRoutes.change, { audit: selectionAudit, versions: { records: selections } }, async (c) => {
    const eventId = c.req.valid('param').id;
    const change = await overrideSelection(eventId, c.req.valid('json'));
    auditRecord(c.req.raw, await eventChange(eventId, selectionDetail(change)));
    return json({ message: championshipMessages.selectionSaved, change, team: await districtTeam(eventId) });
  })
  .on(selectionRoutes.csv, {}, async (c) => teamCsv(c.req.valid('param').id));

export default serve(app);

export const config = { path: ['/api/events/:id/selection', '/api/events/:id/selection/csv'] };
