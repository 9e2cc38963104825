/** /admin/news and /admin/news/delete (were /addnews and /deletenews): add a news item, or delete one, with the news screens' own messages (docs/rules.md#news-admin-messages). */
import { NEWS_PREVIEW_LENGTH } from '../../../config/rules';
import { NEWS_DESCRIPTION_MAX, NEWS_TITLE_MAX, newsMessages } from '../../../domain/news';
import { newsInputSchema, type News } from '../../../domain/news.schema';
import { preview } from '../../../domain/text';
import { api } from '../../../lib/api-client';
import { useAdminForm } from '../hooks/useAdminForm';
import { usePreparing } from '../hooks/usePreparing';
import { adminOnly } from '../RequireAdmin';
import AddDeleteScreen from '../AddDeleteScreen';
import AdminForm from '../AdminForm';
import DeletableList from '../DeletableList';
import { errorDetail, failureText } from '../../../lib/error-text';
import { TextAreaField, TextField } from '../../ui/fields';
import ImageField from '../../ui/ImageField';
import type { Mode } from '../../ui/ModeToggle';
import ThumbnailRow from '../../ui/ThumbnailRow';

const empty = { title: '', description: '', image: '' };

function NewsForm() {
  const [preparing, onPreparing] = usePreparing();
  const form = useAdminForm(empty, {
    schema: newsInputSchema,
    save: (_data, values) => api.addNews(values),
    savedText: newsMessages.added,
    failedText: (error) => failureText(error, { failed: newsMessages.saveFailed, network: newsMessages.saveError }),
  });
  const { field } = form;

  return (
    <AdminForm form={form} submitLabel="Post News" busyLabel="Posting…" blocked={preparing}>
      <TextField {...field('title')} label="Title" required max={NEWS_TITLE_MAX} />
      <TextAreaField {...field('description')} label="Description" max={NEWS_DESCRIPTION_MAX} rows={5} />
      <ImageField {...field('image')} label="Image (optional)" onPreparing={onPreparing} />
    </AdminForm>
  );
}

function NewsRow({ item }: { item: News }) {
  return (
    <ThumbnailRow image={item.image} title={item.title}>
      {item.description && <p className="text-sm break-words text-slate-700">{preview(item.description, NEWS_PREVIEW_LENGTH)}</p>}
    </ThumbnailRow>
  );
}

function NewsScreen({ initialMode = 'add' }: { initialMode?: Mode }) {
  return (
    <AddDeleteScreen
      title={newsMessages.title}
      intro="News items appear on the public News page."
      addHeading={newsMessages.addHeading}
      deleteHeading={newsMessages.deleteHeading}
      initialMode={initialMode}
      add={<NewsForm />}
      remove={
        <DeletableList<News>
          load={api.news}
          loadFailedText={(error) => newsMessages.adminLoadFailed(errorDetail(error))}
          emptyText={newsMessages.empty}
          searchLabel="Search news"
          describe={(item) => item.title}
          render={(item) => <NewsRow item={item} />}
          confirmText={newsMessages.confirmDelete}
          remove={api.deleteNews}
          deletedText={newsMessages.deleted}
          deleteFailedText={(error) => newsMessages.deleteFailed(errorDetail(error))}
        />
      }
    />
  );
}

export default adminOnly(NewsScreen);
