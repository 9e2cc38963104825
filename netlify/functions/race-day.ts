/**
 * Race day (docs/race-day.md): formats from the grid, bibs, seeding, heat results, qualifiers, and
 * the public rounds. The work is in _shared/race-day/; each handler reads its path and calls it.
 */
import { Conflict } from '#domain/common/errors.ts';
import { raceDayRoutes } from '#domain/race-day/race-day.routes.ts';
import { raceDayTexts } from '#domain/race-day/race-day-texts.ts';
import { ROUND_NAMES, roundsOf } from '#domain/race-day/race-format.ts';
import { DEFAULT_TEMPLATES } from '#domain/race-day/race-templates.ts';
import { auditRecord, namedAudit } from '#shared/audit/audited.ts';
import { eventChange, type EventChange } from '#shared/championships/championship-store.ts';
import { binary, json } from '#shared/platform/http.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { requestRebuild } from '#shared/publish/rebuild.ts';
import { numberChampionshipBibs } from '#shared/race-day/bib-numbers.ts';
import { confirmQualifiers, saveHeatResult, setHeatStatus, type HeatAddress, type HeatWrite } from '#shared/race-day/heat-results.ts';
import { proposalOf } from '#shared/race-day/qualifying.ts';
import { setRaceFormats } from '#shared/race-day/race-formats.ts';
import { entriesOf, loadRaceDay, numberOf, raceOf } from '#shared/race-day/race-day-store.ts';
import { adminRaceDay, publicRounds, raceDayGrid } from '#shared/race-day/race-day-views.ts';
import { seedFirstRound } from '#shared/race-day/seeding.ts';
import { heatSheets, importHeat, LYNX_FILES, lynxFile, type LynxFile } from '#shared/race-day/timing-files.ts';
import { idSchema } from '#domain/common/fields.schema.ts';
import { NotFound } from '#domain/common/errors.ts';
import type { Context } from 'hono';

/** Race day's changes by the event's title, with the race and round in the detail. */
const raceDayAudit = namedAudit<EventChange>('results', (change) => change.title, { action: 'edit', detail: (change) => change.detail });
const formatsAudit = namedAudit<EventChange>('championship', (change) => change.title, {
  action: 'edit',
  detail: (change) => change.detail,
});

const raceIdOf = (c: Context): string => {
  const parsed = idSchema.safeParse(c.req.param('raceId'));
  if (!parsed.success) throw new NotFound('Race');
  return parsed.data;
};

const heatOf = (c: Context, eventId: string): HeatAddress => ({
  eventId,
  raceId: raceIdOf(c),
  round: numberOf(c.req.param('round'), 'Round'),
  heat: numberOf(c.req.param('heat'), 'Heat'),
});

/** A heat's ETag: its own version, so a results desk can tell whether its write landed. */
const heatTag = (version: number) => `"h${version}"`;
const HEAT_TAG = /^(?:W\/)?"h(\d{1,9})"$/;

/** The version an If-Match names; a tag that names no heat's version is refused as stale. */
const ifVersionOf = (req: Request): number | undefined => {
  const header = req.headers.get('if-match');
  if (header === null || header.trim() === '*') return undefined;
  const match = HEAT_TAG.exec(header.trim());
  if (!match) throw new Conflict(raceDayTexts.staleHeat);
  return Number(match[1]);
};

const heatAnswer = (write: HeatWrite, message: string) =>
  json({ message, heat: write.heat, changed: write.changed }, { headers: { ETag: heatTag(write.heat.version) } });

const what = async (eventId: string, raceId: string, detail: string) => {
  const race = await raceOf(eventId, raceId);
  return eventChange(eventId, `${race.name}: ${detail}`);
};

