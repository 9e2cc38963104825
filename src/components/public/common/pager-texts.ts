/** The pager's words in a public island's language, from the common area every island is handed. */
import type { Messages } from '#domain/i18n/messages.ts';
import type { PagerTexts } from '#components/ui/paging.tsx';

export const pagerTexts = (m: Messages<'list.range' | 'list.previous' | 'list.next' | 'list.pageOf'>): PagerTexts => ({
  range: (from, to, total) => m.t('list.range', { from, to, total }),
  previous: m.t('list.previous'),
  next: m.t('list.next'),
  pageOf: (page, pages) => m.t('list.pageOf', { page, pages }),
});
