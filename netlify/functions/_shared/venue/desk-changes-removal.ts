/**
 * A championship's desk changes go with it: the claims of the changes sent from the results desk
 * (each change's answer, kept for exactly-once) are kept by the address they were sent to, one per
 * kind of change of the championship.
 */
import { deskRoutes } from '#domain/venue/desk.routes.ts';
import { deleteChangeClaims } from '#shared/records/exactly-once.ts';

/** The addresses a championship's desk sends its changes to. */
export const deskChangePaths = (eventId: string): string[] =>
  [deskRoutes.results, deskRoutes.heat, deskRoutes.checkin].map((route) => route.path.replace(':id', encodeURIComponent(eventId)));

export const deleteDeskChanges = (eventId: string): Promise<number> => deleteChangeClaims(deskChangePaths(eventId));
