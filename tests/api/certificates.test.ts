/**
 * Certificates: issued from the results (placed finishers and those who did not finish; none for
 * DQ or DNS), issuing again keeps every code, codes are long random strings of one unambiguous
 * alphabet, anyone with a code sees the facts and nothing personal, a revoked code answers the
 * same 404 as one that never existed, the PDF read back holds the facts and a QR code of the
 * verify page, drawn once and kept in the store until the certificate changes, and the bundle PDF
 * made in the background has a page per certificate.
 */
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { certificatePdf, certificatesPdf, raceLine } from '../../netlify/functions/_shared/certificates/certificate-pdf.ts';
import { newCertificateCode } from '../../netlify/functions/_shared/certificates/certificate-store.ts';
import { site } from '../../src/config/site.ts';
import {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
  certificateMessages,
  formatCertificateCode,
  type CertificateFacts,
} from '../../src/domain/championships/certificate.ts';
import type { Race } from '../../src/domain/championships/championship.schema.ts';
import {
  approvedSkater,
  approvedSkaters,
  createEvent,
  enter,
  enteredChampionship,
  officialResults,
  sprintAndRelay,
  race,
  saveChampionship,
  type ApprovedSkater,
} from './support/championship.ts';
import { expectRejected, UNKNOWN_ID } from './support/fixtures.ts';
import { jsonOf, ORIGIN, startApi, type Api } from './support/harness.ts';
import { readPdf } from '../support/pdf.ts';

let api: Api;
let cookie: string;
let eventId: string;
let sprint: Race;
let relay: Race;
const skaters: ApprovedSkater[] = [];
const entryIds: string[] = [];

const PEOPLE = [
  { name: 'Asha Winner', club: 'Aurora Skaters', phoneNo: '9811100010' },
  { name: 'Bela Second', club: 'Bayside Rollers', phoneNo: '9811100011' },
  { name: 'Charu Fell', club: 'Coastal Wheels', phoneNo: '9811100012' },
  { name: 'Devi Disqualified', club: 'Coastal Wheels', phoneNo: '9811100013' },
  { name: 'Ekta Absent', club: 'Aurora Skaters', phoneNo: '9811100014' },
];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  delete process.env['SITE_URL'];
  delete process.env['URL'];
  api = await startApi();
  cookie = await api.login();
  skaters.push(
    ...(await approvedSkaters(
      api,
      cookie,
      PEOPLE.map((person, index) => ({
        name: person.name,
        representativeClub: person.club,
        email: `cert.parent${index}@example.com`,
        phoneNo: person.phoneNo,
      })),
    )),
  );
  const entered = await enteredChampionship(api, cookie, {
    event: { title: 'District Championship 2026', date: '2026-06-14' },
    rules: sprintAndRelay('2026-06-10T00:00:00Z'),
    skaters,
  });
  eventId = entered.eventId;
  [sprint, relay] = entered.races as [Race, Race];
  entryIds.push(...entered.entryIds);
  const sprintRows = [
    { entryId: entryIds[0], position: 1, mark: '45.10' },
    { entryId: entryIds[1], position: 2, mark: '46.20' },
    { entryId: entryIds[2], outcome: 'DNF' },
    { entryId: entryIds[3], outcome: 'DQ' },
    { entryId: entryIds[4], outcome: 'DNS' },
  ];
  // The day after the championship: certificates are issued from official results only, never before the race.
  vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
  cookie = await api.login();
  await officialResults(api, cookie, eventId, sprint._id, sprintRows);
}, 120_000);

afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
});

