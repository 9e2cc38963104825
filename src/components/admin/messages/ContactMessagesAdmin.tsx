/**
 * /admin/contact-messages: messages sent through the contact form: list (newest
 * first, searched and paged by the server), read (the whole message, loaded when opened, which
 * marks it read on the server), delete.
 */
import { useId, useState } from 'react';
import { contactMessages } from '#domain/messages/contact.ts';
import { preview } from '#domain/common/text.ts';
import { formatDateTime } from '#domain/common/dates.ts';
import { api } from '#lib/client/index.ts';
import { useAdminList } from '#components/admin/kit/hooks/useAdminList.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import DeleteButton from '#components/admin/kit/DeleteButton.tsx';
import EmailLink from '#components/admin/kit/EmailLink.tsx';
import { errorDetail, failureText } from '#lib/error-text.ts';
import { btnSecondary } from '#components/ui/styles.ts';
import { Empty, Loading, ErrorMessage } from '#components/ui/status.tsx';
import { NO_MATCH, ScreenTitle, SearchBar } from '#components/admin/kit/list.tsx';
import { NoticeView } from '#components/admin/kit/Notice.tsx';
import { PagedResults, pagingOf } from '#components/ui/paging.tsx';

const receivedOn = (iso: string) => (iso ? formatDateTime(iso) : '');

function MessagesScreen() {
  const id = useId();
  const { list, notice, clear, deleteButton, confirmDialog } = useAdminList(api.contactMessages, {
    remove: api.deleteContactMessage,
    confirmText: contactMessages.confirmDelete,
    deletedText: contactMessages.deleted,
    deleteFailedText: (caught) => failureText(caught, { failed: contactMessages.deleteFailed }),
    pageSize: 20,
  });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  // The whole text of each message opened (a list entry may carry only its start).
  const [texts, setTexts] = useState<ReadonlyMap<string, string>>(new Map());

  const toggle = (messageId: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(messageId)) next.delete(messageId);
      else next.add(messageId);
      return next;
    });
    if (texts.has(messageId)) return;
    api.contactMessage(messageId).then(
      (message) => setTexts((current) => new Map(current).set(messageId, message.content)),
      (caught: unknown) => console.error(caught),
    );
  };

  return (
    <>
      <ScreenTitle title={contactMessages.heading}>Messages visitors sent through the contact form, newest first.</ScreenTitle>
      <NoticeView notice={notice} onDismiss={clear} />
      {list.status === 'loading' ? (
        <Loading />
      ) : list.status === 'error' && list.items.length === 0 ? (
        <ErrorMessage>{contactMessages.loadFailed(errorDetail(list.error))}</ErrorMessage>
      ) : list.allTotal === 0 && list.items.length === 0 ? (
        <Empty>{contactMessages.empty}</Empty>
      ) : (
        <>
          <SearchBar
            id={`${id}-search`}
            label="Search messages"
            query={list.query}
            onQuery={list.setQuery}
            shown={list.total}
            total={list.allTotal}
          />
          {list.status === 'error' && <ErrorMessage className="mb-4">{contactMessages.loadFailed(errorDetail(list.error))}</ErrorMessage>}
          <PagedResults paging={pagingOf(list)} emptyText={NO_MATCH}>
            <ul className="space-y-3" aria-busy={list.pending}>
              {list.items.map((message) => {
                const isOpen = open.has(message._id);
                const bodyId = `${id}-${message._id}`;
                return (
                  <li key={message._id} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200" data-item-id={message._id}>
                    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                      <div className="min-w-0">
                        <h2 className="font-bold break-words text-brand-900">
                          {message.readAt === undefined && !texts.has(message._id) && (
                            <span
                              className="mr-2 rounded bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900"
                              data-unread
                            >
                              {contactMessages.unread}
                            </span>
                          )}
                          {message.subject}
                        </h2>
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
                      <p className="break-words whitespace-pre-wrap text-slate-900">{texts.get(message._id) ?? message.content}</p>
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
