/**
 * The browser's scripts get each declared route's method and path only: the build replaces a
 * declarations module by browserModule() of its exports. Checked here on real declarations, and
 * on what must be left out (schemas, functions) or kept (plain data).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as entryDeclarations from '#domain/championships/entry.routes.ts';
import * as clubDeclarations from '#domain/content/club.routes.ts';
import * as sessionDeclarations from '#domain/family/family-session.routes.ts';
import * as liveDeclarations from '#domain/venue/live.routes.ts';
import { browserModule, lighten } from '../../src/integrations/browser-routes.ts';

/** The module's text run as the browser would: its exports. */
const exportsOf = async (text: string): Promise<Record<string, unknown>> =>
  (await import(`data:text/javascript,${encodeURIComponent(text)}`)) as Record<string, unknown>;

describe('the browser copy of the route declarations', () => {
  it('keeps every route of a declarations file as its method and path', async () => {
    const light = await exportsOf(browserModule(sessionDeclarations));
    const groups = Object.keys(sessionDeclarations);
    expect(Object.keys(light)).toEqual(groups);
    const { familySessionRoutes } = sessionDeclarations;
    expect(light.familySessionRoutes).toEqual(
      Object.fromEntries(Object.entries(familySessionRoutes).map(([name, route]) => [name, { method: route.method, path: route.path }])),
    );
  });

  it('leaves out a schema exported beside the routes, and carries no schema text or summary', async () => {
    const text = browserModule(liveDeclarations);
    const light = await exportsOf(text);
    expect(Object.keys(liveDeclarations)).toContain('liveAnswerSchema');
    expect(light).not.toHaveProperty('liveAnswerSchema');
    expect(light.liveRoutes).toEqual({ live: { method: 'GET', path: liveDeclarations.liveRoutes.live.path } });
    expect(text).not.toContain(liveDeclarations.liveRoutes.live.summary);
  });

  it("keeps what the client reads of a declaration besides: the item a part belongs to, where a list's items are written", async () => {
    const clubs = (await exportsOf(browserModule(clubDeclarations))).clubRoutes as Record<string, unknown>;
    const { changeMember } = clubDeclarations.clubRoutes;
    expect(clubs.changeMember).toEqual({ method: changeMember.method, path: changeMember.path, partOf: changeMember.partOf });
    const entries = (await exportsOf(browserModule(entryDeclarations))).entryRoutes as Record<string, unknown>;
    const { list } = entryDeclarations.entryRoutes;
    expect(entries.list).toEqual({ method: list.method, path: list.path, itemsAt: list.itemsAt });
  });

  it('keeps plain data as it is and drops what holds a schema or a function', () => {
    expect(lighten({ paths: ['/a', '/b'], size: 3, on: true, none: null })).toEqual({ paths: ['/a', '/b'], size: 3, on: true, none: null });
    expect(lighten(z.string())).toBeUndefined();
    expect(lighten({ check: () => 1 })).toBeUndefined();
    expect(lighten([{ schema: z.number() }])).toBeUndefined();
  });
});
