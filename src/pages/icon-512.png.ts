/** /icon-512.png: the web manifest's large app icon (splash screens, install dialogs). */
import type { APIRoute } from 'astro';
import { site } from '#config/site.ts';
import { badgeSvg } from '#lib/brand/badge.ts';
import { fileResponse, renderPng } from '#lib/brand/render.ts';

export const GET: APIRoute = async () => fileResponse(await renderPng(badgeSvg(site, { label: true }), 512), 'image/png');
