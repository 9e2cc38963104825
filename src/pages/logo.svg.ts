/** /logo.svg: the association's badge, drawn at build time from src/config/site.ts (header, structured data). */
import type { APIRoute } from 'astro';
import { site } from '#config/site.ts';
import { badgeSvg } from '#lib/brand/badge.ts';
import { fileResponse } from '#lib/brand/render.ts';

export const GET: APIRoute = () => fileResponse(badgeSvg(site), 'image/svg+xml');
