/**
 * /apple-touch-icon.png: the home-screen icon of iPhones and iPads, 180 × 180 as Apple asks. Square
 * and opaque (iOS rounds the corners itself and fills transparency with black), with the short name.
 */
import type { APIRoute } from 'astro';
import { site } from '#config/site.ts';
import { badgeSvg } from '#lib/brand/badge.ts';
import { fileResponse, renderPng } from '#lib/brand/render.ts';

export const GET: APIRoute = async () => fileResponse(await renderPng(badgeSvg(site, { label: true, square: true }), 180), 'image/png');
