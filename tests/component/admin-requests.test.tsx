/**
 * The registrar's queue of parents' requests links each request to the profile it is about, and
 * the skaters screen opens that profile's review from the link (or says the profile is gone).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import RequestsAdmin from '../../src/components/admin/registry/RequestsAdmin';
import SkatersAdmin from '../../src/components/admin/registry/SkatersAdmin';
import { formatDate } from '../../src/domain/common/dates';
import { DELETED_PROFILE, profileGone, profileLinkText, reviewPath } from '../../src/domain/registry/review-link';
import { at } from './support/page';
import { fakeApi, json, listPage } from './support/fake-api';

afterEach(cleanup);

const SKATER_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const request = (overrides: Record<string, unknown>) => ({
  _id: 'b1b2c3d4e5f6a1b2c3d4e5f6',
  kind: 'deletion',
  skaterId: SKATER_ID,
  skaterName: 'Asha Rao',
  registrationNo: 'ADRSA-2026-0001',
  email: 'ravi@example.com',
  createdAt: '2026-11-20T04:30:00.000Z',
  dueAt: '2026-12-20T04:30:00.000Z',
  status: 'open',
  ...overrides,
});

test('each request links to the profile it is about; a deleted profile’s request has no link', async () => {
  at('/admin/requests');
  fakeApi({
    'GET /api/requests': listPage([
      request({}),
      request({ _id: 'c1b2c3d4e5f6a1b2c3d4e5f6', kind: 'correction', skaterName: DELETED_PROFILE, status: 'done' }),
    ]),
  });
  render(<RequestsAdmin />);
  const link = await screen.findByRole('link', { name: profileLinkText('Asha Rao') });
  expect(link.getAttribute('href')).toBe(reviewPath(SKATER_ID));
  expect(link.getAttribute('href')).toBe(`/admin/skaters?open=${SKATER_ID}`);
  expect(screen.getAllByRole('link').filter((item) => item.textContent?.includes(DELETED_PROFILE))).toEqual([]);
  expect(document.body.textContent).toContain(`due ${formatDate('2026-12-20T04:30:00.000Z')}`);
});

const SKATER = {
  _id: SKATER_ID,
  name: 'Asha Rao',
  status: 'approved',
  season: 2026,
  registrationNo: 'ADRSA-2026-0001',
  ageCategory: 'Sub Junior',
  eventCategory: 'Speed Quad',
  representativeClub: 'Lakeside Wheels',
  coachName: 'Arjun Nair',
  parentName: 'Ravi Rao',
  phoneNo: '9876543210',
  email: 'ravi@example.com',
  aadharNo: 'XXXX XXXX 1234',
  dob: '2014-05-05',
  gender: 'Female',
  createdAt: '2026-04-01T10:00:00.000Z',
};

test('the skaters screen opens the review of the profile the link names, or says it is gone', async () => {
  at(`/admin/skaters?open=${SKATER_ID}`);
  fakeApi({
    'GET /api/skaterprofiles': json({ profiles: [SKATER] }, 200, { 'x-total-count': '1' }),
    [`GET /api/skaterprofiles/${SKATER_ID}`]: json(SKATER),
    [`GET /api/skaterprofiles/${SKATER_ID}/deletion`]: json({ entries: 0, results: 0, certificates: 0 }),
  });
  const { unmount } = render(<SkatersAdmin />);
  const review = await screen.findByRole('dialog');
  expect(review.textContent).toContain('Asha Rao');
  unmount();

  const gone = 'd1b2c3d4e5f6a1b2c3d4e5f6';
  at(`/admin/skaters?open=${gone}`);
  fakeApi({
    'GET /api/skaterprofiles': json({ profiles: [SKATER] }, 200, { 'x-total-count': '1' }),
    [`GET /api/skaterprofiles/${gone}`]: json({ message: 'Skater profile not found' }, 404),
  });
  render(<SkatersAdmin />);
  expect((await screen.findByText(profileGone)).closest('[role="alert"]')).not.toBeNull();
});
