/**
 * The one path from the store to the prerendered pages: read the public content through the same
 * code the API uses and write it to the JSON file that `astro build` reads (src/lib/build-content.ts).
 * Used by the Netlify build plugin (against the site's store) and by `npm start` (the local store).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { contentExportFile } from '#lib/build-content.ts';
import { readPublicContent } from './public-content.ts';

export const exportContent = async (file = contentExportFile()): Promise<string> => {
  const content = await readPublicContent();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(content));
  return file;
};
