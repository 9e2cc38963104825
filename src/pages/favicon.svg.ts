/** /favicon.svg: the badge for browsers that take vector icons, drawn from src/config/site.ts at build time. */
import type { APIRoute } from 'astro';
import { site } from '../config/site';
import { badgeSvg } from '../lib/brand/badge';
import { fileResponse } from '../lib/brand/render';

export const GET: APIRoute = () => fileResponse(badgeSvg(site), 'image/svg+xml');
