/** The district team as a spreadsheet for the state association: one row per selected skater and race. */
import { csvCell } from '#lib/csv.ts';
import { binary } from '#shared/platform/http.ts';
import { districtTeam } from './team-selection.ts';

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

/** The CSV answer, as an attachment named after the event. */
export const teamCsv = async (eventId: string): Promise<Response> => {
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
};
