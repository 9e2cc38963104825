/** /admin/breaking-news (was /admin-add-news): the breaking-news editor; saving replaces the banner's text. */
import { useEffect, useId, useState } from 'react';
import { BREAKING_NEWS_MAX, breakingNewsMessages } from '#domain/content/breaking-news.ts';
import { breakingNewsSchema } from '#domain/content/breaking-news.schema.ts';
import { api } from '#lib/client/index.ts';
import { useAdminForm } from '#components/admin/kit/hooks/useAdminForm.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import AdminForm from '#components/admin/kit/AdminForm.tsx';
import { failureText } from '#lib/error-text.ts';
import { TextAreaField, TextField } from '#components/admin/kit/fields.tsx';
import { LINK_MAX } from '#domain/common/fields.ts';
import { card } from '#components/ui/styles.ts';
import { ScreenTitle } from '#components/admin/kit/list.tsx';

const empty = { content: '', link: '' };

function BreakingNewsScreen() {
  const id = useId();
  const [current, setCurrent] = useState<string | null>(null);
  const form = useAdminForm(empty, {
    schema: breakingNewsSchema,
    save: async (data) => {
      const saved = await api.setBreakingNews(data);
      setCurrent(saved?.content ?? data.content);
    },
    savedText: breakingNewsMessages.updated,
    failedText: (error) => failureText(error, { failed: breakingNewsMessages.updateFailed }),
  });
  const { set, field, busy } = form;

  useEffect(() => {
    api
      .breakingNews()
      .then((news) => setCurrent(news.content))
      .catch((error: unknown) => {
        console.error(error);
        setCurrent('');
      });
  }, []);

  return (
    <>
      <ScreenTitle title={breakingNewsMessages.title}>
        The text scrolls in the banner at the top of the home page; with a link, tapping it opens that page. Saving replaces the current
        text and link.
      </ScreenTitle>
      <section aria-labelledby={`${id}-current`} className={`${card} mb-6`}>
        <h2 id={`${id}-current`} className="text-lg font-bold text-brand-900">
          Shown now
        </h2>
        <p className="mt-2 break-words text-slate-800" data-current-breaking-news>
          {current === null ? 'Loading…' : current.trim() === '' ? breakingNewsMessages.unavailable : current}
        </p>
      </section>
      <AdminForm
        form={form}
        submitLabel="Update Breaking News"
        busyLabel={breakingNewsMessages.updating}
        heading={<h2 className="text-lg font-bold text-brand-900">Update the breaking news</h2>}
        actions={
          current && (
            <button
              type="button"
              className="text-sm font-semibold text-brand-800 underline hover:no-underline disabled:opacity-60"
              onClick={() => set('content')(current.slice(0, BREAKING_NEWS_MAX))}
              disabled={busy}
            >
              Edit the current text
            </button>
          )
        }
      >
        <TextAreaField {...field('content')} label="Breaking news content" required max={BREAKING_NEWS_MAX} rows={4} disabled={busy} />
        <TextField
          {...field('link')}
          label="Link (optional): a page of this site such as /events, or an https:// address"
          max={LINK_MAX}
          inputMode="url"
          disabled={busy}
        />
      </AdminForm>
    </>
  );
}

export default adminOnly(BreakingNewsScreen);
