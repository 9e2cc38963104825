/**
 * A skater's page without a framework (src/components/public/registry/skater-page-dom.ts): the
 * built frame filled from the public answer for the id in the address, with every text from the
 * answer kept as text; a profile without a page, and an answer that does not come, each with the
 * next step. What the answer holds is tested in tests/api/skater-page.test.ts; the built page in a
 * real browser, in tests/e2e/visitor-journey.spec.ts.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { startSkaterPage } from '../../src/components/public/registry/skater-page-dom';
import { skaterPageWords } from '../../src/components/public/registry/skater-page-words';
import { formatDate } from '../../src/domain/common/dates';
import { messagesFor } from '../../src/domain/i18n/translate';
import { registryWords } from '../../src/domain/i18n/words-registry';
import { skaterPageTexts as texts, type SkaterPageView } from '../../src/domain/registry/skater-page';
import { at } from './support/page';
import { fakeApi, json, networkError } from './support/fake-api';

const ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const HOSTILE = '<img src=x onerror="alert(1)">';

/** The frame src/pages/skater/index.astro builds, with the parts the script fills. */
const frame = (): HTMLElement => {
  document.title = 'Skater profile | District Roller Skating Association';
  document.body.innerHTML = `
    <div data-skater-root class="grid gap-6">
      <header>
        <div data-skater-photo></div>
        <div><h1 data-skater-name>Skater profile</h1><div data-skater-facts><p role="status">${texts.loading}</p></div></div>
      </header>
      <section><h2>Results</h2><div data-skater-results></div></section>
      <section><h2>Certificates</h2><div data-skater-certificates></div></section>
    </div>`;
  return document.querySelector<HTMLElement>('[data-skater-root]')!;
};

/** The English words the built page hands the script. */
const EN = skaterPageWords('en');

afterEach(() => {
  document.body.innerHTML = '';
});

const PAGE: SkaterPageView = {
  skater: {
    _id: ID,
    name: 'Anya First',
    gender: 'Female',
    eventCategory: 'Speed',
    representativeClub: 'Aurora Skaters',
    skaterPhoto: '',
    ageCategory: 'Under 12',
    registrationNo: 'DRSA-2026-0007',
  },
  clubId: 'c0ffeec0ffeec0ffeec0ffee',
  results: [
    {
      eventId: 'e1',
      eventTitle: 'District Championship',
      eventDate: '2026-05-10',
      race: '500 m rink',
      discipline: 'Speed',
      ageCategory: 'Under 12',
      position: 2,
      status: 'provisional',
    },
  ],
  certificates: [{ code: 'CERT-7', eventTitle: 'District Championship', eventDate: '2026-05-10', race: '500 m rink', award: 'Silver' }],
};

