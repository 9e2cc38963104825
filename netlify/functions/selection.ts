/**
 * The district team of a championship (docs/rules.md#championships), for admins: it holds
 * registration numbers for the state association, so it is never public.
 * - GET /api/events/{id}/selection: per race, the selected skaters (top finishers and those
 *   added) and those removed, with the reasons; and every change made.
 * - PUT /api/events/{id}/selection: {entryId, raceId, selected, reason}: adds or removes one; the
 *   audit entry keeps who, which race and the reason (contact details typed into it are masked).
 * - GET /api/events/{id}/selection/csv: the team as CSV, one row per selected skater and race.
 */
import { championshipMessages } from '../../src/domain/championships/championship.ts';
import { selectionInputSchema } from '../../src/domain/championships/championship.schema.ts';
import { csvCell } from '../../src/lib/csv.ts';
import { binary, json, readJson } from './_shared/platform/http.ts';
import { byMethod, byPath, handle, pathId } from './_shared/platform/router.ts';
import { districtTeam, overrideSelection, type SelectionChange } from './_shared/championships/team-selection.ts';
import { forRole } from './_shared/security/access.ts';
import { taggedWithVersion, versioned } from './_shared/records/versioned.ts';
import { selections } from './_shared/store/collections.ts';
import { auditRecord, audited, namedAudit } from './_shared/audit/audited.ts';
import { eventChange, type EventChange } from './_shared/audit/event-title.ts';

const CSV_HEADER = [
  'Race',
  'Discipline',
  'Age category',
  'Gender',
  'Name',
  'Registration number',
  'Club',
  'Position',
  'Time or points',
  'Selected by',
  'Reason',
];

/** "added Asha Rao to 500 m SJ girls: reason" (contact details in the reason are masked by the log). */
const selectionDetail = (change: SelectionChange): string =>
  `${change.selected ? 'added' : 'removed'} ${change.name} ${change.selected ? 'to' : 'from'} ${change.race}: ${change.reason}`;
const selectionAudit = namedAudit<EventChange>('selection', (change) => change.title, {
  action: 'edit',
  detail: (change) => change.detail,
});

export default handle(
  byPath({
    '/api/events/:id/selection': byMethod({
      GET: forRole(
        'registrar',
        taggedWithVersion(selections, async (_req, context) => json(await districtTeam(pathId(context, 'Event')))),
      ),
      PUT: forRole(
        'registrar',
        audited(
          selectionAudit,
          versioned(selections, async (req, context) => {
            const eventId = pathId(context, 'Event');
            const change = await overrideSelection(eventId, await readJson(req, selectionInputSchema));
            auditRecord(req, await eventChange(eventId, selectionDetail(change)));
            return json({ message: championshipMessages.selectionSaved, change, team: await districtTeam(eventId) });
          }),
        ),
      ),
    }),
    '/api/events/:id/selection/csv': byMethod({
      GET: forRole('registrar', async (_req, context) => {
        const eventId = pathId(context, 'Event');
        const team = await districtTeam(eventId);
        const lines = [CSV_HEADER];
        for (const race of team.races) {
          for (const skater of race.selected) {
            lines.push([
              race.name,
              race.discipline,
              race.ageCategory,
              race.gender,
              skater.name,
              skater.registrationNo,
              skater.club,
              skater.position === undefined ? '' : String(skater.position),
              skater.mark ?? '',
              skater.basis === 'result' ? 'Result' : 'Added by the association',
              skater.reason ?? '',
            ]);
          }
        }
        const text = `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
        return binary(new TextEncoder().encode(text), 'text/csv; charset=utf-8', 'private, no-store', {
          headers: { 'Content-Disposition': `attachment; filename="district-team-${eventId}.csv"` },
        });
      }),
    }),
  }),
);

export const config = { path: ['/api/events/:id/selection', '/api/events/:id/selection/csv'] };
