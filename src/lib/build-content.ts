/**
 * Build-time access to the exported public content (see scripts/lib/content-export.ts). A fresh
 * clone without an export builds with empty content; the islands fill in from the API.
 */
import { existsSync, readFileSync } from 'node:fs';
import { emptyPublicContent, publicContentSchema, type PublicContent } from '../domain/public-content.schema';

let cached: PublicContent | undefined;

export const buildContent = (): PublicContent => {
  if (cached) return cached;
  const file = process.env['CONTENT_EXPORT_FILE'] ?? '.content/public-content.json';
  cached = existsSync(file) ? publicContentSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : emptyPublicContent();
  return cached;
};
