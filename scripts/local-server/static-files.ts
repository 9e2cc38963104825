/** Files of the publish folder, found the way Netlify finds them (`/a` → a, a.html, a/index.html). */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticFile {
  path: string;
  contentType: string;
}

const isFile = async (path: string) => (await stat(path).catch(() => undefined))?.isFile() === true;

export const findStaticFile = async (publishDir: string, pathname: string): Promise<StaticFile | undefined> => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  // Netlify reads these two files of the publish folder but never serves them.
  if (decoded === '/_headers' || decoded === '/_redirects') return undefined;
  const base = normalize(join(publishDir, decoded));
  if (base !== publishDir && !base.startsWith(publishDir + sep)) return undefined;
  const candidates = decoded.endsWith('/') ? [join(base, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')];
  for (const candidate of candidates) {
    if (await isFile(candidate)) {
      return { path: candidate, contentType: CONTENT_TYPES[extname(candidate).toLowerCase()] ?? 'application/octet-stream' };
    }
  }
  return undefined;
};

export const readStaticFile = (file: StaticFile) => readFile(file.path);
