/**
 * Every answer a store gives to reads: each GET route the functions serve, as a visitor and as an
 * owner, every page of every list, every detail route for every id its list names, and every file
 * any answer links to. Two stores holding the same data give equal results.
 */
import { createHash } from 'node:crypto';
import { endpointsOf } from '#shared/platform/hono/app.ts';
import type { Api } from './harness.ts';

export interface Answer {
  status: number;
  contentType: string;
  total: string | null;
  /** JSON as parsed; anything else as the SHA-256 of its bytes. */
  body: unknown;
}

/** Every GET route pattern of every function, from the functions themselves. */
export const readRoutes = (api: Api): string[] =>
  [
    ...new Set(
      api.server.routes
        .filter((route) => !route.scheduled)
        .flatMap((route) =>
          endpointsOf(route.handler)
            .filter((endpoint) => endpoint.method === 'GET')
            .map((endpoint) => endpoint.path),
        ),
    ),
  ].sort();

/** The dashboard's "last 7 days" start from the moment of the request, which no two readings share. */
const withoutMoment = (path: string, body: unknown): unknown => {
  if (!path.startsWith('/api/dashboard') || !body || typeof body !== 'object') return body;
  const { weekStart: _moment, ...rest } = body as Record<string, unknown>;
  return rest;
};

const answerOf = async (path: string, res: Response): Promise<Answer> => {
  const contentType = res.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await res.arrayBuffer());
  const body = contentType.startsWith('application/json')
    ? withoutMoment(path, JSON.parse(bytes.toString('utf8')))
    : createHash('sha256').update(bytes).digest('hex');
  return { status: res.status, contentType, total: res.headers.get('x-total-count'), body };
};

const itemsOf = (body: unknown): Record<string, unknown>[] => {
  if (Array.isArray(body)) return body as Record<string, unknown>[];
  if (body && typeof body === 'object') {
    for (const value of Object.values(body)) if (Array.isArray(value)) return value as Record<string, unknown>[];
  }
  return [];
};

const FILE_LINK = /\/api\/(images|photos)\/([a-z0-9-]{1,80}\.[a-z]{3,4})/g;

/**
 * Reads everything and answers it by "caller path". `cookie` is an owner's session. Fails on a
 * route with a parameter it has no values for, so a new kind of route is not silently skipped.
 */
export const readEverything = async (api: Api, cookie: string): Promise<Map<string, Answer>> => {
  const answers = new Map<string, Answer>();
  const read = async (path: string): Promise<Answer[]> => {
    const got: Answer[] = [];
    for (const [caller, options] of [
      ['visitor', {}],
      ['owner', { cookie }],
    ] as const) {
      // Every page of a list (a single answer otherwise).
      for (let page = 1; page < 100; page += 1) {
        const paged = `${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=100`;
        const asked = page === 1 && !isList(path) ? path : paged;
        const answer = await answerOf(path, await api.call('GET', asked, options));
        answers.set(`${caller} ${asked}`, answer);
        got.push(answer);
        if (answer.total === null || page * 100 >= Number(answer.total)) break;
      }
    }
    return got;
  };
  const routes = readRoutes(api);
  const lists = routes.filter((route) => !route.includes(':'));
  const isList = (path: string) => lists.includes(path);
  const idsOf = new Map<string, string[]>();
  for (const list of lists) {
    const ids = (await read(list)).flatMap((answer) => itemsOf(answer.body).map((item) => item['_id']));
    idsOf.set(list, [...new Set(ids.filter((id): id is string => typeof id === 'string'))]);
  }
  const eventIds = idsOf.get('/api/events') ?? [];
  const raceIds = new Map<string, string[]>();
  for (const id of eventIds) {
    const championship = (await read(`/api/events/${id}/championship`))[1]?.body as { races?: { _id: string }[] } | undefined;
    raceIds.set(
      id,
      (championship?.races ?? []).map((race) => race._id),
    );
  }
  const codes = new Set<string>();
  const missing: string[] = [];
  // A family's own records are read with a family session, never an owner's, and a club's with its
  // coach's: those routes answer an owner 401 whatever the id.
  const withParameters = routes.filter(
    (route) =>
      route.includes(':') && !/:key$|:code$/.test(route) && !route.startsWith('/api/family/') && !route.startsWith('/api/club-desk/'),
  );
  for (const route of withParameters) {
    const list = route.slice(0, route.indexOf('/:'));
    const ids = list === '/api/events' ? eventIds : (idsOf.get(list) ?? []);
    if (!idsOf.has(list)) missing.push(route);
    for (const id of ids) {
      const path = route.replace(':id', id);
      if (path.includes(':raceId')) {
        for (const raceId of raceIds.get(id) ?? []) await read(path.replace(':raceId', raceId));
      } else if (path.includes(':file')) {
        // The timing system's three files, by their names.
        for (const file of ['lynx.ppl', 'lynx.evt', 'lynx.sch']) await read(path.replace(':file', file));
      } else if (path.includes(':')) missing.push(route);
      else {
        const got = await read(path);
        if (route === '/api/events/:id/certificates')
          for (const answer of got) for (const item of itemsOf(answer.body)) codes.add(String(item['code']));
      }
    }
  }
  for (const code of codes) await read(`/api/certificates/${code}`);
  const files = new Set<string>();
  for (const answer of answers.values()) for (const match of JSON.stringify(answer.body).matchAll(FILE_LINK)) files.add(match[0]);
  for (const file of files) await read(file);
  if (missing.length > 0) throw new Error(`No ids to read these routes with: ${[...new Set(missing)].join(', ')}`);
  return answers;
};
