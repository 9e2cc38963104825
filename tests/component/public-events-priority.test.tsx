/**
 * The events list as the build writes it: the first upcoming event's picture, the largest thing a
 * phone paints, is fetched first (fetchpriority="high") and alone at once; the others, upcoming or
 * past, wait until they are near, so they do not share the phone's bandwidth with it.
 */
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import EventsList from '../../src/components/public/events/EventsList';
import type { Event } from '../../src/domain/events/event.schema';
import { islandWords } from '../../src/domain/i18n/translate.ts';
import { eventsWords } from '../../src/domain/i18n/words-events.ts';

const event = (n: number, date: string): Event => ({
  _id: `event${String(n).padStart(20, '0')}`,
  title: `Event ${n}`,
  date,
  image: `/api/images/event-${n}.webp`,
  description: 'A race.',
  location: 'The rink',
  createdAt: '2029-01-01T00:00:00.000Z',
});

test('events: only the first upcoming picture is fetched with high priority', () => {
  const items = [event(1, '2030-02-01'), event(2, '2030-03-01'), event(3, '2030-04-01'), event(4, '2029-06-01')];
  const html = renderToString(
    <EventsList words={islandWords('en', eventsWords)} initial={{ items, total: items.length }} today="2030-01-01" />,
  );
  const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
  expect(images).toHaveLength(4);
  const [first, second, third, past] = images;
  expect(first).toMatch(/fetchPriority="high"/i);
  for (const tag of [second, third, past]) expect(tag).not.toMatch(/fetchPriority/i);
  expect(first).toMatch(/loading="eager"/);
  for (const tag of [second, third, past]) expect(tag).toMatch(/loading="lazy"/);
});
