/** GET /api/breaking-news (public) and POST /api/breaking-news (admin; replaces the text and its link). */
import { forRole, publicRoute } from './_shared/security/access.ts';
import { auditRecord, audited, declareAudit } from './_shared/audit/audited.ts';
import { AUDIT_NOUNS, quoted } from '../../src/domain/committee/audit.ts';
import { breakingNewsSchema, type BreakingNews } from '../../src/domain/content/breaking-news.schema.ts';
import { breakingNews } from './_shared/store/collections.ts';
import { json, readJson } from './_shared/platform/http.ts';
import { byMethod, handle } from './_shared/platform/router.ts';
import { requestRebuild } from './_shared/publish/rebuild.ts';

/** The one breaking news, by its public text. */
const breakingNewsAudit = declareAudit<BreakingNews>({
  resource: 'breaking-news',
  action: 'edit',
  what: (news) => `${AUDIT_NOUNS['breaking-news']} ${quoted(news.content)}`,
});

export default handle(
  byMethod({
    GET: publicRoute(async () => {
      const current: BreakingNews = (await breakingNews().get()) ?? { content: '', link: '' };
      return json(current, { cache: 'public-short' });
    }),
    POST: forRole(
      'editor',
      audited(breakingNewsAudit, async (req, context) => {
        const input = await readJson(req, breakingNewsSchema);
        await breakingNews().set(input);
        auditRecord(req, input);
        requestRebuild(context, 'breaking news');
        return json(input);
      }),
    ),
  }),
);

export const config = { path: '/api/breaking-news' };
