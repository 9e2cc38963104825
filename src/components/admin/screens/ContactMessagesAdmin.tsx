/** /admin/messages: messages sent through the contact form (decision 16): list, read, delete. */
import { useId, useState } from 'react';
import { contactMessages, type ContactMessage } from '../../../domain/contact';
import { preview } from '../../../domain/text';
import { api } from '../../../lib/api-client';
import RequireAdmin from '../RequireAdmin';
import { useConfirm } from '../ui/confirm';
import { errorDetail, failureText } from '../ui/errors';
import { Empty, Loading, LoadError, ScreenTitle, SearchField, useList } from '../ui/list';
import { NoticeView, useNotice } from '../ui/notice';
import { matchesSearch, Pager, usePaging } from '../ui/paging';
import { btnDangerOutline, btnSecondary } from '../ui/styles';

const receivedOn = (iso: string) => (iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : '');
const newestFirst = (messages: ContactMessage[]) => [...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

function MessagesScreen() {
  const id = useId();
  const { items, setItems, state, error } = useList(api.contactMessages);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { notice, show, clear } = useNotice();
  const [confirm, confirmDialog] = useConfirm();

  const filtered = newestFirst(items).filter((message) => matchesSearch(query, [message.email, message.subject, message.content]));
  const { page, setPage, pageCount, pageItems, start, total } = usePaging(filtered, 20, query);

  const toggle = (messageId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(messageId)) next.delete(messageId);
      else next.add(messageId);
      return next;
    });

  const remove = async (message: ContactMessage) => {
    if (!(await confirm(contactMessages.confirmDelete))) return;
    clear();
    setDeletingId(message._id);
    try {
      await api.deleteContactMessage(message._id);
      setItems((current) => current.filter((candidate) => candidate._id !== message._id));
      show('success', contactMessages.deleted);
    } catch (caught) {
      show('error', failureText(caught, contactMessages.deleteFailed));
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <>
      <ScreenTitle title="Contact Messages">Messages visitors sent through the contact form, newest first.</ScreenTitle>
      <NoticeView notice={notice} onDismiss={clear} />
      {state === 'loading' ? (
        <Loading />
      ) : state === 'error' ? (
        <LoadError text={`Failed to load messages. Error: ${errorDetail(error)}`} />
      ) : items.length === 0 ? (
        <Empty text={contactMessages.empty} />
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-end gap-4">
            <SearchField id={`${id}-search`} label="Search messages" value={query} onChange={setQuery} />
            <p className="pb-2 text-sm text-slate-700" aria-live="polite">
              {filtered.length} of {items.length} shown
            </p>
          </div>
          {filtered.length === 0 ? (
            <Empty text="Nothing matches your search." />
          ) : (
            <ul className="space-y-3">
              {pageItems.map((message) => {
                const isOpen = open.has(message._id);
                const bodyId = `${id}-${message._id}`;
                return (
                  <li key={message._id} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200" data-item-id={message._id}>
                    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                      <div className="min-w-0">
                        <h2 className="font-bold break-words text-brand-900">{message.subject}</h2>
                        <p className="text-sm text-slate-700">
                          From{' '}
                          <a
                            className="text-brand-700 underline hover:no-underline"
                            href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
                          >
                            {message.email}
                          </a>{' '}
                          · {receivedOn(message.createdAt)}
                        </p>
                        {!isOpen && <p className="mt-1 text-sm break-words text-slate-700">{preview(message.content, 140)}</p>}
                      </div>
                      <div className="flex shrink-0 gap-2">
                        <button
                          type="button"
                          className={btnSecondary}
                          aria-expanded={isOpen}
                          aria-controls={bodyId}
                          onClick={() => toggle(message._id)}
                        >
                          {isOpen ? 'Close' : 'Read'}
                          <span className="sr-only"> message: {message.subject}</span>
                        </button>
                        <button
                          type="button"
                          className={btnDangerOutline}
                          onClick={() => void remove(message)}
                          disabled={deletingId !== null}
                        >
                          {deletingId === message._id ? 'Deleting…' : 'Delete'}
                          <span className="sr-only"> message: {message.subject}</span>
                        </button>
                      </div>
                    </div>
                    <div id={bodyId} hidden={!isOpen} className="mt-3 border-t border-slate-200 pt-3">
                      <p className="break-words whitespace-pre-wrap text-slate-900">{message.content}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          <Pager page={page} pageCount={pageCount} start={start} shown={pageItems.length} total={total} onPage={setPage} />
        </>
      )}
      {confirmDialog}
    </>
  );
}

export default function ContactMessagesAdmin() {
  return (
    <RequireAdmin>
      <MessagesScreen />
    </RequireAdmin>
  );
}