test('fills the frame with the public answer for the id in the address, data as text', async () => {
  at(`/skater/${ID}`);
  const root = frame();
  const { calls } = fakeApi({ [`GET /api/skaterprofiles/${ID}/public`]: json({ ...PAGE, skater: { ...PAGE.skater, gender: HOSTILE } }) });
  await startSkaterPage(root, EN);

  expect(calls.map((call) => call.path)).toEqual([`/api/skaterprofiles/${ID}/public`]);
  expect(root.dataset['testid']).toBe('skater-page');
  const name = root.querySelector('h1')!;
  expect(name.textContent).toBe('Anya First');
  expect(name.dataset['testid']).toBe('skater-name');
  expect(document.title).toMatch(/^Anya First: skater profile \|/);
  // No photo: the initials, 96 × 96 like the photo would be, in the photo's place.
  const avatar = root.querySelector('header img')!;
  expect(avatar.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect([avatar.getAttribute('width'), avatar.getAttribute('height')]).toEqual(['96', '96']);
  expect(root.querySelector('[data-skater-photo]')).toBeNull();
  // The facts, the club leading to its page; the hostile text stays text.
  const facts = [...root.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
  expect(facts).toEqual([
    [texts.registrationNo, 'DRSA-2026-0007'],
    [texts.club, 'Aurora Skaters'],
    [texts.ageCategory, 'Under 12'],
    [texts.eventCategory, 'Speed'],
    [texts.gender, HOSTILE],
  ]);
  expect(root.querySelectorAll('img')).toHaveLength(1);
  expect(root.querySelector('[data-club-link]')?.getAttribute('href')).toBe('/club/c0ffeec0ffeec0ffeec0ffee');
  expect(root.querySelector('[role="status"]')).toBeNull();
  // Results: the championship's results, its day in the site's style, the status when not official.
  const result = root.querySelector('[data-testid="skater-results"] li')!;
  expect(result.querySelector('a')?.getAttribute('href')).toBe('/events/e1/results');
  expect(result.querySelector('time')?.getAttribute('datetime')).toBe('2026-05-10');
  expect(result.textContent).toBe(`District Championship (${formatDate('2026-05-10')}): 500 m rink: 2nd (Provisional)`);
  // Certificates, each with the link that verifies it, named for its race.
  const verify = root.querySelector('[data-testid="skater-certificates"] a')!;
  expect(verify.getAttribute('href')).toBe('/verify/CERT-7');
  expect(verify.getAttribute('aria-label')).toBe(texts.verify('500 m rink'));
  expect(root.textContent).toContain(texts.certificatesIntro);
});

test('a skater with a photo, no club page, no results and no certificates', async () => {
  at(`/skater/${ID}`);
  const root = frame();
  const page: SkaterPageView = { ...PAGE, skater: { ...PAGE.skater, skaterPhoto: '/api/photos/p1.webp' }, results: [], certificates: [] };
  delete page.clubId;
  fakeApi({ [`GET /api/skaterprofiles/${ID}/public`]: json(page) });
  await startSkaterPage(root, EN);

  const photo = root.querySelector('header img')!;
  expect(photo.getAttribute('src')).toMatch(/^\/api\/photos\/p1\.webp\?w=/);
  expect(photo.getAttribute('alt')).toBe('Photo of Anya First');
  expect(root.querySelector('[data-club-link]')).toBeNull();
  expect(root.textContent).toContain(texts.noResults);
  expect(root.textContent).toContain(texts.noCertificates);
  // A photo that cannot load gives way to the initials.
  photo.dispatchEvent(new Event('error'));
  expect(root.querySelector('header img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
});

test('a profile without a public page says so and leads to the profiles list', async () => {
  at(`/skater/${ID}`);
  const root = frame();
  fakeApi({ [`GET /api/skaterprofiles/${ID}/public`]: json({ message: 'Not found' }, 404) });
  await startSkaterPage(root, EN);

  expect(root.querySelector('h1')?.textContent).toBe('Skater profile');
  expect(root.textContent).toContain(texts.notFound);
  expect(root.querySelector('a')?.getAttribute('href')).toBe('/skatersprofile');
  expect(root.querySelector('[data-testid="skater-page"], [role="status"]')).toBeNull();
});

test('an address without an id reads as a profile without a page, asking nothing', async () => {
  at('/skater/');
  const root = frame();
  const { calls } = fakeApi({});
  await startSkaterPage(root, EN);
  expect(calls).toEqual([]);
  expect(root.textContent).toContain(texts.notFound);
});

for (const [what, answer] of [
  ['a failed answer', json({ message: 'Server error' }, 500)],
  ['no answer at all', networkError],
] as const) {
  test(`${what}: an alert, a retry and the way to the profiles list`, async () => {
    at(`/skater/${ID}`);
    const root = frame();
    fakeApi({ [`GET /api/skaterprofiles/${ID}/public`]: answer });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    await startSkaterPage(root, EN, reload);
    quiet.mockRestore();

    expect(root.querySelector('[role="alert"]')?.textContent).toBe(texts.failed);
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/skatersprofile');
    root.querySelector<HTMLButtonElement>('button')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
}

test('the answer the page asked for before the script loaded is used, once', async () => {
  at(`/skater/${ID}`);
  const root = frame();
  const { calls } = fakeApi({ [`GET /api/skaterprofiles/${ID}/public`]: json(PAGE) });
  const holder = window as { skaterPageAnswer?: Promise<Response> };
  holder.skaterPageAnswer = Promise.resolve(json({ ...PAGE, skater: { ...PAGE.skater, name: 'Asked early' } }));
  await startSkaterPage(root, EN);
  expect(root.querySelector('h1')?.textContent).toBe('Asked early');
  expect(calls).toEqual([]);
  expect(holder.skaterPageAnswer).toBeUndefined();
});

test('the records line reads as before in English, with the way to the records page', async () => {
  at(`/skater/${ID}`);
  const root = frame();
  const records: SkaterPageView['records'] = [
    { level: 'district', time: '0:48.20' },
    { level: 'meet', time: '1:02.00' },
  ];
  fakeApi({ [`GET /api/skaterprofiles/${ID}/public`]: json({ ...PAGE, records }) });
  await startSkaterPage(root, EN);
  const line = root.querySelector('[data-testid="skater-records"]')!;
  expect(line.textContent).toBe(`${texts.holdsRecords(records)} ${texts.recordsLink}`);
  expect(line.querySelector('a')?.getAttribute('href')).toBe('/records');
});

describe('on a Tamil page', () => {
  const TA = skaterPageWords('ta');
  const ta = messagesFor('ta', registryWords);

  test('every text of the filled frame is the catalogue’s Tamil, and every link stays in Tamil', async () => {
    at(`/ta/skater/${ID}`);
    const root = frame();
    const records: SkaterPageView['records'] = [{ level: 'state', time: '0:48.20' }];
    const page: SkaterPageView = { ...PAGE, skater: { ...PAGE.skater, skaterPhoto: '/api/photos/p1.webp' }, records };
    const { calls } = fakeApi({ [`GET /api/skaterprofiles/${ID}/public`]: json(page) });
    await startSkaterPage(root, TA);

    expect(calls.map((call) => call.path)).toEqual([`/api/skaterprofiles/${ID}/public`]);
    expect(document.title).toMatch(new RegExp(`^${ta.t('registry.skaterPageTitle', { name: 'Anya First' })} \\|`));
    expect(root.querySelector('header img')?.getAttribute('alt')).toBe(ta.t('registry.photoOf', { name: 'Anya First' }));
    expect([...root.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      ta.t('registry.skaterRegistrationNo'),
      ta.t('registry.skaterClub'),
      ta.t('registry.skaterAgeCategory'),
      ta.t('registry.skaterEventCategory'),
      ta.t('registry.skaterGender'),
    ]);
    const result = root.querySelector('[data-testid="skater-results"] li')!;
    expect(result.textContent).toBe(
      `District Championship (${ta.date('2026-05-10')}): 500 m rink: 2nd (${ta.t('registry.skaterStatus.provisional')})`,
    );
    const verify = root.querySelector('[data-testid="skater-certificates"] a')!;
    expect(verify.textContent).toBe(ta.t('registry.skaterVerify'));
    expect(verify.getAttribute('aria-label')).toBe(ta.t('registry.skaterVerifyLabel', { race: '500 m rink' }));
    expect(root.textContent).toContain(ta.t('registry.skaterCertificatesIntro'));
    expect(root.querySelector('[data-testid="skater-records"]')?.textContent).toBe(
      `${ta.t('registry.skaterHoldsRecords', { count: 1, list: `0:48.20 (${ta.t('registry.skaterRecordLevel.state')} சாதனை)` })} ${ta.t('registry.skaterRecordsLink')}`,
    );
    // Every link the script draws leads to the Tamil page.
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/ta/club/c0ffeec0ffeec0ffeec0ffee',
      '/ta/events/e1/results',
      '/ta/records',
      '/ta/verify/CERT-7',
    ]);
    // None of the English the script used to write.
    for (const english of [texts.certificatesIntro, texts.registrationNo, 'Verify', 'Provisional', 'Photo of', 'record)', 'Holds']) {
      expect(`${root.textContent} ${root.querySelector('header img')?.getAttribute('alt')}`).not.toContain(english);
    }
  });

  test('no results and no certificates, in Tamil', async () => {
    at(`/ta/skater/${ID}`);
    const root = frame();
    fakeApi({ [`GET /api/skaterprofiles/${ID}/public`]: json({ ...PAGE, results: [], certificates: [] }) });
    await startSkaterPage(root, TA);
    expect(root.textContent).toContain(ta.t('registry.skaterNoResults'));
    expect(root.textContent).toContain(ta.t('registry.skaterNoCertificates'));
    expect(root.textContent).not.toContain(texts.noResults);
  });

  test('a profile without a page, and a failed answer: Tamil words, the Tamil list', async () => {
    at(`/ta/skater/${ID}`);
    let root = frame();
    fakeApi({ [`GET /api/skaterprofiles/${ID}/public`]: json({ message: 'Not found' }, 404) });
    await startSkaterPage(root, TA);
    expect(root.querySelector('h1')?.textContent).toBe(ta.t('registry.skaterTitle'));
    expect(root.textContent).toContain(ta.t('registry.skaterNotFound'));
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/ta/skatersprofile');
    expect(root.querySelector('a')?.textContent).toBe(ta.t('registry.allSkaters'));

    root = frame();
    fakeApi({ [`GET /api/skaterprofiles/${ID}/public`]: json({ message: 'Server error' }, 500) });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await startSkaterPage(root, TA, vi.fn());
    quiet.mockRestore();
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(ta.t('registry.skaterFailed'));
    expect(root.querySelector('button')?.textContent).toBe(ta.t('registry.skaterRetry'));
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/ta/skatersprofile');
  });
});
