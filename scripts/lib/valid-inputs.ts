/**
 * A valid (fictional) skater profile for POST /api/skaterprofiles, shared by the API tests, the
 * browser tests, the bench and the load test; each changes what it needs through `overrides`.
 */
import { withCheckDigit } from '#domain/registry/aadhaar.ts';
import { pngDataUrl } from './png.ts';

export const validSkaterInput = (overrides: Record<string, unknown> = {}) => ({
  rsfiNo: 'RSFI-123',
  name: 'Diya Sharma',
  parentName: 'Neha Sharma',
  dob: '2015-04-12',
  gender: 'Female',
  aadharNo: withCheckDigit('23456789012'),
  phoneNo: '9876543210',
  email: 'diya.parent@example.com',
  eventCategory: 'Fancy Inline',
  representativeClub: 'Riverside Roller Academy',
  coachName: 'Arjun Nair',
  skaterPhoto: pngDataUrl([1, 2, 3]),
  proofType: 'Aadhar',
  fileUrl: pngDataUrl([4, 5, 6]),
  consent: true,
  ...overrides,
});
