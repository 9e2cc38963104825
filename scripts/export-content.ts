/**
 * `npm run export-content`: writes the store's public content to .content/public-content.json for
 * `astro build`. Needs NETLIFY_BLOBS_CONTEXT (set by Netlify for build plugins, by npm start locally).
 */
import { exportContent, CONTENT_EXPORT_FILE } from './lib/content-export.ts';

await exportContent();
console.log(`Exported the public content to ${CONTENT_EXPORT_FILE}`);
