/** /icon-192.png: the web manifest's small app icon, the badge with the short name. */
import type { APIRoute } from 'astro';
import { site } from '#config/site.ts';
import { badgeSvg } from '#lib/brand/badge.ts';
import { fileResponse, renderPng } from '#lib/brand/render.ts';

export const GET: APIRoute = async () => fileResponse(await renderPng(badgeSvg(site, { label: true }), 192), 'image/png');
