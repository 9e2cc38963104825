/**
 * `/.netlify/images`, Netlify Image CDN's transformation endpoint, for local runs: the source is
 * a path of this site (fetched through the same routing, so `/api/images/...` works), resized
 * with sharp (already installed with Astro) to the `w`/`h`/`fit`/`fm`/`q` asked for. In
 * production Netlify's CDN answers this path itself.
 *
 * Like the CDN, it keeps what it made: a resize is tens of milliseconds of CPU, and the browser
 * tests open the same pictured pages hundreds of times, each in a fresh browser with an empty
 * cache. A kept answer is used only for the same source bytes (their hash is part of the key), so
 * a picture replaced at the same address is resized again.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';

const FORMATS = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' } as const;
type Format = keyof typeof FORMATS;
const FITS = new Set(['contain', 'cover', 'fill']);
const MAX_SIDE = 4000;
/** Bytes of answers kept, the least recently used dropped first: a page's pictures are tens of kilobytes each. */
const KEPT_BYTES = 32 * 1024 * 1024;
const kept = new Map<string, Buffer>();
let keptBytes = 0;

const keep = (key: string, output: Buffer): void => {
  const before = kept.get(key);
  if (before) keptBytes -= before.byteLength;
  kept.delete(key);
  if (output.byteLength > KEPT_BYTES) return;
  kept.set(key, output);
  keptBytes += output.byteLength;
  for (const [oldest, bytes] of kept) {
    if (keptBytes <= KEPT_BYTES) break;
    kept.delete(oldest);
    keptBytes -= bytes.byteLength;
  }
};

const dimension = (raw: string | null): number | undefined => {
  if (raw === null) return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 && value <= MAX_SIDE ? value : undefined;
};

/** Picks the format as Netlify does when `fm` is absent: WebP (or AVIF) when the browser takes it. */
const negotiate = (requested: string | null, accept: string): Format => {
  if (requested && requested in FORMATS) return requested as Format;
  if (accept.includes('image/webp')) return 'webp';
  if (accept.includes('image/avif')) return 'avif';
  return 'jpg';
};

export const transformImage = async (req: Request, fetchSource: (path: string) => Promise<Response>): Promise<Response> => {
  const params = new URL(req.url).searchParams;
  const source = params.get('url') ?? '';
  if (!source.startsWith('/') || source.startsWith('//')) {
    return new Response('The url parameter must be a path of this site.', { status: 400 });
  }
  const original = await fetchSource(source);
  if (!original.ok) return new Response(null, { status: original.status === 404 ? 404 : 502 });
  const format = negotiate(params.get('fm'), req.headers.get('accept') ?? '');
  const fit = FITS.has(params.get('fit') ?? '') ? (params.get('fit') as 'contain' | 'cover' | 'fill') : 'contain';
  const quality = Math.min(100, Math.max(1, Number(params.get('q') ?? 75) || 75));
  const width = dimension(params.get('w'));
  const height = dimension(params.get('h'));
  try {
    const bytes = Buffer.from(await original.arrayBuffer());
    const key = [createHash('sha256').update(bytes).digest('base64url'), width, height, fit, format, quality].join(' ');
    const output =
      kept.get(key) ??
      (await sharp(bytes)
        .rotate()
        .resize({ width, height, fit: fit === 'contain' ? 'inside' : fit, withoutEnlargement: true })
        .toFormat(format === 'jpg' ? 'jpeg' : format, { quality })
        .toBuffer());
    keep(key, output);
    return new Response(new Uint8Array(output), {
      headers: { 'Content-Type': FORMATS[format], 'Cache-Control': 'public, max-age=31536000, immutable', Vary: 'Accept' },
    });
  } catch {
    return new Response('The source is not an image that can be transformed.', { status: 422 });
  }
};
