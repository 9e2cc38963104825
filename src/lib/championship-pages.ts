/** The prerendered pages of a championship's sheets: one per championship the build knows whose event still exists. */
import type { ChampionshipSheets } from '#domain/championships/championship.schema.ts';
import type { Event } from '#domain/events/event.schema.ts';
import { buildContent } from './build-content.ts';

export interface SheetPageProps {
  event: Event;
  sheets: ChampionshipSheets;
}

export function championshipSheetPaths(): { params: { id: string }; props: SheetPageProps }[] {
  const { championships, details } = buildContent();
  return championships.flatMap((sheets) => {
    const event = details.events.find((item) => item._id === sheets.eventId);
    return event ? [{ params: { id: event._id }, props: { event, sheets } }] : [];
  });
}
