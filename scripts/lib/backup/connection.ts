/**
 * Which store a backup reads or a restore fills: the local one (`npm start`'s, in
 * .netlify/blobs-serve or LOCAL_DATA_DIR), or with --site a deployed site's, through the Netlify
 * Blobs API with NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN (a personal access token). Either way the
 * connection is NETLIFY_BLOBS_CONTEXT, the variable every getStore() of the store modules reads:
 * the rest of the code is the same for both.
 */
import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import { startLocalBlobs } from '#scripts/lib/local-blobs.ts';

export interface Connection {
  /** For people: which store this is. */
  label: string;
  /** For the manifest: "local" or "site <id>". */
  source: string;
  close: () => Promise<void>;
}

export const SITE_ID_VARIABLE = 'NETLIFY_SITE_ID';
export const TOKEN_VARIABLE = 'NETLIFY_AUTH_TOKEN';

const connectSite = (): Connection => {
  const siteID = process.env[SITE_ID_VARIABLE]?.trim();
  const token = process.env[TOKEN_VARIABLE]?.trim();
  if (!siteID || !token) {
    throw new Error(
      `--site needs ${SITE_ID_VARIABLE} (the site's id, under Site configuration → General) and ${TOKEN_VARIABLE} (a personal access token)`,
    );
  }
  // Without an edge URL the client goes through api.netlify.com with the token.
  process.env['NETLIFY_BLOBS_CONTEXT'] = Buffer.from(JSON.stringify({ siteID, token })).toString('base64');
  return { label: `the site ${siteID} (Netlify Blobs API)`, source: `site ${siteID}`, close: async () => undefined };
};

/** `mustExist`: a backup of a local store that was never started is a mistake, not an empty archive. */
const connectLocal = async (mustExist: boolean): Promise<Connection> => {
  const directory = resolve(process.env['LOCAL_DATA_DIR'] ?? '.netlify/blobs-serve');
  if (mustExist) {
    await access(directory).catch(() => {
      throw new Error(`There is no local store in ${directory} (run npm start once, or set LOCAL_DATA_DIR)`);
    });
  }
  const blobs = await startLocalBlobs({ directory });
  process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.encodedContext;
  return { label: `the local store in ${directory}`, source: 'local', close: () => blobs.stop() };
};

export const connect = ({ site, mustExist }: { site: boolean; mustExist: boolean }): Promise<Connection> =>
  site ? Promise.resolve(connectSite()) : connectLocal(mustExist);