const app = apiFunction()
  .on(raceDayRoutes.grid, {}, async (c) => json(await raceDayGrid(c.req.valid('param').id)))
  .on(raceDayRoutes.setFormats, { audit: formatsAudit }, async (c) => {
    const eventId = c.req.valid('param').id;
    const races = await setRaceFormats(eventId, c.req.valid('json'));
    auditRecord(c.req.raw, await eventChange(eventId, `formats of ${races.length} races`));
    return json({ message: raceDayTexts.formatsSaved(races.length), races });
  })
  .on(raceDayRoutes.templates, {}, async () => json({ templates: DEFAULT_TEMPLATES }))
  .on(raceDayRoutes.bibs, { audit: formatsAudit }, async (c) => {
    const eventId = c.req.valid('param').id;
    const { bibs, added } = await numberChampionshipBibs(eventId, c.req.valid('json').mode);
    auditRecord(c.req.raw, await eventChange(eventId, `${added} bibs numbered`));
    requestRebuild(contextOf(c), 'bibs numbered');
    return json({ message: raceDayTexts.bibsNumbered(added), bibs });
  })
  .on(raceDayRoutes.rounds, {}, async (c) =>
    json(await publicRounds(c.req.valid('param').id, { raceId: c.req.valid('query').race }), { cache: 'public-short' }),
  )
  .on(raceDayRoutes.race, {}, async (c) => json(await adminRaceDay(c.req.valid('param').id, raceIdOf(c))))
  .on(raceDayRoutes.seed, { audit: raceDayAudit }, async (c) => {
    const eventId = c.req.valid('param').id;
    const raceId = raceIdOf(c);
    if (numberOf(c.req.param('round'), 'Round') !== 1) throw new Conflict(raceDayTexts.seedFirstOnly);
    const { day, round } = await seedFirstRound(eventId, raceId, c.req.valid('json').seed);
    const kind = roundsOf(day.setup)[0]?.kind ?? 'heats';
    auditRecord(c.req.raw, await what(eventId, raceId, `${ROUND_NAMES[kind]} seeded (draw ${round.seed})`));
    requestRebuild(contextOf(c), 'round seeded');
    return json({ message: raceDayTexts.seeded(kind, round.heats.length), round });
  })
  .on(raceDayRoutes.proposal, {}, async (c) => {
    const eventId = c.req.valid('param').id;
    const raceId = raceIdOf(c);
    const round = numberOf(c.req.param('round'), 'Round');
    const [day, people] = await Promise.all([loadRaceDay(eventId, raceId), entriesOf(eventId)]);
    const proposal = proposalOf(day, round);
    return json({
      qualifiers: proposal.qualifiers.map((qualifier) => ({ ...qualifier, name: people.get(qualifier.entryId)?.name ?? '' })),
      ties: proposal.ties,
    });
  })
  .on(raceDayRoutes.confirm, { audit: raceDayAudit }, async (c) => {
    const eventId = c.req.valid('param').id;
    const raceId = raceIdOf(c);
    const round = numberOf(c.req.param('round'), 'Round');
    const { tieChoices, seed } = c.req.valid('json');
    const day = await confirmQualifiers(eventId, raceId, round, tieChoices, seed);
    const next = roundsOf(day.setup)[round]?.kind ?? 'final-a';
    auditRecord(c.req.raw, await what(eventId, raceId, `qualifiers of round ${round} confirmed`));
    requestRebuild(contextOf(c), 'qualifiers confirmed');
    return json({ message: raceDayTexts.confirmed(next) });
  })
  .on(raceDayRoutes.heatResults, { audit: raceDayAudit }, async (c) => {
    const address = heatOf(c, c.req.valid('param').id);
    const input = c.req.valid('json');
    const write = await saveHeatResult(address, input, { ifVersion: ifVersionOf(c.req.raw) });
    if (write.changed) {
      const detail = write.corrected
        ? `heat ${address.heat} of round ${address.round} corrected, because ${input.reason ?? ''}`
        : `heat ${address.heat} of round ${address.round}`;
      auditRecord(c.req.raw, await what(address.eventId, address.raceId, detail));
      requestRebuild(contextOf(c), 'heat results saved');
    }
    return heatAnswer(
      write,
      !write.changed ? raceDayTexts.unchanged : write.corrected ? raceDayTexts.correctionSaved : raceDayTexts.resultsSaved,
    );
  })
  .on(raceDayRoutes.heatSheets, {}, async (c) => {
    const { round } = c.req.valid('query');
    const pdf = await heatSheets(c.req.valid('param').id, raceIdOf(c), round === undefined ? undefined : Number(round));
    return binary(pdf, 'application/pdf', 'private, no-store', {
      headers: { 'Content-Disposition': 'inline; filename="heat-sheets.pdf"' },
    });
  })
  .on(raceDayRoutes.finishLynx, {}, async (c) => {
    const file = c.req.param('file') as LynxFile;
    if (!LYNX_FILES.includes(file)) throw new NotFound('File');
    const text = await lynxFile(c.req.valid('param').id, file);
    return binary(new TextEncoder().encode(text), 'text/plain; charset=utf-8', 'private, no-store', {
      headers: { 'Content-Disposition': `attachment; filename="${file}"` },
    });
  })
  .on(raceDayRoutes.heatImport, { audit: raceDayAudit }, async (c) => {
    const address = heatOf(c, c.req.valid('param').id);
    const { write, imported, unmatched } = await importHeat(address, c.req.valid('json'));
    if (write.changed) {
      auditRecord(c.req.raw, await what(address.eventId, address.raceId, `heat ${address.heat} of round ${address.round} imported`));
      requestRebuild(contextOf(c), 'heat results imported');
    }
    const message = write.changed ? raceDayTexts.importSaved(imported, unmatched.length) : raceDayTexts.importUnchanged;
    return json(
      { message, heat: write.heat, changed: write.changed, imported, unmatched },
      { headers: { ETag: heatTag(write.heat.version) } },
    );
  })
  .on(raceDayRoutes.heatStatus, { audit: raceDayAudit }, async (c) => {
    const address = heatOf(c, c.req.valid('param').id);
    const { status } = c.req.valid('json');
    const write = await setHeatStatus(address, status, { ifVersion: ifVersionOf(c.req.raw) });
    auditRecord(c.req.raw, await what(address.eventId, address.raceId, `heat ${address.heat} of round ${address.round} ${status}`));
    requestRebuild(contextOf(c), 'heat status changed');
    return heatAnswer(write, status === 'official' ? raceDayTexts.markedOfficial : raceDayTexts.markedProvisional);
  });

export default serve(app);

export const config = {
  path: [
    '/api/events/:id/race-day',
    '/api/race-templates',
    '/api/events/:id/bibs',
    '/api/events/:id/rounds',
    '/api/events/:id/race-day/:raceId',
    '/api/events/:id/race-day/:raceId/heat-sheets',
    '/api/events/:id/race-day/:raceId/rounds/:round/seed',
    '/api/events/:id/race-day/:raceId/rounds/:round/qualifiers',
    '/api/events/:id/race-day/:raceId/rounds/:round/heats/:heat',
    '/api/events/:id/race-day/:raceId/rounds/:round/heats/:heat/import',
    '/api/events/:id/finishlynx/:file',
  ],
};
