/**
 * The public order of events: upcoming ones soonest first, then past ones most recent first. The
 * index keeps events by date; "today" splits it, and its rank (how many events are before today)
 * says where, so any page is read straight from the index in either direction.
 */
import type { Event } from '#domain/events/event.schema.ts';
import { zonedDay } from '#config/time-zone.ts';
import { events } from '#shared/collections/events.ts';
import type { ListSource } from '#shared/platform/paged-lists.ts';

export const todayOnCalendar = (): string => zonedDay();

export const upcomingThenPast = (today = todayOnCalendar()): ListSource<Event> => {
  const store = events();
  return {
    page: async (offset, limit) => {
      const [total, past] = await Promise.all([store.count('byDate'), store.rank('byDate', today)]);
      const upcoming = total - past;
      const items: Event[] = [];
      if (offset < upcoming) {
        const { items: soonest } = await store.page('byDate', { offset: past + offset, limit: Math.min(limit, upcoming - offset) });
        items.push(...soonest);
      }
      const pastOffset = Math.max(0, offset - upcoming);
      if (items.length < limit && pastOffset < past) {
        // Read from the end, past the upcoming events: the most recent past event first.
        const { items: recent } = await store.page('byDate', { offset: upcoming + pastOffset, limit: limit - items.length, reverse: true });
        items.push(...recent);
      }
      return { items, total };
    },
    scan: async function* () {
      const past: Event[] = [];
      for await (const chunk of store.scan('byDate')) {
        const soon = chunk.filter((event) => event.date >= today);
        past.push(...chunk.filter((event) => event.date < today));
        if (soon.length > 0) yield soon;
      }
      if (past.length > 0) yield past.reverse();
    },
  };
};
