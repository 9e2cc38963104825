// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { securityHeaders } from './src/integrations/security-headers.ts';
import { browserRoutes } from './src/integrations/browser-routes.ts';
import { site } from './src/config/site.ts';

const { default: first, second } = site.languages;

// Static output: every public page is prerendered; the API lives in netlify/functions.
export default defineConfig({
  output: 'static',
  site: process.env.SITE_URL ?? process.env.URL ?? 'https://example.org',
  // securityHeaders writes dist/_headers: the page CSP with the hashes of the built inline scripts.
  integrations: [react(), securityHeaders()],
  build: { format: 'directory' },
  // Two languages (src/config/site.ts): the default at the addresses as they are, the second under
  // its code. A page is written once: the second language's copy of every page is the same page
  // rendered at /<code>/… (fallback by rewrite), where Astro.currentLocale picks its words.
  i18n: {
    defaultLocale: first.code,
    locales: [first.code, second.code],
    fallback: { [second.code]: first.code },
    routing: { prefixDefaultLocale: false, fallbackType: 'rewrite' },
  },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    // browserRoutes: the browser's scripts get each declared route's method and path, not its schemas.
    plugins: [tailwindcss(), browserRoutes()],
    // `npm run dev` serves pages through the API server on :8888; HMR talks to Astro directly.
    ...(process.env.ASTRO_HMR_CLIENT_PORT ? { server: { hmr: { clientPort: Number(process.env.ASTRO_HMR_CLIENT_PORT) } } } : {}),
  },
});
