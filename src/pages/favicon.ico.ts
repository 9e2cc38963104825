/**
 * /favicon.ico: the badge at 16, 32 and 48 pixels. Browsers and crawlers ask for this address
 * whatever the page links to, and Lighthouse counts a missing one against the site.
 */
import type { APIRoute } from 'astro';
import { site } from '#config/site.ts';
import { badgeSvg } from '#lib/brand/badge.ts';
import { fileResponse, icoFile, renderPng } from '#lib/brand/render.ts';

export const GET: APIRoute = async () => {
  const svg = badgeSvg(site);
  const images = await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await renderPng(svg, size) })));
  return fileResponse(icoFile(images), 'image/x-icon');
};
