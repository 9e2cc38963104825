/** GET /api/breaking-news (public) and POST /api/breaking-news (editor; replaces the text and its link). */
import { AUDIT_NOUNS, quoted } from '#domain/committee/audit.ts';
import { breakingNewsRoutes } from '#domain/content/breaking-news.routes.ts';
import type { BreakingNews } from '#domain/content/breaking-news.schema.ts';
import { auditRecord, declareAudit } from '#shared/audit/audited.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { requestRebuild } from '#shared/publish/rebuild.ts';
import { breakingNews } from '#shared/collections/content.ts';

/** The one breaking news, by its public text. */
const breakingNewsAudit = declareAudit<BreakingNews>({
  resource: 'breaking-news',
  action: 'edit',
  what: (news) => `${AUDIT_NOUNS['breaking-news']} ${quoted(news.content)}`,
});

const app = apiFunction()
  .on(breakingNewsRoutes.read, {}, async () => {
    const current: BreakingNews = (await breakingNews().get()) ?? { content: '', link: '' };
    return json(current, { cache: 'public-short' });
  })
  .on(breakingNewsRoutes.replace, { audit: breakingNewsAudit }, async (c) => {
    const input = c.req.valid('json');
    await breakingNews().set(input);
    auditRecord(c.req.raw, input);
    requestRebuild(contextOf(c), 'breaking news');
    return json(input);
  });

export default serve(app);

export const config = { path: '/api/breaking-news' };
