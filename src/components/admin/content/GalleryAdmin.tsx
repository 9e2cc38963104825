/**
 * /admin/gallery (was /addimage): upload several images with previews and progress, each with an
 * alt text (asked for; a default otherwise) and a caption, or edit an image's texts, or delete
 * images. Each image goes in its own request (a request carries at most 6 MB) after the browser
 * has scaled it down, so ordinary phone photos just work. Notices vanish after 3 seconds.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { GALLERY_NOTICE_MS } from '#config/rules.ts';
import { GALLERY_ALT_DEFAULT, GALLERY_ALT_MAX, GALLERY_CAPTION_MAX, galleryMessages } from '#domain/content/gallery.ts';
import { galleryEditSchema, type GalleryImage } from '#domain/content/gallery.schema.ts';
import { formatDateTime } from '#domain/common/dates.ts';
import { IMAGE_ACCEPT, IMAGE_TYPE_NAMES, imageMessages } from '#domain/common/images.ts';
import { api, ApiError } from '#lib/client/index.ts';
import { ImageFileError, scaleImageFile } from '#lib/scale-image.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import ListFirstScreen from '#components/admin/kit/ListFirstScreen.tsx';
import DeletableList from '#components/admin/kit/DeletableList.tsx';
import { failureText, serverReasons } from '#lib/error-text.ts';
import AdminForm, { editorProps, type Editing } from '#components/admin/kit/AdminForm.tsx';
import { useAdminForm } from '#components/admin/kit/hooks/useAdminForm.ts';
import { TextField } from '#components/admin/kit/fields.tsx';
import { btnPrimary, card, hintClass, labelClass } from '#components/ui/styles.ts';
import { NoticeView } from '#components/admin/kit/Notice.tsx';
import { useNotice } from '#components/admin/kit/hooks/useNotice.ts';

/** Images chosen at once; each is uploaded on its own, so this only keeps a batch manageable. */
const MAX_PICKED = 30;

type Status = 'ready' | 'uploading' | 'done' | 'failed';
interface Picked {
  key: string;
  file: File;
  preview: string;
  alt: string;
  caption: string;
  status: Status;
  error?: string;
}

const statusText: Record<Status, string> = { ready: 'Ready', uploading: 'Uploading…', done: 'Uploaded', failed: 'Failed' };

const addedOn = (image: GalleryImage) => (image.createdAt ? formatDateTime(image.createdAt) : 'earlier');

