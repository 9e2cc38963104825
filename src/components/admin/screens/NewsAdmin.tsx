/** /addnews and /deletenews: add a news item, or delete one (seed §2, §4, §5; decision 18). */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { NEWS_PREVIEW_LENGTH } from '../../../config/rules';
import { NEWS_DESCRIPTION_MAX, NEWS_TITLE_MAX, newsInputSchema, newsMessages, type News } from '../../../domain/news';
import { preview } from '../../../domain/text';
import { api } from '../../../lib/api-client';
import RequireAdmin from '../RequireAdmin';
import DeletableList from '../ui/DeletableList';
import { errorDetail, failureText } from '../ui/errors';
import { TextAreaField, TextField } from '../ui/fields';
import { fieldErrors, focusFirstInvalid, useFormValues } from '../ui/form';
import ImageField from '../ui/ImageField';
import { ScreenTitle } from '../ui/list';
import ModeToggle, { type Mode } from '../ui/ModeToggle';
import { NoticeView, useNotice } from '../ui/notice';
import { btnPrimary, card } from '../ui/styles';

const ADD_HEADING = 'Add News';
const DELETE_HEADING = 'Delete News';
const empty = { title: '', description: '', image: '' };

function NewsForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, set, errors, setErrors, reset } = useFormValues(empty);
  const [busy, setBusy] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const { notice, show, clear } = useNotice();

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    clear();
    const parsed = newsInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api.addNews(values);
      reset();
      show('success', newsMessages.added);
    } catch (caught) {
      show('error', failureText(caught, newsMessages.saveFailed, newsMessages.saveError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className={`${card} space-y-5`} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      <NoticeView notice={notice} onDismiss={clear} />
      <TextField
        id={`${id}-title`}
        label="Title"
        required
        value={values.title}
        onChange={set('title')}
        max={NEWS_TITLE_MAX}
        error={errors['title']}
      />
      <TextAreaField
        id={`${id}-description`}
        label="Description"
        value={values.description}
        onChange={set('description')}
        max={NEWS_DESCRIPTION_MAX}
        rows={5}
        error={errors['description']}
      />
      <ImageField
        id={`${id}-image`}
        label="Image (optional)"
        value={values.image}
        onChange={set('image')}
        onPreparing={setPreparing}
        error={errors['image']}
      />
      <button type="submit" className={btnPrimary} disabled={busy || preparing}>
        {busy ? 'Posting…' : 'Post News'}
      </button>
    </form>
  );
}

function NewsRow({ item }: { item: News }) {
  return (
    <div className="flex items-start gap-3">
      {item.image ? (
        <img src={item.image} alt="" className="h-14 w-20 shrink-0 rounded object-cover" loading="lazy" />
      ) : (
        <div className="h-14 w-20 shrink-0 rounded bg-slate-200" aria-hidden="true" />
      )}
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{item.title}</p>
        {item.description && <p className="text-sm break-words text-slate-700">{preview(item.description, NEWS_PREVIEW_LENGTH)}</p>}
      </div>
    </div>
  );
}

function NewsScreen({ initialMode }: { initialMode: Mode }) {
  const [mode, setMode] = useState<Mode>(initialMode);
  return (
    <>
      <ScreenTitle title="News">News items appear on the public News page.</ScreenTitle>
      <ModeToggle mode={mode} onChange={setMode} addLabel={ADD_HEADING} deleteLabel={DELETE_HEADING} />
      <h2 className="mt-6 mb-4 text-xl font-bold text-brand-900">{mode === 'add' ? ADD_HEADING : DELETE_HEADING}</h2>
      {mode === 'add' ? (
        <NewsForm />
      ) : (
        <DeletableList<News>
          load={api.news}
          loadFailedText={(error) => newsMessages.adminLoadFailed(errorDetail(error))}
          emptyText={newsMessages.empty}
          searchLabel="Search news"
          searchText={(item) => [item.title, item.description]}
          describe={(item) => item.title}
          render={(item) => <NewsRow item={item} />}
          confirmText={newsMessages.confirmDelete}
          remove={api.deleteNews}
          deletedText={newsMessages.deleted}
          deleteFailedText={(error) => newsMessages.deleteFailed(errorDetail(error))}
        />
      )}
    </>
  );
}

export default function NewsAdmin({ initialMode = 'add' }: { initialMode?: Mode }) {
  return (
    <RequireAdmin>
      <NewsScreen initialMode={initialMode} />
    </RequireAdmin>
  );
}
