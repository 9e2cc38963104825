/** /favicon.svg: the badge for browsers that take vector icons, drawn from src/config/site.ts at build time. */
import type { APIRoute } from 'astro';
import { site } from '#config/site.ts';
import { badgeSvg } from '#lib/brand/badge.ts';
import { fileResponse } from '#lib/brand/render.ts';

export const GET: APIRoute = () => fileResponse(badgeSvg(site), 'image/svg+xml');
