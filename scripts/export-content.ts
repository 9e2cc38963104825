/**
 * `npm run export-content`: writes the store's public content to .content/public-content.json for
 * `astro build`. Needs NETLIFY_BLOBS_CONTEXT (set by Netlify for build plugins, by npm start locally).
 */
import { exportContent } from '#shared/publish/content-export.ts';

console.log(`Exported the public content to ${await exportContent()}`);