const issuePath = () => `/api/events/${eventId}/certificates`;
const issue = async () => {
  const res = await api.call('POST', issuePath(), { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return jsonOf<{ message: string; issued: number; updated: number; kept: number }>(res);
};
interface Listed {
  _id: string;
  name: string;
  race: string;
  position?: number;
}
const listed = async (query = '') => {
  const res = await api.call('GET', `${issuePath()}${query}`, { cookie });
  expect(res.status).toBe(200);
  return { items: await jsonOf<Listed[]>(res), total: Number(res.headers.get('x-total-count')) };
};
const codeOf = async (name: string, raceName = '500 m SJ girls') => {
  const found = (await listed()).items.find((item) => item.name === name && item.race === raceName);
  expect(found, `${name} in ${raceName}`).toBeDefined();
  return found?._id ?? '';
};

/** Nothing a certificate's public answer may hold: dates of birth, contact details, ids of people and records. */
const expectNothingPersonal = (text: string) => {
  for (const skater of skaters) {
    expect(text).not.toContain(skater.dob);
    expect(text).not.toContain(skater._id);
  }
  for (const id of entryIds) expect(text).not.toContain(id);
  expect(text).not.toContain(sprint._id);
  expect(text).not.toMatch(/@example\.com|98111000|aadhaar|"dob"|phone|email|entryId|skaterId/i);
};

const codePattern = new RegExp(`^[${CERTIFICATE_CODE_ALPHABET}]{${CERTIFICATE_CODE_LENGTH}}$`);

describe('issuing', () => {
  test('a championship with no results or an event that is not one is refused; nothing stored', async () => {
    const plain = await createEvent(api, cookie, { title: 'Open day' });
    await expectRejected(
      api,
      { method: 'POST', path: `/api/events/${plain}/certificates`, cookie },
      404,
      'This event is not a championship.',
    );
    const empty = await createEvent(api, cookie, { title: 'Empty championship', date: '2026-06-14' });
    await saveChampionship(api, cookie, empty, {
      entriesClose: '2026-06-10T00:00:00Z',
      maxRacesPerSkater: 1,
      selectPerRace: 1,
      races: [race()],
    });
    await expectRejected(api, { method: 'POST', path: `/api/events/${empty}/certificates`, cookie }, 409, certificateMessages.noResults);
    await expectRejected(api, { method: 'POST', path: `/api/events/${UNKNOWN_ID}/certificates`, cookie }, 404);
    for (const path of [`/api/events/${UNKNOWN_ID}/certificates`, `/api/events/${plain}/certificates/bundle`])
      await expectRejected(api, { method: 'GET', path, cookie }, 404, 'This event is not a championship.');
  });

  test('one per placed finisher and one of participation for a DNF; none for DQ or DNS', async () => {
    expect(await issue()).toMatchObject({ issued: 3, updated: 0, kept: 0, message: certificateMessages.issued(3, 0, 0) });
    const { items, total } = await listed();
    expect(total).toBe(3);
    expect(items.map(({ name, position }) => ({ name, position }))).toEqual([
      { name: 'Asha Winner', position: 1 },
      { name: 'Bela Second', position: 2 },
      { name: 'Charu Fell', position: undefined },
    ]);
    for (const item of items) expect(item._id).toMatch(codePattern);
    expect((await listed('?q=bayside')).items.map((item) => item.name)).toEqual(['Bela Second']);
    expect((await listed('?pageSize=2&page=2')).items.map((item) => item.name)).toEqual(['Charu Fell']);
  });

  test('issuing again keeps every code, adds new finishers and brings corrected results up to date', async () => {
    const before = new Map((await listed()).items.map((item) => [item.name, item._id]));
    expect(await issue()).toMatchObject({ issued: 0, updated: 0, kept: 3 });
    expect(new Map((await listed()).items.map((item) => [item.name, item._id]))).toEqual(before);

    const relayRows = [{ entryId: entryIds[4], position: 1 }];
    await officialResults(api, cookie, eventId, relay._id, relayRows);
    // A corrected sprint: the DNF was in fact third.
    const sprintRows = [
      { entryId: entryIds[0], position: 1 },
      { entryId: entryIds[1], position: 2 },
      { entryId: entryIds[2], position: 3 },
    ];
    await officialResults(api, cookie, eventId, sprint._id, sprintRows);
    expect(await issue()).toMatchObject({ issued: 1, updated: 1, kept: 2 });
    const after = await listed();
    expect(after.total).toBe(4);
    for (const [name, code] of before) expect(await codeOf(name)).toBe(code);
    const charu = await jsonOf<CertificateFacts>(await api.call('GET', `/api/certificates/${before.get('Charu Fell')}`));
    expect(charu).toMatchObject({ position: 3, award: '3rd place' });
    expect(await codeOf('Ekta Absent', 'Relay SJ')).toMatch(codePattern);
  });
});

describe('codes', () => {
  test('26 symbols of the 32-letter alphabet without I, L, O or U, every symbol used, never repeated over 20,000', () => {
    const codes = Array.from({ length: 20_000 }, newCertificateCode);
    expect(CERTIFICATE_CODE_ALPHABET).toHaveLength(32);
    expect(CERTIFICATE_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    for (const code of codes) expect(code).toMatch(codePattern);
    expect(new Set(codes).size).toBe(codes.length);
    // 130 random bits: each position takes every symbol about equally often (520,000 draws, 16,250 each expected).
    const counts = new Map<string, number>();
    for (const code of codes) for (const symbol of code) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    expect(counts.size).toBe(32);
    for (const count of counts.values()) expect(Math.abs(count - 16_250)).toBeLessThan(1_000);
  });
});

describe('verifying', () => {
  test('the facts, and nothing personal, for anyone with the code, kept out of search engines', async () => {
    const code = await codeOf('Bela Second');
    const res = await api.call('GET', `/api/certificates/${code}`, { origin: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    // Not kept by the CDN, so that revoking takes effect at once.
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('netlify-cdn-cache-control')).toBeNull();
    const text = await res.text();
    expectNothingPersonal(text);
    const bela = skaters[1] as ApprovedSkater;
    expect(JSON.parse(text)).toEqual({
      code,
      name: 'Bela Second',
      registrationNo: bela.registrationNo,
      club: 'Bayside Rollers',
      eventTitle: 'District Championship 2026',
      eventDate: '2026-06-14',
      race: '500 m SJ girls',
      discipline: 'Speed Quad',
      ageCategory: 'Sub Junior',
      position: 2,
      award: '2nd place',
      // Issued the day after the race, and dated that day.
      issuedAt: expect.stringMatching(/^2026-06-15T/),
    });
    // Typed in small letters, the code still verifies.
    expect((await api.call('GET', `/api/certificates/${code.toLowerCase()}`)).status).toBe(200);
    // As printed, in groups with dashes, in either case.
    expect((await api.call('GET', `/api/certificates/${formatCertificateCode(code)}`)).status).toBe(200);
    expect((await api.call('GET', `/api/certificates/${formatCertificateCode(code).toLowerCase()}`)).status).toBe(200);
  });

  test('an unknown or malformed code: one clear 404, with noindex', async () => {
    for (const code of [newCertificateCode(), 'ILOU'.repeat(7).slice(0, 26), 'short', 'x'.repeat(5_000), '..%2F..%2Fsecrets']) {
      const res = await api.call('GET', `/api/certificates/${code}`);
      expect(res.status, code).toBe(404);
      expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
      expect(await res.json()).toEqual({ message: certificateMessages.notFound });
      expect((await api.call('GET', `/api/certificates/${code}.pdf`)).status).toBe(404);
    }
  });

  test('a revoked certificate answers exactly as an unknown code; issuing again gives a new code', async () => {
    const code = await codeOf('Asha Winner');
    const res = await api.call('DELETE', `/api/certificates/${code}`, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: certificateMessages.revoked, code });
    for (const path of [`/api/certificates/${code}`, `/api/certificates/${code}.pdf`]) {
      const gone = await api.call('GET', path);
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual({ message: certificateMessages.notFound });
    }
    await expectRejected(api, { method: 'DELETE', path: `/api/certificates/${code}`, cookie }, 404, certificateMessages.notFound);
    expect(await issue()).toMatchObject({ issued: 1 });
    const fresh = await codeOf('Asha Winner');
    expect(fresh).not.toBe(code);
    expect((await api.call('GET', `/api/certificates/${code}`)).status).toBe(404);
  });
});

describe('the PDF', () => {
  test('a landscape A4 page with the association, the facts, the signatories and a QR code of the verify page', async () => {
    const code = await codeOf('Bela Second');
    const res = await api.call('GET', `/api/certificates/${code}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    const { pages, text, qrs, sizes } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pages).toBe(1);
    expect(sizes[0]).toEqual([0, 0, 842, 595]);
    const page = text[0] ?? '';
    for (const fact of [
      site.name,
      'Bela Second',
      (skaters[1] as ApprovedSkater).registrationNo,
      'Bayside Rollers',
      '500 m SJ girls',
      'District Championship 2026',
      '14 June 2026',
      'Certificate of Merit',
      'was placed 2nd in',
      'Anita Deshpande',
      'President',
      'Vikram Joshi',
      'Secretary',
      formatCertificateCode(code),
    ])
      expect(page).toContain(fact);
    expectNothingPersonal(page);
    expect(qrs).toEqual([`${ORIGIN}/verify/${code}`]);
  });

  test('the QR code points at SITE_URL when the site has one', async () => {
    const code = await codeOf('Charu Fell');
    process.env['SITE_URL'] = 'https://skating.example.in';
    try {
      const res = await api.call('GET', `/api/certificates/${code}.pdf`);
      const { qrs, text } = await readPdf(new Uint8Array(await res.arrayBuffer()));
      expect(qrs).toEqual([`https://skating.example.in/verify/${code}`]);
      expect(text[0]).toContain('was placed 3rd in');
    } finally {
      delete process.env['SITE_URL'];
    }
  });
});

describe('the wording and the dates of a certificate', () => {
  const facts = {
    code: '0123456789ABCDEFGHJKMNPQRS',
    name: 'Aarav Kulkarni',
    registrationNo: 'ADRSA-2026-0006',
    club: 'Aurora Skaters',
    eventTitle: 'District Championship 2027',
    eventDate: '2027-02-14',
    race: '500 m · Speed Quad Cadet (9-11) Male',
    discipline: 'Speed Quad',
    ageCategory: 'Cadet (9-11)',
    award: 'Participation',
    // 12:30 am on 21 February in India.
    issuedAt: '2027-02-20T19:00:00.000Z',
  };

  test('participation says "for taking part in", and the race is named once', async () => {
    const { text } = await readPdf(await certificatePdf(facts, 'https://example.org'));
    const page = text[0] ?? '';
    expect(page).toContain('Certificate of Participation');
    expect(page).toContain('for taking part in');
    expect(page).not.toContain('for participation');
    expect(page.split('Speed Quad').length - 1).toBe(1);
    expect(raceLine({ race: '500 m', discipline: 'Speed Quad', ageCategory: 'Sub Junior' })).toBe('500 m (Speed Quad, Sub Junior)');
  });

  test('the date of issue is written in the association’s time zone', async () => {
    const { text } = await readPdf(await certificatePdf(facts, 'https://example.org'));
    expect(text[0]).toContain('Given on 21 February 2027');
    expect(text[0]).toContain('14 February 2027');
  });
});

describe('the stored PDF', () => {
  const stored = () => getStore('certificate-pdfs');
  const pdfOf = async (code: string) => {
    const res = await api.call('GET', `/api/certificates/${code}.pdf`);
    expect(res.status).toBe(200);
    return new Uint8Array(await res.arrayBuffer());
  };
  const setRelay = async (row: Record<string, unknown>) => {
    const rows = [{ entryId: entryIds[4], ...row }];
    await officialResults(api, cookie, eventId, relay._id, rows);
    expect(await issue()).toMatchObject({ updated: 1 });
  };

  test('is drawn once and served from the store until the certificate changes; revoking deletes it', async () => {
    const code = await codeOf('Ekta Absent', 'Relay SJ');
    const first = await pdfOf(code);
    const kept = await stored().getWithMetadata(code, { type: 'arrayBuffer' });
    expect(kept && new Uint8Array(kept.data)).toEqual(first);

    // The second request answers what the store holds: put a marker there, and the marker comes back.
    const marker = new TextEncoder().encode('%PDF-1.7 the stored copy');
    await stored().set(code, new Blob([marker]), { metadata: kept?.metadata ?? {} });
    expect(await pdfOf(code)).toEqual(marker);

    // A corrected result changes what the certificate states: drawn anew, and stored again.
    await setRelay({ outcome: 'DNF' });
    const corrected = await pdfOf(code);
    expect(corrected).not.toEqual(marker);
    expect((await readPdf(corrected)).text[0]).toContain('Certificate of Participation');
    const again = await stored().get(code, { type: 'arrayBuffer' });
    expect(again && new Uint8Array(again)).toEqual(corrected);
    await setRelay({ position: 1 });
    expect((await readPdf(await pdfOf(code))).text[0]).toContain('was placed 1st in');

    expect((await api.call('DELETE', `/api/certificates/${code}`, { cookie })).status).toBe(200);
    expect(await stored().get(code)).toBeNull();
    expect((await api.call('GET', `/api/certificates/${code}.pdf`)).status).toBe(404);
    expect(await issue()).toMatchObject({ issued: 1 });
  });
});

describe('the bundle of every certificate', () => {
  test('its pages are made in batches, each batch reported, in the order given', async () => {
    const facts = Array.from({ length: 5 }, (_, index) => ({
      code: newCertificateCode(),
      name: `Skater ${index + 1}`,
      registrationNo: `ADRSA-2026-000${index + 1}`,
      club: 'Aurora Skaters',
      eventTitle: 'District Championship 2026',
      eventDate: '2026-06-14',
      race: '500 m',
      discipline: 'Speed Quad',
      ageCategory: 'Sub Junior',
      position: index + 1,
      award: '',
      issuedAt: '2026-06-15T10:00:00.000Z',
    }));
    const reported: number[] = [];
    const bytes = await certificatesPdf(facts, 'https://example.org', 'Test', async (done) => void reported.push(done), 2);
    expect(reported).toEqual([2, 4]);
    const { pages, qrs, text } = await readPdf(bytes);
    expect(pages).toBe(5);
    expect(qrs).toEqual(facts.map(({ code }) => `https://example.org/verify/${code}`));
    expect(text.map((page) => page.includes('Skater 3'))).toEqual([false, false, true, false, false]);
  });

  test('made in the background, with progress to done, a page per certificate, each with its own QR code', async () => {
    // The admin's request starts the background function over HTTP, so the server listens here.
    const { port, close } = await api.server.listen(0);
    const base = `http://127.0.0.1:${port}`;
    const at = (method: string, path: string) =>
      api.server.handle(new Request(`${base}${path}`, { method, headers: { origin: base, cookie } }), '203.0.113.9');
    const bundlePath = `/api/events/${eventId}/certificates/bundle`;
    try {
      expect(await jsonOf(await at('GET', bundlePath))).toEqual({ status: 'none', done: 0, total: 0 });
      expect((await at('GET', `${bundlePath}/pdf`)).status).toBe(404);

      const started = await at('POST', bundlePath);
      expect(started.status).toBe(202);
      const total = (await listed()).total;
      expect(await jsonOf(started)).toMatchObject({ message: certificateMessages.bundleStarted, done: 0, total });
      await api.server.settle();
      const status = await jsonOf<{ status: string; done: number; total: number; url?: string }>(await at('GET', bundlePath));
      expect(status).toMatchObject({ status: 'done', done: total, total, url: `${bundlePath}/pdf` });

      const file = await at('GET', status.url ?? '');
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      const { pages, qrs, text } = await readPdf(new Uint8Array(await file.arrayBuffer()));
      expect(pages).toBe(total);
      const codes = (await listed()).items.map((item) => `${base}/verify/${item._id}`);
      expect(qrs).toEqual(codes);
      expect(text.every((page) => page.includes(site.name))).toBe(true);
    } finally {
      await close();
    }
  });

  test('the background function does nothing without the token of a queued job', async () => {
    const other = await createEvent(api, cookie, { title: 'Another championship' });
    await saveChampionship(api, cookie, other, {
      entriesClose: '2026-06-10T00:00:00Z',
      maxRacesPerSkater: 1,
      selectPerRace: 1,
      races: [race()],
    });
    const res = await api.call('POST', '/.netlify/functions/certificate-bundle-background', {
      body: { eventId: other, token: 'guessed', origin: 'https://evil.example' },
    });
    expect(res.status).toBe(202);
    await api.server.settle();
    const status = await jsonOf(await api.call('GET', `/api/events/${other}/certificates/bundle`, { cookie }));
    expect(status).toEqual({ status: 'none', done: 0, total: 0 });
  });
});

describe('names the PDF fonts cannot draw', () => {
  test('the PDF drops the accents its font lacks and marks other letters, the verify answer keeps the name exactly', async () => {
    const other = await createEvent(api, cookie, { title: 'Accents cup', date: '2026-06-14' });
    const saved = await saveChampionship(api, cookie, other, {
      entriesClose: '2026-06-10T00:00:00Z',
      maxRacesPerSkater: 1,
      selectPerRace: 1,
      races: [race({ name: '500 m' })],
    });
    const raceId = saved.races[0]?._id ?? '';
    const name = 'Śrīya Nāyak मीरा';
    const skater = await approvedSkater(api, cookie, {
      name,
      dob: '2014-02-02',
      gender: 'Female',
      eventCategory: 'Speed Quad',
      email: 'accents@example.com',
    });
    // Entered while entries were open, raced on the 14th.
    vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
    const entered = await enter(api, cookie, { eventId: other, registrationNo: skater.registrationNo, dob: skater.dob, raceIds: [raceId] });
    vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
    const entryId = (await jsonOf<{ _id: string }>(entered))._id;
    await officialResults(api, cookie, other, raceId, [{ entryId, position: 1 }]);
    expect((await api.call('POST', `/api/events/${other}/certificates`, { cookie })).status).toBe(200);
    const [certificate] = await jsonOf<Listed[]>(await api.call('GET', `/api/events/${other}/certificates`, { cookie }));
    const code = certificate?._id ?? '';
    expect((await jsonOf<CertificateFacts>(await api.call('GET', `/api/certificates/${code}`))).name).toBe(name);
    const res = await api.call('GET', `/api/certificates/${code}.pdf`);
    expect(res.status).toBe(200);
    const { text, qrs } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(text[0]).toContain('Sriya Nayak ????');
    expect(qrs).toEqual([`${ORIGIN}/verify/${code}`]);
  });
});
