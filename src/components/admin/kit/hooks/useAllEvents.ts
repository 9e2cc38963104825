/** Every event, read once for a screen that filters or chooses by event: null until read, empty when it could not be read. */
import { useEffect, useState } from 'react';
import type { Event } from '#domain/events/event.schema.ts';
import { api, everyItem } from '#lib/client/index.ts';

export const useAllEvents = (): Event[] | null => {
  const [events, setEvents] = useState<Event[] | null>(null);
  useEffect(() => {
    everyItem(api.events).then(setEvents, (error: unknown) => {
      console.error(error);
      setEvents([]);
    });
  }, []);
  return events;
};
