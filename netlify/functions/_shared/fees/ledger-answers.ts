/** The ledger of a season or a championship (the current season by default), as totals or every charge as CSV. */
import { currentSeason } from '#config/rules.ts';
import { json } from '#shared/platform/http.ts';
import { csvAnswer } from './csv-answer.ts';
import { ledgerOf } from './ledger.ts';
import { chargesCsv } from './ledger-export.ts';

const scopeOf = (query: { season?: number | undefined; eventId?: string | undefined }) =>
  query.eventId ? { eventId: query.eventId } : { season: query.season ?? currentSeason() };

export const ledger = async (query: { season?: number | undefined; eventId?: string | undefined }): Promise<Response> => {
  const scope = scopeOf(query);
  return json({ ...scope, ledger: await ledgerOf(scope) });
};

/** Every charge of the season or championship, one line each. */
export const exportLedger = async (query: { season?: number | undefined; eventId?: string | undefined }): Promise<Response> => {
  const scope = scopeOf(query);
  return csvAnswer(await chargesCsv(scope), scope.eventId ? `charges-event-${scope.eventId}` : `charges-season-${scope.season}`);
};
