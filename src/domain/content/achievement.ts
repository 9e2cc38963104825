/** Texts, limits and small rules of achievement without the schema library, so browser code can import them cheaply. */
import { ACHIEVEMENT_LEVELS, type AchievementLevel } from '#config/rules.ts';

export const ACHIEVEMENT_TITLE_MAX = 45;
export const ACHIEVEMENT_DESCRIPTION_MAX = 1500;

/** Levels are compared case-insensitively and stored in their canonical spelling. */
export const normalizeLevel = (raw: string): AchievementLevel | undefined =>
  ACHIEVEMENT_LEVELS.find((level) => level.toLowerCase() === raw.trim().toLowerCase());

/** Whether a stored level (any case, stray spaces) is `level`. */
export const hasLevel = (raw: unknown, level: AchievementLevel): boolean => typeof raw === 'string' && normalizeLevel(raw) === level;

/** Years are free text: a year matches when the text names it ("2023", "2023-24"). */
export const matchesYear = (text: string, year: string): boolean => year === '' || (text.match(/\d+/g)?.includes(year) ?? false);

export const achievementMessages = {
  title: 'Achievements',
  postHeading: 'Post Your Achievement',
  listHeading: 'All Achievements',
  posted: 'Achievement successfully posted!!!',
  deleted: 'Achievement deleted successfully!',
  editHeading: (title: string) => `Edit ${title}`,
  updated: 'Achievement updated successfully!',
  updateFailed: 'Failed to update the achievement. Please try again.',
  updateError: 'Error updating the achievement. Please try again.',
  openFailed: 'Failed to open the achievement for editing. Please try again.',
  confirmDelete: 'Are you sure you want to delete this achievement?',
  loading: 'Loading achievements...',
  saveFailed: 'Failed to save the achievement. Please try again.',
  saveError: 'Error saving the achievement. Please try again.',
  fetchFailed: (status: number) => `Failed to fetch achievements. Status: ${status}`,
  unexpectedFormat: 'Unexpected data format',
  loadFailed: (detail: string) => `Failed to load achievements. Error: ${detail}`,
  detailFailed: 'Failed to load achievement details.',
  deleteFailed: (detail: string) => `Failed to delete achievement. Error: ${detail}`,
  empty: 'No achievements found',
  levelEmpty: (level: string) => `No ${level.toLowerCase()} level achievements found`,
  related: 'Related Achievements',
  all: 'All achievements',
  imageLabel: 'Image',
  image2Label: 'Second image',
  ourAchievement: 'Our Achievement',
  showFilters: 'Show Filters',
  hideFilters: 'Hide Filters',
  retry: 'Retry',
} as const;
