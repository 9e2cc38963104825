/**
 * Who may delete an event. Its registrations and its championship hold people's details, which an
 * editor may not touch: an editor deletes only an event with neither and is told who may delete
 * the others (nothing is deleted); a registrar (or an owner) deletes any event with all it holds.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Role } from '../../src/domain/committee/account.ts';
import { eventMessages } from '../../src/domain/events/event.ts';
import { championships } from '#shared/collections/championships.ts';
import { events, registrations } from '#shared/collections/events.ts';
import { sessionsOfEveryRole } from './support/accounts.ts';
import { championshipPath, createEvent, race, saveChampionship } from './support/championship.ts';
import { registrationBody } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';

let api: Api;
let cookies: Record<Role, string>;

beforeAll(async () => {
  api = await startApi();
  cookies = await sessionsOfEveryRole(api);
}, 60_000);
afterAll(() => api.stop());

let address = 0;
const registered = async (eventId: string) => {
  address += 1;
  const res = await api.call('POST', '/api/registrations', { body: registrationBody(eventId), ip: `192.0.2.${address}` });
  expect(res.status, await res.clone().text()).toBe(201);
};

const withRegistration = async () => {
  const eventId = await createEvent(api, cookies.editor, { title: 'Open day', image: '' });
  await registered(eventId);
  return eventId;
};

const withChampionship = async () => {
  const eventId = await createEvent(api, cookies.editor, { title: 'District Championship', image: '' });
  await saveChampionship(api, cookies.registrar, eventId, {
    entriesClose: '2031-01-10T00:00:00Z',
    maxRacesPerSkater: 1,
    selectPerRace: 1,
    races: [race()],
  });
  return eventId;
};

/** What the store holds of the event, read from the collections rather than through the API. */
const stored = async (eventId: string) => ({
  event: (await events().get(eventId)) !== undefined,
  registrations: await registrations().count('byEvent', eventId),
  championship: (await championships().get(eventId)) !== undefined,
});

const remove = (eventId: string, role: Role) => api.call('DELETE', `/api/events/${eventId}`, { cookie: cookies[role] });

describe('an editor deleting an event', () => {
  test('is refused (403, saying who may) for an event with registrations, which all stay', async () => {
    const eventId = await withRegistration();
    const res = await remove(eventId, 'editor');
    expect(res.status).toBe(403);
    expect((await jsonOf<{ message: string }>(res)).message).toBe(eventMessages.deleteNeedsRegistrar);
    expect(eventMessages.deleteNeedsRegistrar).toMatch(/registrar or an owner/);
    expect(await stored(eventId)).toEqual({ event: true, registrations: 1, championship: false });
  });

  test('is refused for a championship, even one nobody has entered yet', async () => {
    const eventId = await withChampionship();
    const res = await remove(eventId, 'editor');
    expect(res.status).toBe(403);
    expect((await jsonOf<{ message: string }>(res)).message).toBe(eventMessages.deleteNeedsRegistrar);
    expect(await stored(eventId)).toEqual({ event: true, registrations: 0, championship: true });
    expect((await api.call('GET', championshipPath(eventId))).status).toBe(200);
  });

  test('still deletes an event with neither', async () => {
    const eventId = await createEvent(api, cookies.editor, { title: 'Coaching clinic', image: '' });
    const res = await remove(eventId, 'editor');
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ message: eventMessages.deleted, registrationsDeleted: 0, entriesDeleted: 0 });
    expect(await stored(eventId)).toEqual({ event: false, registrations: 0, championship: false });
  });

  test('of an unknown event is 404, as before', async () => {
    const res = await api.call('DELETE', '/api/events/aaaaaaaaaaaaaaaaaaaaaaaa', { cookie: cookies.editor });
    expect(res.status).toBe(404);
  });
});

describe('a registrar or an owner deleting an event', () => {
  test.each(['registrar', 'owner'] as const)(
    '%s: deletes one with registrations and one with a championship, with all they hold',
    async (role) => {
      const withPeople = await withRegistration();
      const res = await remove(withPeople, role);
      expect(res.status, await res.clone().text()).toBe(200);
      expect(await jsonOf(res)).toEqual({ message: eventMessages.deleted, registrationsDeleted: 1, entriesDeleted: 0 });
      expect(await stored(withPeople)).toEqual({ event: false, registrations: 0, championship: false });

      const championship = await withChampionship();
      expect((await remove(championship, role)).status).toBe(200);
      expect(await stored(championship)).toEqual({ event: false, registrations: 0, championship: false });
    },
  );

  test('the registrar may delete an event with neither too', async () => {
    const eventId = await createEvent(api, cookies.editor, { title: 'Rink cleaning day', image: '' });
    expect((await remove(eventId, 'registrar')).status).toBe(200);
    expect(await stored(eventId)).toEqual({ event: false, registrations: 0, championship: false });
  });
});
