/**
 * The public clubs, club page, skater profiles and gallery islands in the states a visitor meets
 * when the API fails, is slow, or holds gaps: the fallback texts of an unnamed club and of a member
 * with nothing filled in, the loading text of a club newer than the build, a failed refresh's
 * alert, and the gallery's text for an image that cannot load.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, onTestFinished, test } from 'vitest';
import ClubDetail from '../../src/components/public/content/ClubDetail';
import ClubsList from '../../src/components/public/content/ClubsList';
import Gallery from '../../src/components/public/content/Gallery';
import SkaterProfiles from '../../src/components/public/registry/SkaterProfiles';
import type { ClubSummary } from '../../src/domain/content/club.schema';
import { clubMessages } from '../../src/domain/content/club';
import type { GalleryImage } from '../../src/domain/content/gallery.schema';
import { galleryMessages } from '../../src/domain/content/gallery';
import type { RegisteredSkater } from '../../src/domain/registry/registry-types';
import { skaterMessages } from '../../src/domain/registry/skater';
import { islandWords } from '../../src/domain/i18n/translate.ts';
import { clubPointsWords } from '../../src/domain/i18n/words-club-points.ts';
import { clubsPublicWords } from '../../src/domain/i18n/words-clubs-public';
import { contentWords } from '../../src/domain/i18n/words-content';
import { at } from './support/page';
import { fakeApi, json, listPage } from './support/fake-api';
import { registryWords } from '../../src/domain/i18n/words-registry';
import { formsWords } from '../../src/domain/i18n/words-forms';
import { sheetsWords } from '../../src/domain/i18n/words-sheets';

afterEach(cleanup);

const clubWords = islandWords('en', clubsPublicWords);
const galleryWords = islandWords('en', contentWords);

const CLUB: ClubSummary = {
  _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  clubName: 'Lakeside Wheels',
  district: 'Anandpur',
  stateName: '',
  memberCount: 2,
  createdAt: '2031-01-01T00:00:00.000Z',
} as ClubSummary;

test("clubs: a club without a name is 'Unnamed Club'; a refresh that fails shows 'Failed to fetch clubs'", async () => {
  at('/club');
  let fails = false;
  fakeApi({ 'GET /api/associative-club': () => (fails ? json({ message: 'x' }, 500) : listPage([{ ...CLUB, clubName: '' }])) });
  const { unmount } = render(<ClubsList initial={{ items: [CLUB], total: 1 }} words={clubWords} />);
  expect(await screen.findByText(clubMessages.unnamed)).toBeTruthy();
  expect(screen.queryByText(CLUB.clubName)).toBeNull();
  unmount();
  fails = true;
  render(<ClubsList initial={{ items: [CLUB], total: 1 }} words={clubWords} />);
  expect((await screen.findByRole('alert')).textContent).toBe(clubMessages.fetchFailed);
});

test("club page: 'Loading club details...' while a club newer than the build loads, then the member fallbacks", async () => {
  const id = 'futureclub000000000000000';
  at(`/club/${id}`);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  fakeApi({
    [`GET /api/associative-club/${id}`]: async () => {
      await held;
      return json({
        _id: id,
        clubName: '',
        district: 'Anandpur',
        stateName: '',
        createdAt: '2026-01-01T00:00:00.000Z',
        members: [{ memberName: '', role: '', profileImage: '', mobileNumber: '' }],
      });
    },
  });
  render(<ClubDetail words={clubWords} pointsWords={islandWords('en', clubPointsWords)} />);
  expect(await screen.findByText(clubMessages.loading)).toBeTruthy();
  release();
  expect((await screen.findByTestId('club-name')).textContent).toBe(clubMessages.unnamed);
  const [card] = screen.getAllByRole('listitem').filter((item) => item.hasAttribute('data-member-card'));
  if (!card) throw new Error('no member card');
  for (const text of [clubMessages.unknownMember, clubMessages.noContact, clubMessages.noRole]) expect(card.textContent).toContain(text);
  // No profile image: the drawn default picture.
  expect(card.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
});

test('skater profiles: a load failure is only logged, and the heading counts no profiles', async () => {
  at('/skatersprofile');
  const skater = {
    _id: 'b1b2c3d4e5f6a1b2c3d4e5f6',
    name: 'Asha Rao',
    gender: 'Female',
    eventCategory: 'Speed Quad',
    representativeClub: 'Lakeside Wheels',
    skaterPhoto: '',
    registrationNo: 'DRSA-2031-0001',
  } as unknown as RegisteredSkater;
  fakeApi({ 'GET /api/skaterprofiles': json({ message: 'x' }, 500) });
  render(
    <SkaterProfiles
      initial={{ items: [skater], total: 1 }}
      words={islandWords('en', registryWords, formsWords)}
      resultsWords={islandWords('en', sheetsWords)}
    />,
  );
  expect((await screen.findByRole('heading', { level: 1, name: skaterMessages.listHeading(0) })).textContent).toBe(
    skaterMessages.listHeading(0),
  );
  expect(screen.queryByRole('alert')).toBeNull();
});

test("gallery: an image that cannot load shows 'Image failed to load'; a failed load shows the alert", async () => {
  at('/gallery');
  const images = ['One', 'Two'].map(
    (alt, index) =>
      ({
        _id: `c${index}b2c3d4e5f6a1b2c3d4e5f6`,
        url: `/api/images/${index}.png`,
        alt,
        createdAt: '2031-01-01T00:00:00.000Z',
      }) as GalleryImage,
  );
  // happy-dom loads no pictures, so every image would look broken to the island's check after
  // hydration (complete, no width): here they have loaded, as in a browser, until one fails.
  const naturalWidth = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'naturalWidth');
  Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 400 });
  onTestFinished(() => {
    if (naturalWidth) Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', naturalWidth);
    else delete (HTMLImageElement.prototype as { naturalWidth?: number }).naturalWidth;
  });
  let fails = false;
  fakeApi({ 'GET /api/gallery': () => (fails ? json({ message: 'x' }, 500) : listPage(images)) });
  const { container, unmount } = render(<Gallery initial={{ items: images, total: images.length }} words={galleryWords} />);
  const [first] = [...container.querySelectorAll('[data-gallery-item] img')];
  if (!first) throw new Error('no gallery image');
  fireEvent.error(first);
  const broken = await screen.findAllByText(galleryMessages.broken);
  expect(broken).toHaveLength(1);
  expect(broken[0]?.closest('[data-gallery-item]')?.getAttribute('aria-label')).toContain('One');
  unmount();
  fails = true;
  render(<Gallery initial={{ items: images, total: images.length }} words={galleryWords} />);
  expect((await screen.findByRole('alert')).textContent).toBe(galleryMessages.publicLoadFailed);
});
