/**
 * Build-time access to the public content exported from the store before the build
 * (netlify/functions/_shared/publish/content-export.ts writes it). A fresh clone without an export builds
 * with empty content; the islands fill in from the API.
 */
import { existsSync, readFileSync } from 'node:fs';
import { emptyPublicContent, publicContentSchema, type PublicContent } from '#domain/content/public-content.schema.ts';

/** Where the export is written and read, relative to the project root. */
export const CONTENT_EXPORT_FILE = '.content/public-content.json';

/** The export file of this run: `CONTENT_EXPORT_FILE` in the environment (the bench's builds) or the default. */
export const contentExportFile = (): string => process.env['CONTENT_EXPORT_FILE'] ?? CONTENT_EXPORT_FILE;

let cached: PublicContent | undefined;

export const buildContent = (): PublicContent => {
  if (cached) return cached;
  const file = contentExportFile();
  cached = existsSync(file) ? publicContentSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : emptyPublicContent();
  return cached;
};
