/** /admin-add-news: the breaking-news editor; saving replaces the banner's text (seed §4, §5, §8). */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { BREAKING_NEWS_MAX, breakingNewsMessages, breakingNewsSchema } from '../../../domain/breaking-news';
import { api } from '../../../lib/api-client';
import RequireAdmin from '../RequireAdmin';
import { failureText } from '../ui/errors';
import { TextAreaField } from '../ui/fields';
import { fieldErrors, focusFirstInvalid, useFormValues } from '../ui/form';
import { ScreenTitle } from '../ui/list';
import { NoticeView, useNotice } from '../ui/notice';
import { noteApiError } from '../session';
import { btnPrimary, card } from '../ui/styles';

const empty = { content: '' };

function BreakingNewsScreen() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, set, errors, setErrors, reset } = useFormValues(empty);
  const [current, setCurrent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useNotice();

  useEffect(() => {
    api
      .breakingNews()
      .then((news) => setCurrent(news.content))
      .catch((error: unknown) => {
        noteApiError(error);
        setCurrent('');
      });
  }, []);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    clear();
    const parsed = breakingNewsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await api.setBreakingNews(parsed.data);
      setCurrent(saved?.content ?? parsed.data.content);
      reset();
      show('success', breakingNewsMessages.updated);
    } catch (caught) {
      show('error', failureText(caught, breakingNewsMessages.updateFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ScreenTitle title={breakingNewsMessages.title}>
        The text scrolls in the banner at the top of the about page. Saving replaces the current text.
      </ScreenTitle>
      <section aria-labelledby={`${id}-current`} className={`${card} mb-6`}>
        <h2 id={`${id}-current`} className="text-lg font-bold text-brand-900">
          Shown now
        </h2>
        <p className="mt-2 break-words text-slate-800" data-current-breaking-news>
          {current === null ? 'Loading…' : current.trim() === '' ? breakingNewsMessages.unavailable : current}
        </p>
      </section>
      <form ref={formRef} className={`${card} space-y-5`} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <h2 className="text-lg font-bold text-brand-900">Update the breaking news</h2>
        <NoticeView notice={notice} onDismiss={clear} />
        <TextAreaField
          id={`${id}-content`}
          label="Breaking news content"
          required
          value={values.content}
          onChange={set('content')}
          max={BREAKING_NEWS_MAX}
          rows={4}
          disabled={busy}
          error={errors['content']}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={btnPrimary} disabled={busy}>
            {busy ? breakingNewsMessages.updating : 'Update Breaking News'}
          </button>
          {current && (
            <button
              type="button"
              className="text-sm font-semibold text-brand-800 underline hover:no-underline disabled:opacity-60"
              onClick={() => set('content')(current.slice(0, BREAKING_NEWS_MAX))}
              disabled={busy}
            >
              Edit the current text
            </button>
          )}
        </div>
      </form>
    </>
  );
}

export default function BreakingNewsAdmin() {
  return (
    <RequireAdmin>
      <BreakingNewsScreen />
    </RequireAdmin>
  );
}
