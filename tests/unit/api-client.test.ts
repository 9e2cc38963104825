/**
 * The browser's API client: failures carry the parsed answer, a 401 on any call but the login
 * tells the admin area that the session has ended (one place, not every screen's catch block), and
 * every write of an item, or of a part of it, carries the item's version and keeps the new one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiRoute } from '#domain/common/api-route.ts';
import { api, ApiError, onSignedOut, StaleItemError } from '../../src/lib/client/index.ts';

const DOMAIN = join(import.meta.dirname, '..', '..', 'src', 'domain');

/** Every route declared in src/domain/<feature>/*.routes.ts. */
const declaredRoutes = async (): Promise<ApiRoute[]> => {
  const files = readdirSync(DOMAIN, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.routes.ts'));
  const modules = await Promise.all(files.map(async (name) => (await import(join(DOMAIN, name))) as Record<string, unknown>));
  return modules
    .flatMap((exports) => Object.values(exports))
    .flatMap((group) => (typeof group === 'object' && group !== null ? Object.values(group) : []))
    .filter(
      (value): value is ApiRoute =>
        typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answers' in value,
    );
};

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('throws ApiError with the status, the message, the errors and the parsed answer', async () => {
    const body = { message: 'Title is required', errors: ['Title is required'] };
    vi.stubGlobal('fetch', answer(400, body));
    const error = await api.addNews({ title: '' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Title is required', errors: ['Title is required'], data: body });
  });

  it('reports a 401 as a signed-out session, once per failed call', async () => {
    const signedOut = vi.fn();
    const stop = onSignedOut(signedOut);
    vi.stubGlobal('fetch', answer(401, { message: 'Please sign in.' }));
    await expect(api.deleteNews('abc')).rejects.toBeInstanceOf(ApiError);
    await expect(api.registrations()).rejects.toBeInstanceOf(ApiError);
    expect(signedOut).toHaveBeenCalledTimes(2);
    stop();
    await expect(api.deleteNews('abc')).rejects.toBeInstanceOf(ApiError);
    expect(signedOut).toHaveBeenCalledTimes(2);
  });

  it('does not take a refused login for a session that ended', async () => {
    const signedOut = vi.fn();
    const stop = onSignedOut(signedOut);
    vi.stubGlobal('fetch', answer(401, { message: 'Authentication failed.' }));
    await expect(api.login('admin', 'wrong')).rejects.toBeInstanceOf(ApiError);
    expect(signedOut).not.toHaveBeenCalled();
    stop();
  });

  it('does not report other failures as a signed-out session', async () => {
    const signedOut = vi.fn();
    const stop = onSignedOut(signedOut);
    vi.stubGlobal('fetch', answer(403, { message: 'This request must come from the site itself.' }));
    await expect(api.deleteNews('abc')).rejects.toBeInstanceOf(ApiError);
    expect(signedOut).not.toHaveBeenCalled();
    stop();
  });

  it("carries a club's version through a save made of several calls, adding a member included", async () => {
    const club = { _id: 'a1b2c3d4e5f6a1b2c3d4e5f6', clubName: 'Riverside Rollers', district: 'Anandpur', stateName: '', members: [] };
    const path = `/api/associative-club/${club._id}`;
    const sent: { call: string; ifMatch: string | null }[] = [];
    let version = 1;
    // Each answer names the version it leaves the club at, as the server's ETag does.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        sent.push({ call: `${method} ${url}`, ifMatch: new Headers(init.headers).get('If-Match') });
        if (method !== 'GET') version += 1;
        return new Response(JSON.stringify(club), { status: method === 'POST' ? 201 : 200, headers: { ETag: `"${version}"` } });
      }),
    );
    const member = { memberName: 'Ravi Shetty', role: 'Treasurer', profileImage: '', mobileNumber: '' };
    await api.club(club._id);
    await api.addClubMember(club._id, member);
    await api.changeClubMember(club._id, 'b1b2c3d4e5f6a1b2c3d4e5f6', member);
    await api.updateClub(club._id, { clubName: 'Riverside', district: 'Anandpur', stateName: '' });
    expect(sent).toEqual([
      { call: `GET ${path}`, ifMatch: null },
      { call: `POST ${path}/members`, ifMatch: '"1"' },
      { call: `PUT ${path}/members/b1b2c3d4e5f6a1b2c3d4e5f6`, ifMatch: '"2"' },
      { call: `PUT ${path}`, ifMatch: '"3"' },
    ]);
  });

  it('reports a member added to a club changed since it was read as stale, to be read again at the club', async () => {
    const clubId = 'c1b2c3d4e5f6a1b2c3d4e5f6';
    const path = `/api/associative-club/${clubId}`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit = {}) =>
        (init.method ?? 'GET') === 'GET'
          ? new Response('{}', { status: 200, headers: { ETag: '"4"' } })
          : new Response(JSON.stringify({ message: 'Changed by someone else.' }), { status: 409, headers: { ETag: '"5"' } }),
      ),
    );
    await api.club(clubId);
    const error = await api.addClubMember(clubId, { memberName: 'A', role: 'B' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StaleItemError);
    expect(error).toMatchObject({ status: 409, path });
  });

  it("carries a championship's version to the removal of one of its races, and none to the race builder", async () => {
    const eventId = 'd1b2c3d4e5f6a1b2c3d4e5f6';
    const fetch = vi.fn(async () => new Response('{}', { status: 200, headers: { ETag: '"7"' } }));
    vi.stubGlobal('fetch', fetch);
    await api.championship(eventId);
    await api.removeRace(eventId, 'e1b2c3d4e5f6a1b2c3d4e5f6');
    await api.addRaceGrid(eventId, { disciplines: [], ageCategories: [], genders: [] });
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url, init]) => `${init.method ?? 'GET'} ${url} ${new Headers(init.headers).get('If-Match') ?? '-'}`)).toEqual([
      `GET /api/events/${eventId}/championship -`,
      `DELETE /api/events/${eventId}/championship/races/e1b2c3d4e5f6a1b2c3d4e5f6 "7"`,
      `POST /api/events/${eventId}/championship/races/grid -`,
    ]);
  });

  it("keeps the versions of an event's entries and certificates at the addresses they are written at", async () => {
    const eventId = 'f1b2c3d4e5f6a1b2c3d4e5f6';
    const entry = { _id: 'a2b2c3d4e5f6a1b2c3d4e5f6', version: '3' };
    const certificate = { _id: 'b2b2c3d4e5f6a1b2c3d4e5f6', version: '4' };
    const fetch = vi.fn(async (url: string) =>
      url.startsWith(`/api/events/${eventId}/`)
        ? new Response(JSON.stringify(url.includes('/entries') ? [entry] : [certificate]), { status: 200 })
        : new Response(JSON.stringify({ message: 'Done.', code: 'x' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    await api.entries(eventId);
    await api.certificates(eventId);
    await api.withdrawEntry(entry._id);
    await api.revokeCertificate(certificate._id);
    const writes = (fetch.mock.calls as unknown as [string, RequestInit][]).filter(([, init]) => init.method === 'DELETE');
    expect(writes.map(([url, init]) => `${url} ${new Headers(init.headers).get('If-Match')}`)).toEqual([
      `/api/entries/${entry._id} "3"`,
      `/api/certificates/${certificate._id} "4"`,
    ]);
  });

  it('knows no route: which item a write changes is said by the route declarations', () => {
    const text = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'lib', 'client', 'versions.ts'), 'utf8');
    expect(text).not.toMatch(/\/api\//);
    expect(text).not.toMatch(/\.routes\.ts/);
  });

  it('names, in every declaration that says which item a write changes, a declared item', async () => {
    const routes = await declaredRoutes();
    const paths = new Set(routes.map((route) => route.path));
    const parts = routes.filter((route) => route.partOf !== undefined);
    const lists = routes.filter((route) => route.itemsAt !== undefined);
    expect(parts.length).toBeGreaterThan(0);
    expect(lists.length).toBeGreaterThan(0);
    for (const { method, path, partOf = '' } of parts) {
      // A part is written under its item, which is a route of its own (whose GET gives the version).
      expect(path.startsWith(`${partOf}/`), `${method} ${path}`).toBe(true);
      expect(paths.has(partOf), `${method} ${path}: ${partOf}`).toBe(true);
    }
    for (const { path, itemsAt = '' } of lists) {
      expect(
        [...paths].some((declared) => /^:[A-Za-z]+$/.test(declared.slice(itemsAt.length + 1)) && declared.startsWith(`${itemsAt}/`)),
        `${path}: ${itemsAt}`,
      ).toBe(true);
    }
  });

  it('sends no version with a POST that makes a new item', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 201, headers: { ETag: '"9"' } }));
    vi.stubGlobal('fetch', fetch);
    await api.addClub({ clubName: 'New', district: 'Anandpur', stateName: '', members: [{ memberName: 'A', role: 'B' }] });
    await api.addClub({ clubName: 'Newer', district: 'Anandpur', stateName: '', members: [{ memberName: 'A', role: 'B' }] });
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([, init]) => new Headers(init.headers).get('If-Match'))).toEqual([null, null]);
  });
});
