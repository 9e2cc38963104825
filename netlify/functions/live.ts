/**
 * GET /api/events/{id}/live (src/domain/venue/live.routes.ts, docs/venue.md): a championship in
 * progress as the public pages and the projector poll it, with its ETag (304 when unchanged).
 */
import { liveRoutes } from '#domain/venue/live.routes.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';
import { liveResponse } from '#shared/venue/live.ts';

const app = apiFunction().on(liveRoutes.live, {}, async (c) => liveResponse(c.req.raw, c.req.valid('param').id));

export default serve(app);

export const config = { path: '/api/events/:id/live' };
