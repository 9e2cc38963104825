/**
 * /admin/news and /admin/news/delete (were /addnews and /deletenews): add a news item, or edit or
 * delete one, with the news screens' own messages (docs/rules.md#news-admin-messages).
 */
import { NEWS_PREVIEW_LENGTH } from '#config/rules.ts';
import { NEWS_DESCRIPTION_MAX, NEWS_TITLE_MAX, newsMessages } from '#domain/content/news.ts';
import { newsEditSchema, newsInputSchema, type News } from '#domain/content/news.schema.ts';
import { preview } from '#domain/common/text.ts';
import { newsRoutes } from '#domain/content/news.routes.ts';
import { api } from '#lib/client/index.ts';
import { call } from '#lib/client/call.ts';
import { saveOrAdd, useAdminForm } from '#components/admin/kit/hooks/useAdminForm.ts';
import { usePreparing } from '#components/admin/kit/hooks/usePreparing.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import ListFirstScreen from '#components/admin/kit/ListFirstScreen.tsx';
import AdminForm, { editorProps, type Editing } from '#components/admin/kit/AdminForm.tsx';
import DeletableList from '#components/admin/kit/DeletableList.tsx';
import { errorDetail, failureText } from '#lib/error-text.ts';
import { TextAreaField, TextField } from '#components/admin/kit/fields.tsx';
import ImageField from '#components/admin/kit/ImageField.tsx';
import ThumbnailRow from '#components/admin/kit/ThumbnailRow.tsx';
import { nameOf, SECOND_LANG } from '#domain/i18n/languages.ts';

const empty = { title: '', description: '', image: '', translatedTitle: '', translatedDescription: '' };
/** The second language's name as it names itself ("தமிழ்"), in the labels of its fields. */
const second = nameOf(SECOND_LANG);

/** Adds a news item, or (`editing`) edits one: the same fields and checks, filled in from the item. */
function NewsForm({ editing }: { editing?: Editing<News> }) {
  const [preparing, onPreparing] = usePreparing();
  const record = editing?.record;
  const save = saveOrAdd(
    editing,
    (body: typeof empty) => call(newsRoutes.add, { body }),
    (body: typeof empty) => call(newsRoutes.edit, { params: { id: record?._id ?? '' }, body }),
  );
  const form = useAdminForm(
    record
      ? {
          title: record.title,
          description: record.description,
          image: record.image,
          translatedTitle: record.translatedTitle ?? '',
          translatedDescription: record.translatedDescription ?? '',
        }
      : empty,
    {
      schema: editing ? newsEditSchema : newsInputSchema,
      save: (_data, values) => save(values),
      ...(editing ? {} : { savedText: newsMessages.added }),
      failedText: (error) =>
        editing
          ? failureText(error, { failed: newsMessages.updateFailed, network: newsMessages.updateError })
          : failureText(error, { failed: newsMessages.saveFailed, network: newsMessages.saveError }),
    },
  );
  const { field } = form;

  return (
    <AdminForm
      form={form}
      submitLabel={editing ? 'Save Changes' : 'Post News'}
      busyLabel={editing ? 'Saving…' : 'Posting…'}
      blocked={preparing}
      {...editorProps(editing, newsMessages.editHeading(record?.title ?? ''), form.busy)}
    >
      <TextField {...field('title')} label="Title" required max={NEWS_TITLE_MAX} />
      <TextAreaField {...field('description')} label="Description" max={NEWS_DESCRIPTION_MAX} rows={5} />
      <TextField {...field('translatedTitle')} label={`Title in ${second} (optional)`} max={NEWS_TITLE_MAX} />
      <TextAreaField
        {...field('translatedDescription')}
        label={`Description in ${second} (optional)`}
        max={NEWS_DESCRIPTION_MAX}
        rows={5}
      />
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

function NewsScreen() {
  return (
    <ListFirstScreen
      title={newsMessages.title}
      intro="News items appear on the public News page."
      addHeading={newsMessages.addHeading}
      listHeading={newsMessages.listHeading}
      add={<NewsForm />}
      list={
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
          edit={{
            open: (item) => api.newsItem(item._id),
            openFailedText: newsMessages.openFailed,
            form: (item, done) => <NewsForm editing={{ record: item, done }} />,
            updatedText: newsMessages.updated,
          }}
        />
      }
    />
  );
}

export default adminOnly(NewsScreen);