function GalleryUpload() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [pickError, setPickError] = useState('');
  const { notice, show, clear } = useNotice(GALLERY_NOTICE_MS);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const release = (items: Picked[]) => {
    for (const item of items) {
      URL.revokeObjectURL(item.preview);
      previews.current.delete(item.preview);
    }
  };

  const add = (files: FileList | null) => {
    setPickError('');
    const chosen = [...(files ?? [])];
    if (inputRef.current) inputRef.current.value = '';
    const room = MAX_PICKED - picked.length;
    if (chosen.length > room)
      setPickError(`You can upload up to ${MAX_PICKED} images at a time; the first ${Math.max(room, 0)} were added.`);
    const next = chosen.slice(0, Math.max(room, 0)).map((file, index) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { key: `${Date.now()}-${index}-${file.name}`, file, preview, alt: '', caption: '', status: 'ready' as const };
    });
    setPicked((current) => [...current, ...next]);
  };

  const removePicked = (key: string) => {
    setPicked((current) => {
      release(current.filter((item) => item.key === key));
      return current.filter((item) => item.key !== key);
    });
  };

  const setText = (key: string, name: 'alt' | 'caption') => (value: string) =>
    setPicked((current) => current.map((item) => (item.key === key ? { ...item, [name]: value } : item)));

  const upload = async () => {
    clear();
    const queue = picked.filter((item) => item.status !== 'done');
    if (queue.length === 0) return;
    setBusy(true);
    setProgress({ done: 0, total: queue.length });
    const update = (key: string, patch: Partial<Picked>) =>
      setPicked((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
    let serverFailure: unknown = null;
    let networkFailure = false;
    let failures = 0;
    for (const [index, item] of queue.entries()) {
      update(item.key, { status: 'uploading' });
      try {
        const dataUrl = await scaleImageFile(item.file);
        await api.addImages({ images: [dataUrl], alt: item.alt, caption: item.caption });
        update(item.key, { status: 'done' });
      } catch (caught) {
        failures += 1;
        console.error(caught);
        if (caught instanceof ApiError || caught instanceof ImageFileError) serverFailure ??= caught;
        else networkFailure = true;
        const reason = caught instanceof ImageFileError ? caught.message : serverReasons(caught);
        update(item.key, { status: 'failed', ...(reason ? { error: reason } : {}) });
        if (caught instanceof ApiError && caught.status === 401) break;
      }
      setProgress({ done: index + 1, total: queue.length });
    }
    setBusy(false);
    if (failures === 0) {
      setPicked((current) => {
        release(current);
        return [];
      });
      show('success', galleryMessages.posted);
    } else {
      // Keep the images that failed, so they can be tried again; drop those that made it.
      setPicked((current) => {
        release(current.filter((item) => item.status === 'done'));
        return current.filter((item) => item.status !== 'done');
      });
      const reason = serverFailure instanceof ImageFileError ? serverFailure.message : serverReasons(serverFailure);
      show('error', networkFailure && !serverFailure ? galleryMessages.saveError : galleryMessages.saveFailed, reason || undefined);
    }
  };

  const pending = picked.filter((item) => item.status !== 'done').length;
  return (
    <div className={`${card} space-y-5`}>
      <NoticeView notice={notice} onDismiss={clear} />
      <div>
        <label htmlFor={`${id}-files`} className={labelClass}>
          Choose images
        </label>
        <input
          ref={inputRef}
          id={`${id}-files`}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={busy}
          onChange={(event) => add(event.target.files)}
          aria-describedby={`${id}-hint`}
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
        />
        <p id={`${id}-hint`} className={hintClass}>
          Pick one or more images ({IMAGE_TYPE_NAMES}). {imageMessages.scaledHint}
        </p>
        {pickError && <p className="mt-1 text-sm font-medium text-amber-800">{pickError}</p>}
      </div>
      {picked.length > 0 && (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Images to upload">
          {picked.map((item, index) => (
            <li
              key={item.key}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-2 text-sm sm:flex-row"
              data-picked={item.status}
            >
              <div className="sm:w-32 sm:shrink-0">
                <img src={item.preview} alt={`Preview of ${item.file.name}`} className="aspect-square w-full rounded object-cover" />
                <p className="mt-1 truncate text-slate-800" title={item.file.name}>
                  {item.file.name}
                </p>
                <p className={item.status === 'failed' ? 'font-medium text-red-700' : 'text-slate-700'}>
                  {statusText[item.status]}
                  {item.error ? `: ${item.error}` : ''}
                </p>
                {!busy && item.status !== 'done' && (
                  <button
                    type="button"
                    className="mt-1 font-semibold text-red-800 underline hover:no-underline"
                    onClick={() => removePicked(item.key)}
                  >
                    Remove<span className="sr-only"> {item.file.name}</span>
                  </button>
                )}
              </div>
              <div className="min-w-0 flex-1 space-y-3">
                <TextField
                  id={`${id}-alt-${index}`}
                  label={galleryMessages.altLabel}
                  hint={galleryMessages.altHint}
                  value={item.alt}
                  onChange={setText(item.key, 'alt')}
                  max={GALLERY_ALT_MAX}
                  disabled={busy || item.status === 'done'}
                />
                <TextField
                  id={`${id}-caption-${index}`}
                  label={galleryMessages.captionLabel}
                  hint={galleryMessages.captionHint}
                  value={item.caption}
                  onChange={setText(item.key, 'caption')}
                  max={GALLERY_CAPTION_MAX}
                  disabled={busy || item.status === 'done'}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {busy && progress.total > 0 && (
        <div>
          <label htmlFor={`${id}-progress`} className={labelClass}>
            Uploading image {Math.min(progress.done + 1, progress.total)} of {progress.total}
          </label>
          <progress id={`${id}-progress`} className="mt-1 h-3 w-full accent-brand-700" max={progress.total} value={progress.done} />
        </div>
      )}
      <button type="button" className={btnPrimary} disabled={busy || pending === 0} onClick={() => void upload()}>
        {busy ? 'Uploading…' : pending > 1 ? `Upload ${pending} Images` : 'Upload Images'}
      </button>
    </div>
  );
}

/** Edits an image's alt text and caption. */
function GalleryImageForm({ editing }: { editing: Editing<GalleryImage> }) {
  const { record, done } = editing;
  const form = useAdminForm(
    { alt: record.alt === GALLERY_ALT_DEFAULT ? '' : record.alt, caption: record.caption },
    {
      schema: galleryEditSchema,
      save: async (data) => {
        done.saved(await api.updateImage(record._id, data));
      },
      failedText: (error) => failureText(error, { failed: galleryMessages.updateFailed, network: galleryMessages.updateError }),
    },
  );
  const { field } = form;
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      <img src={record.url} alt="" className="aspect-square w-full rounded object-cover sm:w-40 sm:shrink-0" />
      <div className="min-w-0 flex-1">
        <AdminForm
          form={form}
          bare
          submitLabel="Save Changes"
          busyLabel="Saving…"
          {...editorProps(editing, galleryMessages.editHeading, form.busy)}
        >
          <TextField {...field('alt')} label={galleryMessages.altLabel} hint={galleryMessages.altHint} max={GALLERY_ALT_MAX} />
          <TextField
            {...field('caption')}
            label={galleryMessages.captionLabel}
            hint={galleryMessages.captionHint}
            max={GALLERY_CAPTION_MAX}
          />
        </AdminForm>
      </div>
    </div>
  );
}

function GalleryTile({ image }: { image: GalleryImage }) {
  const [broken, setBroken] = useState(false);
  const tile = broken ? (
    <div className="flex aspect-square w-full items-center justify-center rounded bg-slate-200 p-2 text-center text-sm text-slate-700">
      {galleryMessages.broken}
    </div>
  ) : (
    <img
      src={image.url}
      alt={image.alt}
      className="aspect-square w-full rounded object-cover"
      loading="lazy"
      onError={() => setBroken(true)}
    />
  );
  return (
    <>
      {tile}
      {image.caption && <p className="mt-1 text-sm break-words text-slate-800">{image.caption}</p>}
    </>
  );
}

function GalleryScreen() {
  return (
    <ListFirstScreen
      title={galleryMessages.title}
      intro="Images appear on the public Gallery page."
      addHeading={galleryMessages.addHeading}
      listHeading={galleryMessages.listHeading}
      add={<GalleryUpload />}
      list={
        <DeletableList<GalleryImage>
          load={api.gallery}
          layout="grid"
          pageSize={24}
          noticeTimeoutMs={GALLERY_NOTICE_MS}
          loadFailedText={() => galleryMessages.adminLoadFailed}
          emptyText={galleryMessages.empty}
          describe={(image) => `image added ${addedOn(image)}`}
          render={(image) => <GalleryTile image={image} />}
          confirmText={galleryMessages.confirmDelete}
          remove={api.deleteImage}
          deletedText={galleryMessages.deleted}
          deleteFailedText={() => galleryMessages.deleteFailed}
          edit={{
            openFailedText: galleryMessages.updateFailed,
            form: (image, done) => <GalleryImageForm editing={{ record: image, done }} />,
            updatedText: galleryMessages.updated,
          }}
        />
      }
    />
  );
}

export default adminOnly(GalleryScreen);
