/** /og-image.png: the card social networks show for a shared page (1200 × 630), from src/config/site.ts. */
import type { APIRoute } from 'astro';
import { site } from '#config/site.ts';
import { fileResponse, renderPng } from '#lib/brand/render.ts';
import { SOCIAL_CARD, socialCardSvg } from '#lib/brand/social-card.ts';

export const GET: APIRoute = async () =>
  fileResponse(await renderPng(socialCardSvg(site), SOCIAL_CARD.width, SOCIAL_CARD.height), 'image/png');
