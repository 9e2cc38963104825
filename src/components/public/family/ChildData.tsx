/**
 * /my/data?child={id}: the readable page of one child's data, for the signed-in parent. It loads
 * the same answer the JSON download gives and shows it in words (ChildDataSheet); signed out or
 * another family's child, it says so and links back to the family page. Its words are the page's
 * language's (`childData` area), and its links stay in that language.
 */
import { useEffect, useState } from 'react';
import type { ChildDataView } from '#domain/family/child-data-view.ts';
import { MY_PATH } from '#domain/family/family.ts';
import { messagesIn } from '#domain/i18n/messages.ts';
import { ApiError } from '#lib/client/errors.ts';
import { familyApi } from '#lib/client/family.ts';
import { btnSecondary } from '#components/ui/styles.ts';
import { ErrorMessage, Loading } from '#components/ui/status.tsx';
import ChildDataSheet, { type ChildDataMessages, type ChildDataWords } from './ChildDataSheet.tsx';

type State = { kind: 'loading' } | { kind: 'ready'; data: ChildDataView } | { kind: 'failed'; text: string };

const linkClass = 'font-semibold text-brand-800 underline hover:no-underline';

const failure = (error: unknown, m: ChildDataMessages) =>
  m.t(
    error instanceof ApiError && error.status === 401
      ? 'childData.signIn'
      : error instanceof ApiError && error.status === 404
        ? 'childData.notFound'
        : 'childData.failed',
  );

export default function ChildData({ words }: { words: ChildDataWords }) {
  const m = messagesIn(words);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [childId, setChildId] = useState('');
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('child') ?? '';
    setChildId(id);
    if (id === '') {
      setState({ kind: 'failed', text: m.t('childData.notFound') });
      return;
    }
    familyApi.data(id).then(
      (data) => setState({ kind: 'ready', data }),
      (error: unknown) => setState({ kind: 'failed', text: failure(error, m) }),
    );
  }, [m]);

  const back = (
    <a className={linkClass} href={m.path(MY_PATH)}>
      {m.t('childData.back')}
    </a>
  );
  if (state.kind !== 'ready') {
    return (
      <div>
        <h1 className="mb-6 text-3xl font-bold text-brand-900">{m.t('childData.titleChild')}</h1>
        {state.kind === 'loading' ? <Loading label={m.t('childData.loading')} /> : <ErrorMessage>{state.text}</ErrorMessage>}
        <p className="mt-4">{back}</p>
      </div>
    );
  }
  return (
    <article>
      <h1 className="mb-4 text-3xl font-bold break-words text-brand-900">{m.t('childData.title', { name: state.data.record.name })}</h1>
      <p className="flex flex-wrap items-center gap-x-6 gap-y-3 print:hidden">
        {back}
        <a className={linkClass} href={familyApi.dataUrl(childId, 'json')} download>
          {m.t('childData.downloadJson')}
        </a>
        <button type="button" className={btnSecondary} onClick={() => window.print()}>
          {m.t('childData.print')}
        </button>
      </p>
      <div className="mt-6">
        <ChildDataSheet data={state.data} m={m} />
      </div>
    </article>
  );
}
