/**
 * A child as the family page's answer gives it, for the family page's component tests: a lapsed
 * Sub Junior of last season, its renewal open; each test overrides what it is about.
 */
import type { FamilyChild } from '../../../src/domain/family/family-views';

export const aChild = (overrides: Partial<FamilyChild> = {}): FamilyChild => ({
  _id: 'kid1',
  name: 'Asha Rao',
  skaterPhoto: '/images/placeholder.png',
  registrationNo: 'ADRSA-2025-0001',
  status: 'lapsed',
  season: 2025,
  currentSeason: 2026,
  eventCategory: 'Speed Quad',
  representativeClub: 'Riverside',
  coachName: 'Arjun',
  ageCategory: 'Sub Junior',
  referenceDay: '2026-01-01',
  age: 11,
  proof: { state: 'deleted' },
  canRenew: true,
  ...overrides,
});
