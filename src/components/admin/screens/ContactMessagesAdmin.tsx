/** /admin/contact-messages: messages sent through the contact form: list, read, delete. */
import { useId, useState } from 'react';
import { contactMessages } from '../../../domain/contact';
import type { ContactMessage } from '../../../domain/contact.schema';
import { preview } from '../../../domain/text';
import { api } from '../../../lib/api-client';
import { useAdminList } from '../hooks/useAdminList';
import { adminOnly } from '../RequireAdmin';
import DeleteButton from '../../ui/DeleteButton';
import EmailLink from '../../ui/EmailLink';
import { errorDetail, failureText } from '../../../lib/error-text';
import { btnSecondary } from '../../ui/styles';
import { Empty, Loading, ErrorMessage } from '../../ui/status';
import { NO_MATCH, ScreenTitle, SearchBar } from '../../ui/list';
import { NoticeView } from '../../ui/Notice';
import { matchesSearch } from '../../../lib/search';
import { PagedResults } from '../../ui/paging';
import { usePaging } from '../hooks/usePaging';

const receivedOn = (iso: string) => (iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : '');
const newestFirst = (messages: ContactMessage[]) => [...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

function MessagesScreen() {
  const id = useId();
  const { items, state, error, notice, clear, deleteButton, confirmDialog } = useAdminList(api.contactMessages, {
    remove: api.deleteContactMessage,
    confirmText: contactMessages.confirmDelete,
    deletedText: contactMessages.deleted,
    deleteFailedText: (caught) => failureText(caught, { failed: contactMessages.deleteFailed }),
  });
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  const filtered = newestFirst(items).filter((message) => matchesSearch(query, [message.email, message.subject, message.content]));
  const paging = usePaging(filtered, 20, query);

  const toggle = (messageId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(messageId)) next.delete(messageId);
      else next.add(messageId);
      return next;
    });

  return (
    <>
      <ScreenTitle title={contactMessages.heading}>Messages visitors sent through the contact form, newest first.</ScreenTitle>
      <NoticeView notice={notice} onDismiss={clear} />
      {state === 'loading' ? (
        <Loading />
      ) : state === 'error' ? (
        <ErrorMessage>{contactMessages.loadFailed(errorDetail(error))}</ErrorMessage>
      ) : items.length === 0 ? (
        <Empty>{contactMessages.empty}</Empty>
      ) : (
        <>
          <SearchBar
            id={`${id}-search`}
            label="Search messages"
            query={query}
            onQuery={setQuery}
            shown={filtered.length}
            total={items.length}
          />
          <PagedResults paging={paging} emptyText={NO_MATCH}>
            <ul className="space-y-3">
              {paging.pageItems.map((message) => {
                const isOpen = open.has(message._id);
                const bodyId = `${id}-${message._id}`;
                return (
                  <li key={message._id} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200" data-item-id={message._id}>
                    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                      <div className="min-w-0">
                        <h2 className="font-bold break-words text-brand-900">{message.subject}</h2>
                        <p className="text-sm text-slate-700">
                          From <EmailLink address={message.email} subject={`Re: ${message.subject}`} /> · {receivedOn(message.createdAt)}
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
                        <DeleteButton {...deleteButton(message)} name={`message: ${message.subject}`} />
                      </div>
                    </div>
                    <div id={bodyId} hidden={!isOpen} className="mt-3 border-t border-slate-200 pt-3">
                      <p className="break-words whitespace-pre-wrap text-slate-900">{message.content}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </PagedResults>
        </>
      )}
      {confirmDialog}
    </>
  );
}

export default adminOnly(MessagesScreen);
