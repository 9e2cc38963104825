/** /site.webmanifest: the name, colours and icons a phone uses when the site is added to its home screen. */
import type { APIRoute } from 'astro';
import { site } from '#config/site.ts';
import { checkedPalette } from '#lib/brand/identity.ts';
import { fileResponse } from '#lib/brand/render.ts';

export const GET: APIRoute = () => {
  const { brand } = checkedPalette(site.colors);
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: site.tagline,
    lang: site.locale,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: brand[900],
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return fileResponse(JSON.stringify(manifest, null, 2), 'application/manifest+json');
};
