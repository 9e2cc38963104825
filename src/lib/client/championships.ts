/** Championships: their rules and races, entries, start lists, results, the district team and certificates. */
import { certificateRoutes } from '#domain/championships/certificate.routes.ts';
import { championshipRoutes } from '#domain/championships/championship.routes.ts';
import { entryRoutes } from '#domain/championships/entry.routes.ts';
import { resultsRoutes } from '#domain/championships/results.routes.ts';
import { selectionRoutes } from '#domain/championships/selection.routes.ts';
import type { CertificateFacts } from '#domain/championships/certificate.ts';
import type { z } from 'zod';
import type { raceGridSchema } from '#domain/championships/championship.schema.ts';
import type {
  ChampionshipInput,
  ChampionshipSetupInput,
  Entry,
  EntryInput,
  RaceResultInput,
} from '#domain/championships/championship.schema.ts';
import type {
  DistrictTeamView,
  EligibleRaces,
  EventResultsView,
  PublicChampionship,
  RaceResultsAdminView,
  RaceSummariesView,
  StartLists,
} from '#domain/championships/championship-views.ts';
import type { Event } from '#domain/events/event.schema.ts';
import { call, callPage, readPage, undeclaredAnswer } from './call.ts';
import type { ListParams } from './lists.ts';
import { routeUrl } from './route-url.ts';

/** One page of an event's entries (its answer is declared without a schema: typed by the record's). */
const entriesPage = (eventId: string, params: ListParams = {}) =>
  readPage<Entry>(routeUrl(entryRoutes.list, { id: eventId }), params, undefined, undefined, entryRoutes.list.itemsAt);

export const championshipsApi = {
  // Championships (docs/rules.md#championships)
  /** The rules and races; 404 when the event is not a championship. */
  championship: (id: string) => undeclaredAnswer<PublicChampionship>(call(championshipRoutes.read, { params: { id } })),
  /** A championship set up in one step: its event and its rules (the same `key` sent twice sets up one). */
  setUpChampionship: (body: ChampionshipSetupInput) =>
    undeclaredAnswer<{ message: string; event: Event; championship: PublicChampionship }>(call(championshipRoutes.setUp, { body })),
  saveChampionship: (id: string, body: ChampionshipInput) => call(championshipRoutes.save, { params: { id }, body }),
  addRaceGrid: (id: string, body: z.input<typeof raceGridSchema>) => call(championshipRoutes.addGrid, { params: { id }, body }),
  removeRace: (id: string, raceId: string) => call(championshipRoutes.removeRace, { params: { id, raceId } }),
  /** Which events are championships (admins: the screens that pick one). */
  championshipList: (params?: ListParams) => callPage(championshipRoutes.list, { query: params }),

  /** A registrar's: the races this skater may enter (the entry form offers only those). */
  eligibleRaces: (input: { eventId: string; registrationNo: string; dob: string }) =>
    undeclaredAnswer<EligibleRaces>(call(entryRoutes.eligible, { body: input })),
  /** A registrar's: enters a skater (201), or replaces the same skater's races (200). */
  enter: (input: EntryInput) => undeclaredAnswer<{ message: string; _id: string }>(call(entryRoutes.enter, { body: input })),
  withdrawEntry: (entryId: string) =>
    undeclaredAnswer<{ message: string; entry: Entry }>(call(entryRoutes.withdraw, { params: { id: entryId } })),
  /** By name; `race`, `status` (entered, withdrawn) and `q` filter. */
  entries: entriesPage,
  entriesCsvUrl: (eventId: string, params?: ListParams) => routeUrl(entryRoutes.csv, { id: eventId }, params),

  startLists: (id: string) => undeclaredAnswer<StartLists>(call(resultsRoutes.startLists, { params: { id } })),
  results: (id: string) => undeclaredAnswer<EventResultsView>(call(resultsRoutes.results, { params: { id } })),
  /** Per race: the entrants, the rows saved and how final they are, and whether the race's day has come (admins: the race picker). */
  raceSummaries: (id: string) => undeclaredAnswer<RaceSummariesView>(call(resultsRoutes.summaries, { params: { id } })),
  /** One race's rows as stored, by entry, and how final they are (admins: the results grid). */
  raceResult: (id: string, raceId: string) => undeclaredAnswer<RaceResultsAdminView>(call(resultsRoutes.race, { params: { id, raceId } })),
  /** Saves one race's results; official ones change only with a reason (a correction). */
  saveResults: (id: string, raceId: string, body: RaceResultInput) => call(resultsRoutes.save, { params: { id, raceId }, body }),
  markResultsOfficial: (id: string, raceId: string) =>
    call(resultsRoutes.markOfficial, { params: { id, raceId }, body: { status: 'official' } }),
  selection: (id: string) => undeclaredAnswer<DistrictTeamView>(call(selectionRoutes.read, { params: { id } })),
  changeSelection: (id: string, body: { entryId: string; raceId: string; selected: boolean; reason: string }) =>
    undeclaredAnswer<{ message: string; team: DistrictTeamView }>(call(selectionRoutes.change, { params: { id }, body })),
  selectionCsvUrl: (id: string) => routeUrl(selectionRoutes.csv, { id }),

  // Certificates (docs/rules.md#certificates)
  certificate: (code: string) => undeclaredAnswer<CertificateFacts>(call(certificateRoutes.verify, { params: { code } })),
  certificates: (id: string, params?: ListParams) => callPage(certificateRoutes.list, { params: { id }, query: params }),
  revokeCertificate: (code: string) => call(certificateRoutes.revoke, { params: { code } }),
  certificateBundle: (id: string) => call(certificateRoutes.bundleProgress, { params: { id } }),
  startCertificateBundle: (id: string) => call(certificateRoutes.startBundle, { params: { id } }),
};
