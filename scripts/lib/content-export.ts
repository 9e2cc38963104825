/**
 * The one path from the store to the prerendered pages: read the public content through the same
 * code the API uses and write it to a JSON file that `astro build` reads. Used by `npm start`
 * (against the local store) and by the Netlify build plugin (against the site's store).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { readPublicContent } from '../../netlify/functions/_shared/public-content.ts';

export const CONTENT_EXPORT_FILE = '.content/public-content.json';

export const exportContent = async (file = CONTENT_EXPORT_FILE): Promise<void> => {
  const content = await readPublicContent();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(content));
};
