/**
 * Sporting rules and limits the pages and the server share, so the two can never disagree.
 */
import { zonedParts } from './time-zone.ts';

/** The 13 event categories, in the form's order: one list, so the server accepts every option the form offers. */
export const EVENT_CATEGORIES = [
  'Adjustable',
  'Alpine Downhill',
  'Fancy Inline',
  'Speed Inline',
  'Inline Hockey',
  'Roller Hockey',
  'Inline Freestyle',
  'Roller Freestyle',
  'Roller Derby',
  'Roller Scooter',
  'Skate Boarding',
  'Skate Cross',
  'Speed Quad',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const ACHIEVEMENT_LEVELS = ['International', 'National', 'State', 'District'] as const;
export type AchievementLevel = (typeof ACHIEVEMENT_LEVELS)[number];

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const PROOF_TYPES = ['Aadhar', 'Birth Certificate'] as const;

/**
 * The association's season: a year of registrations. It starts on the 1st of this month (1 =
 * January: the calendar year) and is named by the year it starts in, so a season starting in April
 * 2026 runs to March 2027 and is "2026". A skater's profile is current for one season.
 */
export const SEASON_START_MONTH = 1;

/**
 * The season a moment falls in, on the association's calendar (a season starting on 1 January
 * starts at midnight there, not at midnight UTC). `now` is a parameter so that pages, server and
 * tests can move the clock.
 */
export const seasonOf = (now: Date, startMonth: number = SEASON_START_MONTH): number => {
  const { year, month } = zonedParts(now);
  return month >= startMonth ? year : year - 1;
};

export const currentSeason = (now: Date = new Date()): number => seasonOf(now);

/**
 * Age categories are computed from the date of birth on this reference date (docs/rules.md#age-categories):
 * 'jan1' (1 January of the season's year, as the national federation counts it), or 'today'.
 */
export const AGE_REFERENCE: 'today' | 'jan1' = 'jan1';

/**
 * Days an identity proof is kept after the profile's first approval: it was needed to check the
 * skater's identity and age, and a child's identity document should not be kept longer than that
 * purpose needs. `PROOF_RETENTION_DAYS` overrides it on a deployment.
 */
export const PROOF_RETENTION_DAYS = 365;

/** First year of the achievements year filter; it runs to the current year, never to a year fixed in code. */
export const FIRST_ACHIEVEMENT_YEAR = 1995;

export const yearOptions = (now = new Date()): number[] => {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= FIRST_ACHIEVEMENT_YEAR; year -= 1) years.push(year);
  return years;
};

/** The age ranges of the admin's registrations filter. */
export const REGISTRATION_AGE_RANGES = [
  { label: 'All Ages', min: 0, max: 100 },
  { label: '0-18', min: 0, max: 18 },
  { label: '19-30', min: 19, max: 30 },
  { label: '31-50', min: 31, max: 50 },
  { label: '51-100', min: 51, max: 100 },
] as const;

/** Card previews (docs/rules.md#text-limits). */
export const ACHIEVEMENT_PREVIEW_LENGTH = 125;
export const NEWS_PREVIEW_LENGTH = 120;
export const RELATED_ACHIEVEMENTS = 2;

/** Notice durations of the admin screens. */
export const GALLERY_NOTICE_MS = 3_000;
export const MESSAGE_NOTICE_MS = 5_000;

/**
 * Days a family is given to pay a registration or renewal fee, counted from the day it is owed
 * (the address confirmed, or the renewal sent). Letters and the family page say "pay by" that day;
 * nothing happens by itself when it passes: the treasurer's screens show what is unpaid.
 * (An entry fee is to be paid by the close of entries.)
 */
export const REGISTRATION_FEE_DAYS = 30;
